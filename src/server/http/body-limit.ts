import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorBody } from "./errors";

/** Request bodies above this are refused with 413 unless a route sets its own limit. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Import files (the app's and the public API's import alike) may be larger than the default. */
export const IMPORT_BODY_LIMIT = 10 * 1024 * 1024;

/** The API's body limit: the import's for an import, the default for the rest. */
export const apiBodyLimit = limitBody(
  (c) => (c.req.path.endsWith("/saved-prompts/import") ? IMPORT_BODY_LIMIT : DEFAULT_BODY_LIMIT),
  (c) => c.json(errorBody("payload_too_large", "The request body is too large."), 413),
);

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
