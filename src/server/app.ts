import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import type { AppDeps, AppEnv } from "./http/context";
import { errorBody, handleError } from "./http/errors";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { webApp } from "./http/web-app";
import { healthRoutes } from "./health/routes";

/** Request bodies above this are refused with 413 unless a route sets its own limit. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Builds the whole HTTP app; tests call it in-process with `app.request()`. */
export function createApp(deps: AppDeps, options: { webDist?: string } = {}) {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(requestLog(deps.logger));
  app.use(securityHeaders({ https: deps.config.appUrl.startsWith("https://") }));
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: DEFAULT_BODY_LIMIT,
      onError: (c) => c.json(errorBody("payload_too_large", "The request body is too large."), 413),
    }),
  );

  const api = new Hono<AppEnv>().route("/health", healthRoutes(deps));
  app.route("/api", api);
  app.all("/api/*", (c) => c.json(errorBody("not_found", "No such API endpoint."), 404));

  app.route("/", webApp(options.webDist));
  app.notFound((c) => c.json(errorBody("not_found", "Not found."), 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
