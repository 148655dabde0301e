import type { Context } from "hono";
import type { AuthedEnv, Workspace } from "./context";
import { HttpError } from "./errors";

/**
 * The workspace a route acts in. Refuses the request when the session's team was lost since the page last
 * asked (the member was removed, the team deleted): the web then reloads the session, now personal.
 */
export function workspaceOf(c: Context<AuthedEnv>): Workspace["team"] {
  const workspace = c.get("workspace");
  if (workspace.lost) throw new HttpError(403, "team_access_lost", "You are no longer a member of this team.");
  return workspace.team;
}
