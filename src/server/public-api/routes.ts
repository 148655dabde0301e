import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Hono, MiddlewareHandler, Schema } from "hono";
import { API_KEY_MESSAGES } from "@/domain/api/api-keys";
import { subscriptionSchema } from "@/domain/api/billing";
import { API_KEY_RATE_LIMIT, type ApiKeysService } from "../api-keys/keys";
import { subscriptionOf } from "../billing/routes";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { generationRoutes } from "../generation/routes";
import type { GenerationService } from "../generation/service";
import type { AuthedEnv } from "../http/context";
import { HttpError } from "../http/errors";
import { declaredRoutes, json, refusal, userRoute } from "../http/openapi";
import { savedPromptRoutes } from "../library/routes";
import { savedInputRoutes } from "../library/saved-input-routes";

/**
 * Lets a request through with `Authorization: Bearer <key>` of a live key of an active user, as that user, counted
 * against the key's rate limit (RateLimit-* headers on every answer, Retry-After on 429). Cookies count for nothing
 * here, so no same-origin check is needed.
 */
function requireApiKey(keys: ApiKeysService): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const key = c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const found = key ? await keys.use(key) : null;
    if (!found) throw new HttpError(401, "unauthorized", API_KEY_MESSAGES.invalidKey);
    const { user, limit } = found;
    if (user.accountStatus !== "active") throw new HttpError(401, "account_not_active", "This account is not active.");
    c.header("RateLimit-Limit", String(API_KEY_RATE_LIMIT.max));
    c.header("RateLimit-Remaining", String(limit.remaining));
    c.header("RateLimit-Reset", String(limit.resetAfter));
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfter));
      throw new HttpError(429, "rate_limited", `Too many requests with this key. Try again in ${limit.retryAfter} seconds.`);
    }
    c.set("user", user);
    c.set("sessionId", `api-key:${found.keyId}`);
    // A key acts in its user's personal workspace, never in a team's, not even one a request names.
    c.set("workspace", { team: null, lost: false, personalOnly: true });
    await next();
  };
}

const readAllowance = userRoute(
  createRoute({
    method: "get",
    path: "/allowance",
    summary: "Your plan and the generations left this period",
    responses: { 200: json(subscriptionSchema, "The plan and the allowance left."), 404: refusal(["not_found"]) },
  }),
);

/**
 * Every route of the public API with bearer-key security and the key's rate limit (429) in the document. The route
 * configs are shared with the web app's routes, so each entry is replaced, never changed in place.
 */
function asPublicApi<R extends Hono<AuthedEnv, Schema>>(routes: R): R {
  for (const definition of (routes as unknown as OpenAPIHono<AuthedEnv>).openAPIRegistry.definitions) {
    if (definition.type !== "route") continue;
    definition.route = {
      ...definition.route,
      security: [{ apiKey: [] }],
      responses: { ...definition.route.responses, 429: refusal(["rate_limited"]) },
    };
  }
  return routes;
}

/** GET /api/v1/allowance. */
function allowanceRoutes(db: Db, clock: Clock) {
  return declaredRoutes<AuthedEnv>().openapi(readAllowance, async (c) =>
    c.json(await subscriptionOf(db, c.get("user").id, clock), 200),
  );
}

/**
 * /api/v1: what a user's own tools may do with a personal API key. The same routes, validation and allowance as
 * the web app's (a key spends its user's generations), and nothing of the account, billing, security or admin.
 */
export function publicApiRoutes(deps: { db: Db; clock: Clock; keys: ApiKeysService; generation: GenerationService }) {
  const { db, clock, keys, generation } = deps;
  return asPublicApi(
    declaredRoutes<AuthedEnv>()
      .use(requireApiKey(keys))
      .route("/generate", generationRoutes(generation))
      .route("/saved-prompts", savedPromptRoutes(db, clock))
      .route("/saved-inputs", savedInputRoutes(db, clock))
      .route("/", allowanceRoutes(db, clock)),
  );
}
