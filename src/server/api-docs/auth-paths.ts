import { z } from "zod";
import { API_ERROR_CODES, AUTH_ERROR_CODES, fieldErrorsSchema } from "@/domain/api/errors";

/** The parts of an OpenAPI document these passes touch, as plain JSON. */
export type JsonObject = Record<string, unknown>;
type Operation = JsonObject & { responses?: Record<string, JsonObject>; description?: string; summary?: string };
export type PathItem = Record<string, Operation>;

/** better-auth's endpoints that need no session: signing up and in, the mailed links, and the second step of sign-in. */
const WITHOUT_SESSION = /^\/(sign-in|sign-up|callback|reset-password|request-password-reset|verify-email|ok|error|two-factor\/(verify|send-otp))/;
/** Endpoints that answer with or without one. */
const SESSION_OPTIONAL = new Set(["/get-session", "/send-verification-email"]);
/** Endpoints that answer a browser's visit with a redirect (to `callbackURL`, or the provider's way back). */
const REDIRECTS = /^\/(callback\/\{id\}|verify-email|reset-password\/\{token\}|delete-user\/callback)$/;

/** What a password sign-in answers instead of a session when the account has two-factor sign-in on (its plugin's hook). */
const TWO_FACTOR_CHALLENGE = {
  type: "object",
  properties: { twoFactorRedirect: { const: true }, twoFactorMethods: { type: "array", items: { type: "string", enum: ["totp", "otp"] } } },
  required: ["twoFactorRedirect", "twoFactorMethods"],
};
const orNull = (schema: JsonObject) => ({ oneOf: [schema, { type: "null" }] });

/** Where better-auth's own document describes another answer than the one its endpoint gives. */
const ANSWERED: Record<string, (schema: JsonObject) => JsonObject> = {
  // Null when there is no active team, or on leaving it.
  "/organization/get-organization": orNull,
  "/organization/set-active": orNull,
  "/sign-in/email": (schema) => ({ oneOf: [schema, TWO_FACTOR_CHALLENGE] }),
  // The user only: no session member.
  "/two-factor/verify-backup-code": (schema) => without(schema, "session"),
  // The member itself, not `{ member }`.
  "/organization/update-member-role": (schema) => (schema.properties as Record<string, JsonObject>).member ?? schema,
};
/** Declared by better-auth, refused by it with 405 (`/get-session` answers GET only). */
const NOT_ANSWERED = new Set(["post /get-session"]);

/** Every refusal of better-auth's routes, as server/auth/routes.ts (`toErrorShape`) rewrites it into the app's shape. */
export const AUTH_ERROR_SCHEMA = "AuthError";
export const authErrorSchema = (() => {
  const { $schema: _, ...schema } = z.toJSONSchema(
    z.object({
      error: z.object({ code: z.enum([...AUTH_ERROR_CODES, ...API_ERROR_CODES]), message: z.string(), fields: fieldErrorsSchema.optional() }),
    }),
  );
  return schema;
})();

/** What the app answers in front of them too (same-origin check, body limit, database down), besides their own. */
const REFUSALS = { get: ["400", "401", "403", "404", "429", "500", "503"], post: ["400", "401", "403", "404", "413", "415", "422", "429", "500", "503"] };

/**
 * better-auth's own document of its routes, made to say what our server answers on them: refusals in the app's error
 * shape, no session token in a body (the client never gets one: auth/routes.ts), the redirects, a session cookie as
 * the security, and a summary for each.
 */
