import { api, client, ok } from "@/web/lib/api-client";
import { forgetEmbeddedSession } from "./embedded-session";
import type { Profile } from "@/domain/api/account";
import type { ActiveWorkspace } from "@/domain/teams";

/** Where e-mail confirmation links land; /login shows a confirmation note for it. */
export const VERIFIED_CALLBACK = "/login?verified=1";
/** Where Google sends the browser back to, on success and on failure alike. */
export const OAUTH_CALLBACK = "/auth/callback";

export const ACCOUNT_QUERY_KEY = ["account"] as const;

/** Who is signed in (null when nobody is, or the session has ended) and the workspace the session acts in. */
export interface Session extends ActiveWorkspace {
  user: Profile | null;
}

/** GET /api/session: the signed-in user's profile and the active team (null: the personal workspace). */
export async function fetchSession(signal?: AbortSignal): Promise<Session> {
  forgetEmbeddedSession();
  const session = await ok(client.session.$get({}, { init: { signal } }));
  return { user: session.user, team: session.team ?? null };
}

/** Signs in, or answers `twoFactorRedirect` when the account asks for a second factor (no session yet). */
export const signInWithEmail = (email: string, password: string) =>
  api<{ twoFactorRedirect?: boolean }>("/api/auth/sign-in/email", { json: { email, password } });

export type SecondFactor = "totp" | "recovery";

/** The sign-in's second step: a code from the authenticator app, or a recovery code. Sets the session cookie. */
export const verifySecondFactor = (factor: SecondFactor, code: string) =>
  api<unknown>(factor === "totp" ? "/api/auth/two-factor/verify-totp" : "/api/auth/two-factor/verify-backup-code", {
    json: { code },
  });

export const signUpWithEmail = (email: string, password: string) =>
  api<unknown>("/api/auth/sign-up/email", { json: { email, password, name: "", callbackURL: VERIFIED_CALLBACK } });

export const resendConfirmation = (email: string) =>
  api<unknown>("/api/auth/send-verification-email", { json: { email, callbackURL: VERIFIED_CALLBACK } });

export const requestPasswordReset = (email: string) =>
  api<unknown>("/api/auth/request-password-reset", { json: { email, redirectTo: "/reset-password" } });

export const resetPassword = (token: string, newPassword: string) =>
  api<unknown>("/api/auth/reset-password", { json: { token, newPassword } });

/** Ends this session; the server records the sign-out in the activity log. */
export const signOutRequest = () => ok(client.auth["sign-out"].$post({ json: {} }));

export const startGoogleSignIn = () =>
  api<{ url: string; redirect: boolean }>("/api/auth/sign-in/social", {
    json: {
      provider: "google",
      callbackURL: OAUTH_CALLBACK,
      errorCallbackURL: OAUTH_CALLBACK,
      newUserCallbackURL: OAUTH_CALLBACK,
    },
  });

export const providersQuery = {
  queryKey: ["auth", "providers"],
  queryFn: ({ signal }: { signal: AbortSignal }) => ok(client.auth.providers.$get({}, { init: { signal } })),
  // Fixed by the server's configuration: one answer per visit is enough.
  staleTime: Infinity,
} as const;

export const healthQuery = {
  queryKey: ["health"],
  queryFn: ({ signal }: { signal: AbortSignal }) => ok(client.health.$get({}, { init: { signal } })),
  staleTime: 0,
  retry: false,
  refetchOnWindowFocus: false,
} as const;
