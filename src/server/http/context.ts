import type { Logger } from "pino";
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
  Variables: AppEnv["Variables"] & { user: SessionUser; sessionId: string };
}
