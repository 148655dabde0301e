import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * Refuses request bodies over `maxSize(c)` bytes through `onError`. A request without a body, or one that
 * declares its length, is decided from its headers; only a chunked body is counted as it streams (Hono's
 * bodyLimit). Hono's middleware asks for `c.req.raw.body` first, which makes the Node adapter build a full
 * web Request (and a stream over the socket) for every request, a GET included: about a tenth of a
 * signed-in generation's CPU (docs/performance.md).
 */
export function limitBody(maxSize: (c: Context) => number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  return (c, next) => {
    const limit = maxSize(c);
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      return Number.parseInt(length || "0", 10) > limit ? Promise.resolve(onError(c)) : next();
    }
    return bodyLimit({ maxSize: limit, onError })(c, next);
  };
}
