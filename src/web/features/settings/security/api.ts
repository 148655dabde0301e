import { useQuery } from "@tanstack/react-query";
import { api, client, ok } from "@/web/lib/api-client";

/** What enabling answers: the authenticator app's otpauth:// address and the one-time recovery codes. */
export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

export const twoFactorQuery = {
  queryKey: ["security", "two-factor"],
  queryFn: ({ signal }: { signal: AbortSignal }) => ok(client.security["two-factor"].$get({}, { init: { signal } })),
} as const;

export const sessionsQuery = {
  queryKey: ["security", "sessions"],
  queryFn: ({ signal }: { signal: AbortSignal }) => ok(client.security.sessions.$get({}, { init: { signal } })),
} as const;

export const useTwoFactorStatus = () => useQuery(twoFactorQuery);
export const useSessions = () => useQuery(sessionsQuery);

/** Checks the password and starts the setup; two-factor is on only once `confirmTwoFactor` accepts a code. */
export const startTwoFactor = (password: string) =>
  api<TwoFactorSetup>("/api/auth/two-factor/enable", { json: { password } });

export const confirmTwoFactor = (code: string) => api<unknown>("/api/auth/two-factor/verify-totp", { json: { code } });

export const disableTwoFactor = (password: string) => api<unknown>("/api/auth/two-factor/disable", { json: { password } });

export const endSession = (id: string) =>
  ok(client.security.sessions[":id"].$delete({ param: { id: encodeURIComponent(id) } }));

export const endOtherSessions = () => api<unknown>("/api/auth/revoke-other-sessions", { json: {} });
