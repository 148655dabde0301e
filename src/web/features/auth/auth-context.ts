import { createContext, useContext } from "react";
import type { Profile } from "@/domain/api/account";
import type { ActiveWorkspace } from "@/domain/teams";

/** How a password sign-in went: signed in, or the account asks for a second factor first. */
export type SignInResult = { secondFactor: false; user: Profile } | { secondFactor: true };

export interface AuthContextValue {
  /** The signed-in user, or null when signed out (or not known yet: see `loading`). */
  user: Profile | null;
  /** The team workspace the session acts in, with the user's role; null in the personal workspace. */
  team: ActiveWorkspace["team"];
  /** True until the first session check has answered. */
  loading: boolean;
  /** The last failed auth action's message, cleared when the next one starts. */
  error: string | null;
  /** True while the profile is being (re)fetched, including after the first check. */
  profileLoading: boolean;
  /**
   * Signs in with e-mail and password and loads the profile; throws the ApiError on failure. An account with
   * two-factor sign-in answers `secondFactor: true`: the page then asks for the code.
   */
  signIn(email: string, password: string): Promise<SignInResult>;
  /** Creates an account; the user must confirm the e-mail before signing in. Throws on failure. */
  signUp(email: string, password: string): Promise<void>;
  /** Ends the session on the server, then replaces the page with /login. Never throws. */
  signOut(): Promise<void>;
  /** Reads the profile again (after a rename, or to learn whether a session now exists). */
  refreshProfile(): Promise<Profile | null>;
  /**
   * Moves the page to another workspace once the server has: drops every cached answer of the one it leaves
   * (so no screen shows it a moment longer), then reads the session again. Answers the new active team.
   */
  enterWorkspace(): Promise<ActiveWorkspace["team"]>;
  /** Sends the browser to Google; throws when the sign-in cannot start. */
  signInWithGoogle(): Promise<void>;
}

// Kept apart from the provider so code in the entry bundle can read the context without pulling the
// provider (and react-query) in with it.
export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth() needs an <AuthProvider> above it");
  return value;
}

/** The workspace the signed-in user acts in: the active team with the user's role, or null for the personal one. */
export function useWorkspace(): ActiveWorkspace["team"] {
  return useAuth().team;
}
