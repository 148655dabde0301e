import { Hono } from "hono";
import { errorBody } from "../http/errors";
import type { AppDeps, AppEnv } from "../http/context";

/** Liveness and database reachability, for load balancers and the login page's connection state. */
export function healthRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await database.ping();
      return c.json({ status: "ok" as const });
    } catch (error) {
      c.get("logger").warn({ err: error }, "database ping failed");
      return c.json(
        { status: "unavailable" as const, ...errorBody("database_unavailable", "The database is not answering.") },
        503,
      );
    }
  });
}
