import type { OpenAPIHono, RouteConfig } from "@hono/zod-openapi";
import type { Context } from "hono";
import { matchedRoutes, routePath } from "hono/route";
import type { ApiKeyScope } from "@/domain/api/api-keys";

/** Where an operation declares the scope it needs; the document shows it under the same name. */
export const SCOPE_EXTENSION = "x-required-scope";

type ScopedRoute = RouteConfig & { [SCOPE_EXTENSION]?: ApiKeyScope };

/** A router that declares its routes (`declaredRoutes`, http/openapi.ts), whatever its environment. */
type Declared = Pick<OpenAPIHono, "openAPIRegistry">;

/**
 * The scope an operation needs: the one it declares, else `read` for a GET and `full` for anything else, so an
 * operation nobody thought about is closed to the narrower keys.
 */
export const scopeOfRoute = (route: ScopedRoute): ApiKeyScope => route[SCOPE_EXTENSION] ?? (route.method === "get" ? "read" : "full");

/**
 * Declares that every operation of `routes` needs `scope` (e.g. `generate` for generation, which writes nothing in
 * the library). Route configs can be shared with the web app's routes, so each entry is replaced, never changed.
 */
export function needingScope<R extends Declared>(routes: R, scope: ApiKeyScope): R {
  for (const definition of routes.openAPIRegistry.definitions) {
    if (definition.type === "route") definition.route = { ...definition.route, [SCOPE_EXTENSION]: scope } as ScopedRoute;
  }
  return routes;
}

/**
 * The scope the operation a request reached needs, read from the declarations of `routes` (the router this
 * middleware is mounted on); null when no operation answers that path and method (it is a 404 whatever the key).
 * An operation without a declaration (a route added without one) needs `full`.
 */
export function scopeOfRequest(c: Context, routes: Declared): ApiKeyScope | null {
  // This middleware's own pattern is the router's mount point plus `/*`.
  const base = routePath(c).replace(/\/\*$/, "");
  const handler = matchedRoutes(c)
    .slice(c.req.routeIndex + 1)
    .find((route) => route.method !== "ALL" && route.path.startsWith(`${base}/`));
  if (!handler) return null;
  const method = handler.method.toLowerCase();
  const path = handler.path.slice(base.length).replace(/:([^/{]+)(\{[^}]*\})?/g, "{$1}");
  for (const definition of routes.openAPIRegistry.definitions) {
    if (definition.type === "route" && definition.route.method === method && definition.route.path === path) return scopeOfRoute(definition.route);
  }
  return "full";
}
