import { z } from "zod";

/** The parts of /api/openapi.json that the checks read. */
export interface ApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
}

/** `/api/saved-prompts/{id}` as a pattern matching `/api/saved-prompts/7f…`. */
function pathPattern(template: string): RegExp {
  const parts = template.split("/").map((part) => (/^\{.+\}$/.test(part) ? "[^/]+" : part.replace(/[.*+?^$()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${parts.join("/")}$`);
}

/** Routes whose answers are someone else's contract (better-auth documents its own) or not part of the product. */
const NOT_OURS = /^\/api\/(auth|test|dev)\//;

/**
 * Checks answers against the document the server publishes: for a declared route, the status must be declared and
 * a JSON body must match that status's schema. Returns what is wrong, or null.
 */
export function responseChecker(document: ApiDocument) {
  const operations = Object.entries(document.paths).map(([template, item]) => ({ pattern: pathPattern(template), template, item }));
  const schemas = new Map<unknown, z.ZodType>();
  const zodOf = (schema: unknown) => {
    let parsed = schemas.get(schema);
    if (!parsed) schemas.set(schema, (parsed = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0])));
    return parsed;
  };

  return (method: string, path: string, status: number, contentType: string | null, body: string): string | null => {
    if (NOT_OURS.test(path)) return null;
    const found = operations.find((operation) => operation.pattern.test(path));
    const operation = found?.item[method.toLowerCase()];
    if (!found || !operation) return null; // undeclared routes are the contract test's to find
    const where = `${method} ${found.template} answered ${status}`;
    const response = operation.responses?.[String(status)];
    if (!response) return `${where}, a status it does not declare`;
    if (!contentType?.includes("application/json") || status === 204) return null;
    const schema = response.content?.["application/json"]?.schema;
    if (!schema) return `${where} with JSON, but declares no JSON body`;
    const parsed = zodOf(schema).safeParse(JSON.parse(body));
    if (parsed.success) return null;
    return `${where} with a body that does not match its schema: ${parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`)
      .join("; ")}`;
  };
}
