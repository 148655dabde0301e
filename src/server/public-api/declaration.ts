import type { OpenAPIHono, RouteConfig } from "@hono/zod-openapi";
import type { Hono, Schema } from "hono";
import { type ApiKeyScope, scopesAllowing } from "@/domain/api/api-keys";
import { type ApiErrorCode, problemSchema } from "@/domain/api/errors";
import type { AuthedEnv } from "../http/context";
import { codesOf, withRefusals } from "../http/openapi";
import { PROBLEM_JSON } from "../http/problem";
import { idempotencyHeaders } from "./idempotency";
import { SCOPE_EXTENSION, scopeOfRoute } from "./scopes";

const integer = (description: string) => ({ description, schema: { type: "integer" as const } });

/** On every answer of the public API (public-api/http-manners.ts). */
const RATE_LIMIT_HEADERS = {
  "RateLimit-Limit": integer("Requests allowed per window (per key; per address without a valid key)."),
  "RateLimit-Remaining": integer("Requests left in this window."),
  "RateLimit-Reset": integer("Seconds until this window ends."),
};

const WWW_AUTHENTICATE = {
  description: 'RFC 6750: `Bearer realm="Promptsmith API"`, with `error="invalid_token"` when the key sent does not work.',
  schema: { type: "string" as const },
};

/** Refusals the app's routes declare that a key's request never meets: no same-origin check here, no team session. */
const NOT_FOR_KEYS = new Set<ApiErrorCode>(["cross_site_request", "team_access_lost"]);

/** A route's refusals as problem details, each with the headers every answer of the public API carries. */
function publicResponses(route: RouteConfig): RouteConfig["responses"] {
  const responses: RouteConfig["responses"] = {};
  const declared = { ...route.responses };
  // A body is refused for size before anything reads it, whatever the route (the body limit comes after the key).
  if (route.method !== "get") declared[413] ??= { description: "", content: {} };
  const codes = (status: string): ApiErrorCode[] => {
    if (status === "413") return ["payload_too_large"];
    if (status === "429") return ["rate_limited"];
    return [...(codesOf(declared[status] ?? {}) ?? [])].filter((code) => !NOT_FOR_KEYS.has(code));
  };
  for (const status of [...Object.keys(declared), "429"]) {
    const response = declared[status];
    if (Number(status) < 400 && response && !("$ref" in response)) {
      responses[status] = { ...response, headers: { ...RATE_LIMIT_HEADERS, ...response.headers } };
      continue;
    }
    const kept = codes(status);
    if (kept.length === 0) continue;
    responses[status] = {
      description: `Refused: ${kept.join(", ")}.`,
      headers: { ...RATE_LIMIT_HEADERS, ...(status === "401" && { "WWW-Authenticate": WWW_AUTHENTICATE }) },
      content: { [PROBLEM_JSON]: { schema: problemSchema(kept as [ApiErrorCode, ...ApiErrorCode[]]) } },
    };
  }
  return responses;
}

/** The operation's description ends by saying which keys may call it. */
const scopeLine = (scope: ApiKeyScope) => {
  const enough = scopesAllowing(scope).map((s) => `\`${s}\``);
  return `Needs a key with the ${enough.length > 1 ? `${enough.slice(0, -1).join(", ")} or ${enough.at(-1)}` : enough[0]} scope.`;
};

/**
 * Declares the public API's routes as they answer there: bearer-key security naming the scope the operation needs
 * (also as `x-required-scope`, and in its description), refusals as problem details, the rate limit's headers and
 * 429, the scope's refusal (403), and on every POST and PATCH the Idempotency-Key header and its refusals. The route
 * configs are shared with the web app's routes, so each entry is replaced, never changed in place.
 */
export function asPublicApi<R extends Hono<AuthedEnv, Schema>>(routes: R): R {
  for (const definition of (routes as unknown as OpenAPIHono<AuthedEnv>).openAPIRegistry.definitions) {
    if (definition.type !== "route") continue;
    const route = definition.route;
    const scope = scopeOfRoute(route);
    const idempotent = route.method === "post" || route.method === "patch";
    const scoped = withRefusals(
      {
        ...route,
        description: [route.description, scopeLine(scope)].filter(Boolean).join("\n\n"),
        [SCOPE_EXTENSION]: scope,
        ...(idempotent && { request: { ...route.request, headers: idempotencyHeaders } }),
      },
      {
        403: ["insufficient_scope"],
        ...(idempotent && { 400: ["invalid_idempotency_key"], 409: ["idempotency_key_in_use"], 422: ["idempotency_key_reused"] }),
      },
    );
    definition.route = { ...scoped, security: [{ apiKey: [scope] }], responses: publicResponses(scoped) };
  }
  return routes;
}
