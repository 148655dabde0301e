import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { API_KEY_MESSAGES, insufficientScopeMessage, scopeAllows } from "@/domain/api/api-keys";
import { subscriptionSchema } from "@/domain/api/billing";
import { toSessionUser } from "../auth/guard";
import type { ApiKeysService } from "../api-keys/keys";
import { subscriptionOf } from "../entitlements/subscriptions";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { generationRoutes } from "../generation/routes";
import type { GenerationService } from "../generation/service";
import type { AuthedEnv } from "../http/context";
import { HttpError } from "../http/errors";
import { declaredRoutes, json, refusal, userRoute } from "../http/openapi";
import { apiBodyLimit } from "../http/body-limit";
import { problemDetails } from "../http/problem";
import { consumeRateLimit } from "../http/rate-limit";
import { savedPromptRoutes } from "../library/routes";
import { historyRoutes } from "../history/routes";
import { savedInputRoutes } from "../library/saved-input-routes";
import { asPublicApi } from "./declaration";
import { API_KEY_RATE_LIMIT, corsForKeys, rateLimitHeaders } from "./http-manners";
import { idempotency } from "./idempotency";
import { needingScope, scopeOfRequest } from "./scopes";
import { promptsByNameRoutes } from "./prompt-routes";

/**
 * Lets a request through with `Authorization: Bearer <key>` of a live key of an active user, as that user, counted
 * against the key's rate limit; a request without a valid key counts against its address's, so a 401 carries
 * RateLimit-* too, and guessing keys is slowed down like anything else; the key's scope must cover the operation
 * `routes` declares for the request (scopes.ts). Cookies count for nothing here, so no same-origin check is needed.
 */
export function requireApiKey(db: Db, clock: Clock, keys: ApiKeysService, routes: OpenAPIHono<AuthedEnv>): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const key = c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const found = key ? await keys.authenticate(key) : null;
    const limit = await consumeRateLimit(db, found ? `api-key:${found.keyId}` : `api-address:${c.get("clientIp")}`, API_KEY_RATE_LIMIT, clock.now());
    rateLimitHeaders(c, limit);
    if (!limit.allowed) {
      throw new HttpError(429, "rate_limited", `Too many requests${found ? " with this key" : ""}. Try again in ${limit.retryAfter} seconds.`);
    }
    if (!found) {
      // RFC 6750: a request with no key is told the scheme; one with a key that does not work, that it does not.
      c.header("WWW-Authenticate", key ? 'Bearer realm="Promptsmith API", error="invalid_token"' : 'Bearer realm="Promptsmith API"');
      throw new HttpError(401, "unauthorized", API_KEY_MESSAGES.invalidKey);
    }
    const user = toSessionUser(found.user);
    if (user.accountStatus !== "active") {
      c.header("WWW-Authenticate", 'Bearer realm="Promptsmith API", error="invalid_token"');
      throw new HttpError(401, "account_not_active", "This account is not active.");
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
      .use(corsForKeys)
      .use(problemDetails)
      .use(requireApiKey(db, clock, keys, routes))
      .use(apiBodyLimit)
      // After the body limit: the key's fingerprint reads the body.
      .use(idempotency(db, clock))
      // Generating or improving writes nothing in the library: a `generate` key may.
      .route("/generate", needingScope(generationRoutes(generation), "generate"))
      .route("/saved-prompts", savedPromptRoutes(db, clock))
      .route("/saved-inputs", savedInputRoutes(db, clock))
      .route("/prompts", promptsByNameRoutes(db))
      // The app's own history routes: the same filters, cursor and query, in the key's personal workspace.
      .route("/history", historyRoutes(db, clock))
      .route("/", allowanceRoutes(db, clock)),
  );
}
