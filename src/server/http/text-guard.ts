import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { HttpError } from "./errors";

const MAX_DEPTH = 32;
// No schema of ours has these keys; refusing them keeps prototype pollution out of every handler.
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);
// PostgreSQL text cannot hold NUL; a lone surrogate is not Unicode at all.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const BAD_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a parsed JSON value cannot be accepted (characters no text can hold, absurd nesting, forbidden keys), or null. */
export function badTextIn(value: unknown, depth = 0): string | null {
  if (depth > MAX_DEPTH) return "The request body is nested too deeply.";
  if (typeof value === "string") return BAD_CHARACTER.test(value) ? "Text contains characters that are not allowed." : null;
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.has(key)) return `The key "${key}" is not allowed.`;
      const problem = badTextIn(key, depth + 1) ?? badTextIn(item, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

/** Throws 400 when a parsed body carries text the database cannot store. */
export function assertCleanText(value: unknown) {
  const problem = badTextIn(value);
  if (problem) throw new HttpError(400, "invalid_text", problem);
}

/** Refuses URLs whose path or query decodes to a NUL character. */
export const refuseNulInUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (/%00/i.test(c.req.url)) throw new HttpError(400, "invalid_text", "The address contains characters that are not allowed.");
  await next();
};
