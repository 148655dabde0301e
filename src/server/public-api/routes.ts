import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Hono, MiddlewareHandler, Schema } from "hono";
import { API_KEY_MESSAGES, type ApiKeyScope, insufficientScopeMessage, scopeAllows, scopesAllowing } from "@/domain/api/api-keys";
import { subscriptionSchema } from "@/domain/api/billing";
import { toSessionUser } from "../auth/guard";
import type { ApiKeysService } from "../api-keys/keys";
import { subscriptionOf } from "../billing/routes";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { generationRoutes } from "../generation/routes";
import type { GenerationService } from "../generation/service";
import type { AuthedEnv } from "../http/context";
import { HttpError } from "../http/errors";
import { declaredRoutes, json, refusal, userRoute, withRefusals } from "../http/openapi";
import { consumeRateLimit, type RateRule } from "../http/rate-limit";
import { savedPromptRoutes } from "../library/routes";
import { savedInputRoutes } from "../library/saved-input-routes";
import { idempotency, idempotencyHeaders } from "./idempotency";
import { needingScope, SCOPE_EXTENSION, scopeOfRequest, scopeOfRoute } from "./scopes";

/** Per key: a tool in a loop is slowed down, a person's scripts never notice. */
export const API_KEY_RATE_LIMIT: RateRule = { window: 60, max: 120 };

/**
 * Lets a request through with `Authorization: Bearer <key>` of a live key of an active user, as that user, counted
 * against the key's rate limit (RateLimit-* headers on every answer, Retry-After on 429), if the key's scope covers
 * the operation `routes` declares for the request (scopes.ts). Cookies count for nothing here, so no same-origin
 * check is needed.
 */
function requireApiKey(db: Db, clock: Clock, keys: ApiKeysService, routes: OpenAPIHono<AuthedEnv>): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const key = c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const found = key ? await keys.authenticate(key) : null;
    if (!found) throw new HttpError(401, "unauthorized", API_KEY_MESSAGES.invalidKey);
    const user = toSessionUser(found.user);
    if (user.accountStatus !== "active") throw new HttpError(401, "account_not_active", "This account is not active.");
    const limit = await consumeRateLimit(db, `api-key:${found.keyId}`, API_KEY_RATE_LIMIT, clock.now());
    c.header("RateLimit-Limit", String(API_KEY_RATE_LIMIT.max));
    c.header("RateLimit-Remaining", String(limit.remaining));
    c.header("RateLimit-Reset", String(limit.resetAfter));
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfter));
      throw new HttpError(429, "rate_limited", `Too many requests with this key. Try again in ${limit.retryAfter} seconds.`);
    }
    const needed = scopeOfRequest(c, routes);
    if (needed && !scopeAllows(found.scope, needed)) throw new HttpError(403, "insufficient_scope", insufficientScopeMessage(found.scope, needed));
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

/** The operation's description ends by saying which keys may call it. */
const scopeLine = (scope: ApiKeyScope) => {
  const enough = scopesAllowing(scope).map((s) => `\`${s}\``);
  return `Needs a key with the ${enough.length > 1 ? `${enough.slice(0, -1).join(", ")} or ${enough.at(-1)}` : enough[0]} scope.`;
};

/**
 * Every route of the public API in the document with bearer-key security naming the scope it needs (also as
 * `x-required-scope`, and in its description), the key's rate limit (429) and its scope's refusal (403); every POST
 * and PATCH with its Idempotency-Key header and refusals. The route configs are shared with the web app's routes,
 * so each entry is replaced, never changed in place.
 */
function asPublicApi<R extends Hono<AuthedEnv, Schema>>(routes: R): R {
  for (const definition of (routes as unknown as OpenAPIHono<AuthedEnv>).openAPIRegistry.definitions) {
    if (definition.type !== "route") continue;
    const route = definition.route;
    const scope = scopeOfRoute(route);
    const idempotent = route.method === "post" || route.method === "patch";
    definition.route = withRefusals(
      {
        ...route,
        description: [route.description, scopeLine(scope)].filter(Boolean).join("\n\n"),
        security: [{ apiKey: [scope] }],
        [SCOPE_EXTENSION]: scope,
        ...(idempotent && { request: { ...route.request, headers: idempotencyHeaders } }),
      },
      {
        403: ["insufficient_scope"],
        429: ["rate_limited"],
        ...(idempotent && { 400: ["invalid_idempotency_key"], 409: ["idempotency_key_in_use"], 422: ["idempotency_key_reused"] }),
      },
    );
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
  const routes = declaredRoutes<AuthedEnv>();
  return asPublicApi(
    routes
      .use(requireApiKey(db, clock, keys, routes))
      .use(idempotency(db, clock))
      // Generating or improving writes nothing in the library: a `generate` key may.
      .route("/generate", needingScope(generationRoutes(generation), "generate"))
      .route("/saved-prompts", savedPromptRoutes(db, clock))
      .route("/saved-inputs", savedInputRoutes(db, clock))
      .route("/", allowanceRoutes(db, clock)),
  );
}
