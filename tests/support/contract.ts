import { z } from "zod";

type Content = Record<string, { schema?: unknown }>;

/** The parts of /api/openapi.json that the checks read. */
export interface ApiDocument {
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, { content?: Content }> }>>;
  components?: { schemas?: Record<string, unknown> };
}

/** `/api/saved-prompts/{id}` as a pattern matching `/api/saved-prompts/7f…`. */
function pathPattern(template: string): RegExp {
  const parts = template.split("/").map((part) => (/^\{.+\}$/.test(part) ? "[^/]+" : part.replace(/[.*+?^$()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${parts.join("/")}$`);
}

/** Routes that are not part of the product: the test clock and the development mailbox. */
const NOT_PRODUCT = /^\/api\/(test|dev)\//;

/** A schema with the document's `$ref`s put in place (better-auth's refer to its models), for zod to read alone. */
function inlined(schema: unknown, schemas: Record<string, unknown>, seen: string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((member) => inlined(member, schemas, seen));
  if (!schema || typeof schema !== "object") return schema;
  const { $ref, ...rest } = schema as Record<string, unknown>;
  const name = typeof $ref === "string" ? $ref.replace("#/components/schemas/", "") : undefined;
  if (name !== undefined && !seen.includes(name)) return inlined({ ...(schemas[name] as object), ...rest }, schemas, [...seen, name]);
  return Object.fromEntries(Object.entries(rest).map(([key, member]) => [key, inlined(member, schemas, seen)]));
}

/** The declared operation a request is answered by (the first path that matches and has the method), if any. */
export function operationFinder(document: ApiDocument) {
  const operations = Object.entries(document.paths).map(([template, item]) => ({ pattern: pathPattern(template), template, item }));
  return (method: string, path: string) =>
    NOT_PRODUCT.test(path) ? undefined : operations.find((operation) => operation.pattern.test(path) && operation.item[method.toLowerCase()]);
}

const isJson = (mediaType: string) => mediaType === "application/json" || mediaType.endsWith("+json");

/**
 * Checks answers against the document the server publishes: for a declared route, the status must be declared, the
 * answer's media type must be one the status declares, and a JSON body must match its schema. Returns what is
 * wrong, or null (also for a route the document does not declare: finding those is the contract test's job).
 */
export function responseChecker(document: ApiDocument) {
  const operationOf = operationFinder(document);
  const schemas = new Map<unknown, z.ZodType>();
  const zodOf = (schema: unknown) => {
    let parsed = schemas.get(schema);
    if (!parsed) {
      const whole = inlined(schema, document.components?.schemas ?? {});
      schemas.set(schema, (parsed = z.fromJSONSchema(whole as Parameters<typeof z.fromJSONSchema>[0])));
    }
    return parsed;
  };

  return (method: string, path: string, status: number, contentType: string | null, body: string): string | null => {
    const found = operationOf(method, path);
    const operation = found?.item[method.toLowerCase()];
    if (!found || !operation) return null;
    const where = `${method} ${found.template} answered ${status}`;
    const response = operation.responses?.[String(status)];
    if (!response) return `${where}, a status it does not declare`;
    if (status === 204 || (status >= 300 && status < 400) || method === "HEAD") return null;
    const mediaType = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
    const declared = response.content ?? {};
    if (!(mediaType in declared)) return `${where} with ${mediaType || "no media type"}, but declares ${Object.keys(declared).join(", ") || "no body"}`;
    const schema = declared[mediaType]?.schema;
    if (!isJson(mediaType) || schema === undefined) return null;
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return `${where} with ${mediaType} that does not parse: ${body.slice(0, 80)}`;
    }
    const parsed = zodOf(schema).safeParse(json);
    if (parsed.success) return null;
    return `${where} with a body that does not match its schema: ${parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`)
      .join("; ")}`;
  };
}
