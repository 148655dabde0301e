import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { ApiError } from "@/web/lib/api-client";
import { ACCOUNT_QUERY_KEY, fetchProfile, signInWithEmail, signOutRequest, signUpWithEmail, startGoogleSignIn } from "./api";
import { AuthContext, type AuthContextValue } from "./auth-context";
import { useArrivedSession } from "./embedded-session";
import { leaveToLogin, takeFlashMessage } from "./leave-to-login";
import { AUTH_MESSAGES, failureMessage, signInFailure } from "./messages";
import type { Profile } from "./types";

const accountQuery = {
  queryKey: ACCOUNT_QUERY_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchProfile(signal),
};

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
  });
  const [error, setError] = useState<string | null>(null);

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
    async (email: string, password: string): Promise<Profile> => {
      setError(null);
      try {
        requireCredentials(email, password);
        await signInWithEmail(email.trim(), password);
        const user = await refreshProfile();
        if (!user) throw new Error(AUTH_MESSAGES.signInFailed);
        return user;
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
