/** Where a signed-in user goes when nothing else is asked for. */
export const HOME_PATH = "/build-text";

/** The router state the guard leaves on /login: the page the visitor was sent away from. */
export interface ReturnState {
  from?: string;
}

/**
 * The page to return to after signing in. Only a path on this site is accepted ("//host" is another
 * site), so a crafted link cannot send the user elsewhere.
 */
export function returnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  if (typeof from === "string" && from.startsWith("/") && !from.startsWith("//") && !from.startsWith("/login")) {
    return from;
  }
  return HOME_PATH;
}
