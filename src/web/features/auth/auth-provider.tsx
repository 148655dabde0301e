import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { ApiError, isSignedOut } from "@/web/lib/api-client";
import { ACCOUNT_QUERY_KEY, fetchProfile, signInWithEmail, signOutRequest, signUpWithEmail, startGoogleSignIn } from "./api";
import { AuthContext, type AuthContextValue, type SignInResult } from "./auth-context";
import { useArrivedSession } from "./embedded-session";
import { leaveToLogin, takeFlashMessage } from "./leave-to-login";
import { AUTH_MESSAGES, failureMessage, signInFailure } from "./messages";

const accountQuery = {
  queryKey: ACCOUNT_QUERY_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchProfile(signal),
};

/**
 * How often an open app asks again who the user is (the spec's session tick: every 30 s), so an admin's
 * change (the admin flag, the status) reaches it without a reload; a tab brought back asks at once.
 */
export const SESSION_REFRESH_MS = 30_000;

/** The forms' `required` attributes catch this first; this covers any other caller. */
function requireCredentials(email: string, password: string) {
  if (!email.trim() || !password) throw new ApiError(400, "missing_credentials", AUTH_MESSAGES.missingCredentials);
}

/**
 * Who the user is, for every screen that talks to the API. The session lives in an httpOnly cookie the
 * browser never reads; the profile query is the one source of truth, and the react-query cache keeps
 * it across the move from the sign-in screens to the app.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const arrivedSession = useArrivedSession();
  // The profile starts from the session the page arrived with, if it has one, as old as the page.
  const profile = useQuery({
    ...accountQuery,
    initialData: () => arrivedSession()?.user,
    initialDataUpdatedAt: () => performance.timeOrigin,
    // Only a signed-in page polls: the sign-in screens have nobody to keep in step.
    refetchInterval: (query) => (query.state.data ? SESSION_REFRESH_MS : false),
    refetchOnWindowFocus: "always",
  });
  const [error, setError] = useState<string | null>(null);

  // A protected call found no session: it has ended (signed out elsewhere, suspended). Asking who is
  // signed in then answers null, and the route guard sends the page to /login.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === "updated" && event.action.type === "error" && isSignedOut(event.action.error)) {
          void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
        }
      }),
    [queryClient],
  );

  // The session ended under an open page: what was fetched for that user must not serve whoever signs in next.
  const signedInUser = profile.data?.id;
  const lastUser = useRef(signedInUser);
  useEffect(() => {
    if (lastUser.current && !signedInUser) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ACCOUNT_QUERY_KEY[0] });
    }
    lastUser.current = signedInUser;
  }, [signedInUser, queryClient]);

  // A sign-out or account deletion replaced the page with /login; say how it went.
  useEffect(() => {
    const message = takeFlashMessage();
    if (message) toast.success(message);
  }, []);

  const refreshProfile = useCallback(
    () => queryClient.fetchQuery({ ...accountQuery, staleTime: 0 }),
    [queryClient],
  );

  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInResult> => {
      setError(null);
      try {
        requireCredentials(email, password);
        const answer = await signInWithEmail(email.trim(), password);
        if (answer.twoFactorRedirect) return { secondFactor: true };
        const user = await refreshProfile();
        if (!user) throw new Error(AUTH_MESSAGES.signInFailed);
        return { secondFactor: false, user };
      } catch (failure) {
        setError(signInFailure(failure).message);
        throw failure;
      }
    },
    [refreshProfile],
  );

  const signUp = useCallback(async (email: string, password: string) => {
    setError(null);
    try {
      requireCredentials(email, password);
      await signUpWithEmail(email.trim(), password);
    } catch (failure) {
      setError(failureMessage(failure, AUTH_MESSAGES.signUpFailed));
      throw failure;
    }
  }, []);

  const signOut = useCallback(async () => {
    setError(null);
    try {
      await signOutRequest();
    } catch {
      setError(AUTH_MESSAGES.logoutFailed);
      toast.error(AUTH_MESSAGES.logoutFailed);
      return;
    }
    leaveToLogin(AUTH_MESSAGES.loggedOut);
  }, []);

  const signInWithGoogle = useCallback(async () => {
    setError(null);
    try {
      const { url } = await startGoogleSignIn();
      toast(AUTH_MESSAGES.redirectingToGoogle);
      window.location.assign(url);
    } catch (failure) {
      setError(failureMessage(failure, AUTH_MESSAGES.googleSignInFailed));
      throw failure;
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: profile.data ?? null,
      loading: profile.isPending,
      error: error ?? (profile.error ? failureMessage(profile.error, AUTH_MESSAGES.connectionError) : null),
      profileLoading: profile.isFetching,
      signIn,
      signUp,
      signOut,
      refreshProfile,
      signInWithGoogle,
    }),
    [profile.data, profile.isPending, profile.isFetching, profile.error, error, signIn, signUp, signOut, refreshProfile, signInWithGoogle],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
