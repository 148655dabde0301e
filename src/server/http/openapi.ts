import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { Env } from "hono";
import { z } from "zod";
import { type ApiErrorCode, errorBodySchema } from "@/domain/api/errors";
import { invalidInput } from "./body";
import { HttpError } from "./errors";
import { assertCleanText } from "./text-guard";

/**
 * A router whose routes are declared once, with their request and response schemas and error codes
 * (`router.openapi(route, handler)`): the declarations validate requests, type the handlers and the web's
 * client, and make /api/openapi.json.
 */
export function declaredRoutes<E extends Env>() {
  return new OpenAPIHono<E>({
    defaultHook: async (result, c) => {
      if (result.target === "json") {
        // No Content-Type and no body: the validator had nothing to parse (a body without one is refused with 415).
        if (!c.req.header("content-type")) {
          throw new HttpError(400, "invalid_json", "The request body is missing: send JSON with Content-Type: application/json.");
        }
        // The body as sent (Hono keeps it parsed), before the schema drops what it does not know.
        assertCleanText(await c.req.json());
      }
      if (!result.success) throw invalidInput(result.error as z.ZodError);
    },
  });
}

/** A JSON answer. */
/**
 * An item's id in the path. Any text is taken: an id that is malformed, unknown or someone else's gets the same
 * 404 from the route, never a 400 that would tell them apart.
 */
export const idParam = z.object({ id: z.string() });

export function json<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { "application/json": { schema } } };
}

/** A required JSON request body. */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return { required: true, content: { "application/json": { schema } } };
}

type Codes = readonly [ApiErrorCode, ...ApiErrorCode[]];

/** The error codes declared per refusal, read back when the shared refusals are merged in. */
const declaredCodes = new WeakMap<object, Codes>();

/** The codes of a response made by `refusal`, or undefined for any other response. */
export const codesOf = (response: object): Codes | undefined => declaredCodes.get(response);

/** An error answer with the codes this route gives at this status. */
export function refusal<const C extends Codes>(codes: C) {
  const response = { description: `Refused: ${codes.join(", ")}.`, content: { "application/json": { schema: errorBodySchema(codes) } } };
  declaredCodes.set(response, codes);
  return response;
}

type Status = 400 | 401 | 403 | 413 | 415 | 500 | 503;

/** The refusals every route of its kind can give, from the middleware in front of it (see app.ts). */
function sharedRefusals(route: RouteConfig, signedIn: boolean, inWorkspace = false): Partial<Record<Status, ApiErrorCode[]>> {
  // Any address with a NUL character in it is refused before routing (http/text-guard.ts).
  const shared: Partial<Record<Status, ApiErrorCode[]>> = {
    400: ["invalid_text"],
    500: ["internal_error"],
    503: ["database_unavailable"],
  };
  if (route.request?.body) {
    shared[400] = ["invalid_json", "invalid_text", "invalid_input"];
    shared[413] = ["payload_too_large"];
    shared[415] = ["unsupported_media_type"];
  } else if (route.request?.query || route.request?.params) {
    shared[400] = ["invalid_text", "invalid_input"];
  }
  if (route.method !== "get") shared[403] = ["cross_site_request"];
  if (signedIn) shared[401] = ["unauthorized", "account_not_active"];
  if (inWorkspace) shared[403] = [...(shared[403] ?? []), "team_access_lost"];
  return shared;
}

/** The route with more refusals declared: codes at a status it already declares are added to that status's. */
export function withRefusals<const R extends RouteConfig>(route: R, refusals: Partial<Record<number, ApiErrorCode[]>>): R {
  const responses: RouteConfig["responses"] = { ...route.responses };
  for (const [status, codes] of Object.entries(refusals)) {
    const declared = declaredCodes.get(responses[status] ?? {}) ?? [];
    responses[status] = refusal([...new Set([...declared, ...codes!])] as unknown as Codes);
  }
  return { ...route, responses };
}

/** A session cookie is what a signed-in route asks for (public/v1 declares a key instead); others ask for nothing. */
const withSharedRefusals = <const R extends RouteConfig>(route: R, signedIn: boolean, inWorkspace = false): R => ({
  ...withRefusals(route, sharedRefusals(route, signedIn, inWorkspace)),
  security: signedIn ? [{ session: [] }] : [],
});

/** A route anyone may call (no session needed). */
export const publicRoute = <const R extends RouteConfig>(route: R): R => withSharedRefusals(route, false);

/** A route behind the session guard (or an API key, for /api/v1). */
export const userRoute = <const R extends RouteConfig>(route: R): R => withSharedRefusals(route, true);

/** A signed-in route that acts in the session's workspace (`workspaceOf`, auth/guard.ts). */
export const workspaceRoute = <const R extends RouteConfig>(route: R): R => withSharedRefusals(route, true, true);
