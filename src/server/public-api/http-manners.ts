import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { errorBody } from "../http/errors";
import type { AppEnv } from "../http/context";
import type { RateDecision, RateRule } from "../http/rate-limit";

/** Per key: a tool in a loop is slowed down, a person's scripts never notice. Requests without a valid key count per address. */
export const API_KEY_RATE_LIMIT: RateRule = { window: 60, max: 120 };

/** The headers a browser app on another origin may read from an answer. */
const EXPOSED = ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "Retry-After", "WWW-Authenticate", "Content-Disposition"];

/**
 * CORS for the public API: any origin may call it with a key, never with cookies (no Allow-Credentials, so a browser
 * sends none, and the key check ignores them anyway). A preflight is answered here, before the key check: it carries
 * no key. The request headers asked for are allowed as asked.
 */
export const corsForKeys = cors({ origin: "*", allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE"], exposeHeaders: EXPOSED, maxAge: 600 });

/** RateLimit-* (and Retry-After when refused) on the answer, whatever it turns out to be. */
export function rateLimitHeaders(c: Context, limit: RateDecision) {
  c.header("RateLimit-Limit", String(API_KEY_RATE_LIMIT.max));
  c.header("RateLimit-Remaining", String(limit.remaining));
  c.header("RateLimit-Reset", String(limit.resetAfter));
  if (!limit.allowed) c.header("Retry-After", String(limit.retryAfter));
}

/** `/v1/saved-prompts/{id}` as a pattern matching `/api/v1/saved-prompts/7f…`. */
const pathPattern = (template: string) => new RegExp(`^/api${template.replace(/\{[^}]+\}/g, "[^/]+")}/?$`);

/**
 * The public API's answer to a path it has with a method it does not take: 405 with `Allow`, from the routes the
 * API declares (read on the first such request, when every route is in). Any other path: 404.
 */
export function methodNotAllowed(api: OpenAPIHono<AppEnv>): MiddlewareHandler<AppEnv> {
  let routes: { pattern: RegExp; method: string }[] | undefined;
  return async (c) => {
    routes ??= api.openAPIRegistry.definitions.flatMap((definition) =>
      definition.type === "route" && definition.route.path.startsWith("/v1/")
        ? [{ pattern: pathPattern(definition.route.path), method: definition.route.method.toUpperCase() }]
        : [],
    );
    const allowed = [...new Set(routes.filter((route) => route.pattern.test(c.req.path)).map((route) => route.method))];
    // Every GET route answers HEAD too (Hono's router does).
    if (allowed.includes("GET")) allowed.push("HEAD");
    if (allowed.length === 0) return c.json(errorBody("not_found", "No such API endpoint."), 404);
    c.header("Allow", allowed.join(", "));
    return c.json(errorBody("method_not_allowed", `This endpoint takes ${allowed.join(", ")}.`), 405);
  };
}
