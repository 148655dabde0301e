import { createRoute, z } from "@hono/zod-openapi";
import { healthSchema } from "@/domain/api/account";
import { errorBodySchema } from "@/domain/api/errors";
import { errorBody } from "../http/errors";
import type { AppDeps, AppEnv } from "../http/context";
import { declaredRoutes, json } from "../http/openapi";

const health = createRoute({
  method: "get",
  path: "/",
  summary: "Whether the service and its database answer",
  responses: {
    200: json(healthSchema, "The service and its database answer."),
    503: json(
      errorBodySchema(["database_unavailable"]).extend({ status: z.literal("unavailable") }),
      "The database does not answer.",
    ),
  },
});

/** Liveness and database reachability, for load balancers and the login page's connection state. */
export function healthRoutes({ database }: AppDeps) {
  return declaredRoutes<AppEnv>().openapi(health, async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await database.ping();
      return c.json({ status: "ok" as const }, 200);
    } catch (error) {
      c.get("logger").warn({ err: error }, "database ping failed");
      return c.json(
        { status: "unavailable" as const, ...errorBody("database_unavailable", "The database is not answering.") },
        503,
      );
    }
  });
}
