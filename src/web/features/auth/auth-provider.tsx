import { useQuery, useQueryClient, type Query } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ApiError, isSignedOut, onTeamAccessLost } from "@/web/lib/api-client";
import {
  ACCOUNT_QUERY_KEY,
  fetchSession,
  signInWithEmail,
  signOutRequest,
  signUpWithEmail,
  startGoogleSignIn,
  type Session,
} from "./api";
import { AuthContext, type AuthContextValue, type SignInResult } from "./auth-context";
import { useArrivedSession } from "./embedded-session";
import { leaveToLogin, takeFlashMessage } from "./leave-to-login";
import { AUTH_MESSAGES, failureMessage, signInFailure, teamAccessLost } from "./messages";

/** Every cached answer but the session: what belongs to a user and a workspace. */
const notTheSession = (query: Query) => query.queryKey[0] !== ACCOUNT_QUERY_KEY[0];

/** Where a user who lost their team lands: their own library. */
const AFTER_TEAM_LOST = "/saved-prompts";

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
  const navigate = useNavigate();
  const arrivedSession = useArrivedSession();
  /** True while the page itself moves to another workspace (enterWorkspace), which drops the old data itself. */
  const enteringWorkspace = useRef(false);
  const accountQuery = useMemo(
    () => ({
      queryKey: ACCOUNT_QUERY_KEY,
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const before = queryClient.getQueryData<Session>(ACCOUNT_QUERY_KEY);
        const session = await fetchSession(signal);
        // The workspace changed under the page (switched in another tab, or the member removed: the session then
        // answers the personal one): the old workspace's data goes before the new session shows.
        const changed = (before?.team?.id ?? null) !== (session.team?.id ?? null);
        if (before?.user && session.user && changed && !enteringWorkspace.current) {
          void queryClient.resetQueries({ predicate: notTheSession });
        }
        return session;
      },
    }),
    [queryClient],
  );
  // The session starts from the one the page arrived with, if it has one, as old as the page.
  const profile = useQuery({
    ...accountQuery,
    initialData: (): Session | undefined => {
      const arrived = arrivedSession();
      return arrived && { user: arrived.user, team: arrived.team ?? null };
    },
    initialDataUpdatedAt: () => performance.timeOrigin,
    // Only a signed-in page polls: the sign-in screens have nobody to keep in step.
    refetchInterval: (query) => (query.state.data?.user ? SESSION_REFRESH_MS : false),
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
  const signedInUser = profile.data?.user?.id;
  const lastUser = useRef(signedInUser);
  useEffect(() => {
    if (lastUser.current && !signedInUser) queryClient.removeQueries({ predicate: notTheSession });
    lastUser.current = signedInUser;
  }, [signedInUser, queryClient]);

  // A sign-out or account deletion replaced the page with /login; say how it went.
  useEffect(() => {
    const message = takeFlashMessage();
    if (message) toast.success(message);
  }, []);

  const refreshSession = useCallback(
    () => queryClient.fetchQuery({ ...accountQuery, staleTime: 0 }),
    [queryClient, accountQuery],
  );
  const refreshProfile = useCallback(async () => (await refreshSession()).user, [refreshSession]);

  const enterWorkspace = useCallback(async () => {
    enteringWorkspace.current = true;
    try {
      // Reset, not removed: a screen on show drops the other workspace's data at once and asks again.
      void queryClient.resetQueries({ predicate: notTheSession });
      return (await refreshSession()).team;
    } finally {
      enteringWorkspace.current = false;
    }
  }, [queryClient, refreshSession]);

  // Any call found the session's team gone (removed, the team deleted): the server has put the session back in
  // the personal workspace; the page follows, once however many calls failed together.
  const leavingLostTeam = useRef(false);
  useEffect(
    () =>
      onTeamAccessLost(() => {
        if (leavingLostTeam.current) return;
        leavingLostTeam.current = true;
        const lostTeam = queryClient.getQueryData<Session>(ACCOUNT_QUERY_KEY)?.team?.name;
        enterWorkspace()
          .catch(() => undefined)
          .finally(() => {
            leavingLostTeam.current = false;
            toast.error(teamAccessLost(lostTeam));
            navigate(AFTER_TEAM_LOST);
          });
      }),
    [queryClient, enterWorkspace, navigate],
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
      user: profile.data?.user ?? null,
      team: profile.data?.team ?? null,
      loading: profile.isPending,
      error: error ?? (profile.error ? failureMessage(profile.error, AUTH_MESSAGES.connectionError) : null),
      profileLoading: profile.isFetching,
      signIn,
      signUp,
      signOut,
      refreshProfile,
      enterWorkspace,
      signInWithGoogle,
    }),
    [
      profile.data,
      profile.isPending,
      profile.isFetching,
      profile.error,
      error,
      signIn,
      signUp,
      signOut,
      refreshProfile,
      enterWorkspace,
      signInWithGoogle,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
