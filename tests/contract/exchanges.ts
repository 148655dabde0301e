/**
 * Requests of every kind for every operation of the document, made from the document itself: for each operation,
 * each way of asking (a session, an API key, a key that does not work, nothing) and each kind of request (a body
 * made from its schema, every member of it of the wrong type, bad JSON, another media type, none, one too large;
 * each query parameter wrong; ids that exist, do not, or are someone else's).
 */
import { newClientIp } from "../support/users";

type Schema = { [key: string]: unknown };
type Operation = { security?: object[]; parameters?: { name: string; in: string; schema?: Schema }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };

export interface Exchange {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Sent from this address (so the sign-in and key limits do not turn every answer into a 429). */
  ip: string;
  label: string;
}

export interface Credentials {
  /** The signed-in session's cookie. */
  cookie: string;
  key: string;
  /** An id, per path parameter name and path, of something the signed-in user owns. */
  owned: (path: string, name: string) => string | undefined;
}

/** Requests that would end the session the rest of the run signs in with. */
const ENDS_THE_SESSION = /^(POST \/api\/auth\/(sign-out|revoke-sessions|delete-user|two-factor\/disable)|DELETE \/api\/account)$/;

/** A value of the schema's type: its first choice, or something plain of its type. */
export function sample(schema: Schema | undefined, schemas: Record<string, Schema>, all = false): unknown {
  if (!schema) return "sample";
  if (typeof schema.$ref === "string") return sample(schemas[schema.$ref.split("/").pop()!], schemas, all);
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== "") ?? schema.enum[0];
  const choice = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (choice) return sample(choice[0], schemas, all);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "object" || schema.properties) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const properties = Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {});
    return Object.fromEntries(properties.filter(([name]) => all || required.has(name)).map(([name, member]) => [name, sample(member, schemas, all)]));
  }
  if (type === "array") return schema.minItems ? [sample(schema.items as Schema, schemas, all)] : [];
  if (type === "integer" || type === "number") return typeof schema.minimum === "number" ? schema.minimum : 1;
  if (type === "boolean") return true;
  if (schema.format === "email") return `contract-${Math.random().toString(36).slice(2, 10)}@example.com`;
  if (schema.format === "date-time") return new Date().toISOString();
  if (schema.format === "uri" || schema.format === "url") return "https://example.com/a";
  const length = typeof schema.minLength === "number" ? schema.minLength : 0;
  return "Contract sample".padEnd(length, "x");
}

/** A value of another type than the schema's. */
function wrongType(schema: Schema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "string") return 12345;
  if (type === "array") return "not a list";
  if (type === "object") return ["not", "an", "object"];
  return "not a number or flag";
}

/** Every request this run makes to one operation, for each way of asking that it declares. */
export function exchangesFor(method: string, template: string, operation: Operation, schemas: Record<string, Schema>, who: Credentials): Exchange[] {
  const v1 = template.startsWith("/api/v1/");
  const askers: { label: string; headers: Record<string, string> }[] = v1
    ? [
        { label: "key", headers: { authorization: `Bearer ${who.key}` } },
        { label: "no key", headers: {} },
        { label: "revoked key", headers: { authorization: "Bearer ps_not-a-key" } },
      ]
    : [
        { label: "signed in", headers: { cookie: who.cookie } },
        { label: "signed out", headers: {} },
      ];
  const idsFor = (name: string) => [who.owned(template, name), "nope", "5f0c2a8e-8d1e-4a9e-9d1c-2b7a3c4d5e6f"].filter((id): id is string => id !== undefined);
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === "path");
  const paths = pathParams.reduce(
    (filled, param) => filled.flatMap((path) => idsFor(param.name).map((id) => path.replace(`{${param.name}}`, encodeURIComponent(id)))),
    [template],
  );
  const query = (operation.parameters ?? []).filter((p) => p.in === "query");
  const bodySchema = operation.requestBody?.content?.["application/json"]?.schema;

  const kinds: { label: string; query?: string; body?: string; contentType?: string; accept?: string }[] = [{ label: "plain" }];
  if (query.length > 0) {
    kinds.push({ label: "every query parameter", query: new URLSearchParams(query.map((p) => [p.name, String(sample(p.schema, schemas))])).toString() });
    for (const p of query) kinds.push({ label: `bad ${p.name}`, query: `${p.name}=%20~not%20valid~${"z".repeat(40)}` });
  }
  if (bodySchema) {
    const json = (value: unknown) => JSON.stringify(value);
    kinds.push({ label: "required members", body: json(sample(bodySchema, schemas)), contentType: "application/json" });
    kinds.push({ label: "every member", body: json(sample(bodySchema, schemas, true)), contentType: "application/json" });
    kinds.push({ label: "empty object", body: "{}", contentType: "application/json" });
    const whole = sample(bodySchema, schemas, true);
    const members = Object.entries((bodySchema.properties as Record<string, Schema> | undefined) ?? {});
    for (const [name, member] of members) {
      kinds.push({ label: `wrong ${name}`, body: json({ ...(whole as object), [name]: wrongType(member) }), contentType: "application/json" });
    }
    kinds.push({ label: "bad JSON", body: "{not json", contentType: "application/json" });
    kinds.push({ label: "text", body: "hello", contentType: "text/plain" });
    // Over the default limit (an import takes more: there it is a bad import instead).
    kinds.push({ label: "too large", body: json({ padding: "x".repeat(70 * 1024) }), contentType: "application/json" });
  }
  if (v1 && method === "post" && template === "/api/v1/generate") kinds.push({ ...kinds[1]!, label: "streamed", accept: "text/event-stream" });

  // Without credentials, a route that needs them refuses before reading anything: two kinds of request tell enough.
  const open = !operation.security?.length || operation.security.some((requirement) => Object.keys(requirement).length === 0);
  const exchanges: Exchange[] = [];
  for (const [index, asker] of askers.entries()) {
    for (const path of paths) {
      for (const kind of kinds) {
        const label = `${method.toUpperCase()} ${template} (${asker.label}, ${kind.label})`;
        if (asker.label === "signed in" && ENDS_THE_SESSION.test(`${method.toUpperCase()} ${template}`)) continue;
        // The ids that do not exist are asked for plainly only: the rest is the owned id's to vary.
        if (path !== paths[0] && kind.label !== "plain") continue;
        if (index > 0 && !open && kind !== kinds[0] && kind !== kinds[1]) continue;
        const headers: Record<string, string> = { ...asker.headers };
        if (kind.contentType) headers["content-type"] = kind.contentType;
        if (kind.accept) headers.accept = kind.accept;
        if (kind.body !== undefined) headers["content-length"] = String(Buffer.byteLength(kind.body));
        exchanges.push({ method: method.toUpperCase(), path: kind.query ? `${path}?${kind.query}` : path, headers, body: kind.body, ip: newClientIp(), label });
      }
    }
  }
  return exchanges;
}
