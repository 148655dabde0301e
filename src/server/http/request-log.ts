import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { AppEnv } from "./context";

/** One JSON log line per request, with the request id; handlers log through `c.get("logger")`. */
export function requestLog(root: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const logger = root.child({ reqId: c.get("requestId") });
    c.set("logger", logger);
    const started = performance.now();
    await next();
    logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  };
}
