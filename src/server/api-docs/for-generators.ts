import type { PathItem } from "./auth-paths";

const METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

/** `/api/v1/saved-prompts/{id}/versions` answered to GET: `getV1SavedPromptsByIdVersions`. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, "")
    .split("/")
    .flatMap((part) => (/^\{.+\}$/.test(part) ? ["by", part.slice(1, -1)] : part.split(/[^a-zA-Z0-9]+/)))
    .filter(Boolean);
  return method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}

/** The names of the component schemas `value` refers to, and those they refer to in turn. */
function usedSchemas(value: unknown, schemas: Record<string, unknown>, used = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const member of value) usedSchemas(member, schemas, used);
  else if (value && typeof value === "object") {
    for (const [key, member] of Object.entries(value)) {
      const name = key === "$ref" && typeof member === "string" ? member.match(/^#\/components\/schemas\/(.+)$/)?.[1] : undefined;
      if (name && !used.has(name)) {
        used.add(name);
        usedSchemas(schemas[name], schemas, used);
      } else usedSchemas(member, schemas, used);
    }
  }
  return used;
}

/**
 * The last pass over the whole document, for SDK generators and linters: every operation has an `operationId`
 * (better-auth's own where it gives one, else from its method and path) and a `security` (none where the route
 * declares none: it is public), and no component schema is left that nothing uses.
 */
export function forGenerators<D extends { paths: Record<string, PathItem>; components: { schemas?: Record<string, unknown> } }>(document: D): D {
  const paths = document.paths;
  const taken = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      let id = typeof operation.operationId === "string" && !taken.has(operation.operationId) ? operation.operationId : operationIdOf(method, path);
      for (let n = 2; taken.has(id); n++) id = `${operationIdOf(method, path)}${n}`;
      taken.add(id);
      item[method] = { ...operation, operationId: id, security: operation.security ?? [] };
    }
  }
  const schemas = document.components.schemas ?? {};
  const used = usedSchemas(paths, schemas);
  return {
    ...document,
    paths,
    components: { ...document.components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))) },
  };
}
