import type { Logger } from "pino";
import type { TeamRole } from "@/domain/teams";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Database } from "../db/client";

/** What every module needs from the running server. */
export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  clock: Clock;
}

/** The signed-in user, as the session guard loads it on every protected request. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  isAdmin: boolean;
  accountStatus: string;
  createdAt: Date;
}

/**
 * The workspace a signed-in request acts in: the user's personal one (`team: null`) or the session's active team,
 * with the user's role there. `lost` says the session's team no longer has the user as a member (removed, or the
 * team deleted): the session is moved back to the personal workspace, and this request is refused by any route
 * that acts in a workspace (`workspaceOf`), so nothing lands in the wrong one.
 */
export interface Workspace {
  team: { id: string; name: string; role: TeamRole } | null;
  lost: boolean;
  /** An API key's request: it acts in the personal workspace and may name no team either (docs/api.md). */
  personalOnly?: true;
}

/** Hono environment: values middleware puts on the request context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    /** The client's address, from the socket or the trusted proxy's X-Forwarded-For hop (http/client-ip.ts). */
    clientIp: string;
  };
}

/** Routes behind the session guard can read the user. */
export interface AuthedEnv {
  Variables: AppEnv["Variables"] & { user: SessionUser; sessionId: string; workspace: Workspace };
}
