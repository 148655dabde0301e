import type { Logger } from "pino";
import type { Config } from "../config";
import type { Database } from "../db/client";

/** What every module needs from the running server. */
export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
}

/** Hono environment: values middleware puts on the request context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
  };
}
