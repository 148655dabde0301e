import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { AppEnv } from "./context";
import { withHeaders } from "./response-headers";

/** A request id a client or proxy may send us to follow its request through our logs: short and plain. */
const GIVEN_ID = /^[\w\-=]{1,255}$/;

/**
 * Gives each request an id (the X-Request-Id it came with, if plain, or a new one), answered in X-Request-Id, and
 * logs one JSON line per request with it; handlers log through `c.get("logger")`.
 */
export function requestLog(root: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header("x-request-id");
    const id = given && GIVEN_ID.test(given) ? given : crypto.randomUUID();
    c.set("requestId", id);
    const logger = root.child({ reqId: id });
    c.set("logger", logger);
    const started = performance.now();
    await withHeaders(c, [["X-Request-Id", id]], next);
    logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  };
}