export function authPaths(theirs: Record<string, PathItem>): Record<string, PathItem> {
  const paths = withoutNullable(theirs) as Record<string, PathItem>;
  const result: Record<string, PathItem> = {};
  for (const [path, item] of Object.entries(paths)) {
    const methods: PathItem = {};
    for (const [method, operation] of Object.entries(item)) {
      if (NOT_ANSWERED.has(`${method} ${path}`)) continue;
      const responses: Record<string, JsonObject> = {};
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (Number(status) < 400) responses[status] = asAnswered(response, ANSWERED[path]);
      }
      if (REDIRECTS.test(path)) {
        responses["302"] = { description: "Redirected to `callbackURL` (or the provider's way back), with the outcome in its query.", headers: { Location: { schema: { type: "string" } } } };
      }
      // A few endpoints come without their answer described: it is JSON, of a shape better-auth does not say.
      if (!Object.keys(responses).some((status) => /^[23]/.test(status))) {
        responses["200"] = { description: "Done (better-auth does not describe this answer).", content: { "application/json": { schema: {} } } };
      }
      if (path === "/error") responses["200"] = { description: "A page saying what went wrong.", content: { "text/html": { schema: { type: "string" } } } };
      for (const status of REFUSALS[method === "get" ? "get" : "post"]) {
        responses[status] = { description: "Refused.", content: { "application/json": { schema: { $ref: `#/components/schemas/${AUTH_ERROR_SCHEMA}` } } } };
      }
      const security = WITHOUT_SESSION.test(path) ? [] : SESSION_OPTIONAL.has(path) ? [{ session: [] }, {}] : [{ session: [] }];
      methods[method] = { ...operation, tags: ["auth"], summary: operation.summary ?? summaryOf(operation.description, method, path), security, responses };
    }
    result[`/api/auth${path}`] = methods;
  }
  return result;
}

/** OpenAPI 3.0's `nullable: true` (better-auth writes it) as 3.1 says it: `null` among the types. */
function withoutNullable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNullable);
  if (!value || typeof value !== "object") return value;
  const { nullable, ...rest } = value as JsonObject;
  const result: JsonObject = {};
  for (const [key, member] of Object.entries(rest)) result[key] = withoutNullable(member);
  if (nullable === true && typeof result.type === "string") result.type = [result.type, "null"];
  return result;
}

/** better-auth's description's first sentence, or the path in words. */
function summaryOf(description: string | undefined, method: string, path: string): string {
  const sentence = description?.split(/\.\s|\n/)[0]?.trim();
  return sentence || `${method.toUpperCase()} ${path}`;
}

/** A schema without some members (properties and requirement alike). */
function without(schema: JsonObject, ...names: string[]): JsonObject {
  if (typeof schema.properties !== "object" || !schema.properties) return schema;
  const left = (name: string) => !names.includes(name);
  const properties = Object.fromEntries(Object.entries(schema.properties).filter(([name]) => left(name)));
  return { ...schema, properties, ...(Array.isArray(schema.required) && { required: schema.required.filter(left) }) };
}

/** A 2xx answer without the `token` member auth/routes.ts takes out of every body, corrected by `fix` where needed. */
function asAnswered(response: JsonObject, fix: (schema: JsonObject) => JsonObject = (schema) => schema): JsonObject {
  const content = response.content as Record<string, { schema?: JsonObject }> | undefined;
  const schema = content?.["application/json"]?.schema;
  if (!schema || !content) return response;
  return { ...response, content: { ...content, "application/json": { ...content["application/json"], schema: fix(without(schema, "token")) } } };
}

/**
 * better-auth's models as its endpoints answer them: a member not required is there as null when unset (`image`,
 * `ipAddress`), and a session's token is never in a body.
 */
export function authSchemas(theirs: Record<string, JsonObject>): Record<string, JsonObject> {
  const schemas = withoutNullable(theirs) as Record<string, JsonObject>;
  const result: Record<string, JsonObject> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const properties: JsonObject = {};
    for (const [key, property] of Object.entries((schema.properties as Record<string, JsonObject> | undefined) ?? {})) {
      if (name === "Session" && key === "token") continue;
      properties[key] = required.has(key) || typeof property.type !== "string" ? property : { ...property, type: [property.type, "null"] };
    }
    result[name] = { ...schema, properties, ...(schema.required ? { required: [...required].filter((key) => key in properties) } : {}) };
  }
  return { ...result, [AUTH_ERROR_SCHEMA]: authErrorSchema };
}
