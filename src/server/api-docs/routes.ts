import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { Hono } from "hono";
import type { Auth } from "../auth/auth";
import type { AppEnv } from "../http/context";
import { authPaths, authSchemas, type JsonObject, type PathItem } from "./auth-paths";
import { forGenerators } from "./for-generators";

type OpenApiDocument = ReturnType<OpenAPIHono<AppEnv>["getOpenAPI31Document"]>;
type Paths = NonNullable<OpenApiDocument["paths"]>;

const API_VERSION = "1.0.0";

/**
 * The whole API as one OpenAPI 3.1 document: the routes declared in this app (under /api) and better-auth's
 * own (under /api/auth, from its open-api plugin), each tagged by the folder it lives in.
 */
export async function apiDocument(api: OpenAPIHono<AppEnv>, auth: Auth, appUrl: string) {
  const ours = api.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Promptsmith API",
      version: API_VERSION,
      description:
        "Every route of Promptsmith. The web app signs in with a session cookie; your own tools call `/api/v1` " +
        "with a personal API key (`Authorization: Bearer <key>`, created in Settings). Errors are " +
        "`{ error: { code, message, fields? } }` with the codes each route lists; on `/api/v1` they are RFC 9457 problem " +
        "details (`application/problem+json`: `type`, `title`, `status`, `detail`, `code`, `fields`).",
    },
    servers: [{ url: appUrl }],
  });
  const theirs = (await auth.api.generateOpenAPISchema()) as unknown as {
    paths: Record<string, PathItem>;
    components: { schemas: Record<string, JsonObject> };
  };
  const paths = authPaths(theirs.paths) as unknown as Paths;
  // Ours last: where we serve a route of theirs ourselves (sign-out records the activity first), ours is what runs.
  for (const [path, item] of Object.entries(ours.paths ?? {})) paths[`/api${path}`] = tagged(item, tagOf(path));
  paths["/api/openapi.json"] = {
    get: {
      tags: ["docs"],
      summary: "This document",
      security: [],
      responses: {
        200: { description: "The OpenAPI 3.1 document of every route.", content: { "application/json": { schema: { type: "object" } } } },
      },
    },
  };
  return forGenerators({
    ...ours,
    paths: paths as unknown as Record<string, PathItem>,
    components: {
      ...ours.components,
      schemas: { ...authSchemas(theirs.components.schemas), ...ours.components?.schemas },
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "promptsmith.session_token", description: "The web app's session." },
        apiKey: {
          type: "http",
          scheme: "bearer",
          description:
            "A personal API key, for /api/v1 only. Its scope (`read`, `generate` or `full`, chosen when it is made) is what each operation's security requirement names: a key whose scope does not cover the operation gets 403 `insufficient_scope`.",
        },
      },
    },
  });
}

/** `/saved-prompts/{id}` is in "saved-prompts"; `/v1/…` in "v1"; better-auth's routes are all in "auth". */
const tagOf = (path: string) => path.split("/")[1] ?? "api";

function tagged(item: Paths[string], tag: string): Paths[string] {
  const result: Record<string, unknown> = { ...item };
  for (const method of ["get", "post", "put", "patch", "delete"] as const) {
    const operation = item[method];
    if (operation) result[method] = { ...operation, tags: operation.tags?.length ? operation.tags : [tag] };
  }
  return result as Paths[string];
}

const require = createRequire(import.meta.url);

/** Scalar's reference, from our own files: the page loads nothing from anywhere else. */
const referencePage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>API reference · Promptsmith</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="/docs/api/scalar.js"></script>
    <script src="/docs/api/start.js"></script>
  </body>
</html>`;

/** A file of its own because the pages' Content-Security-Policy allows no inline script. */
const startScript = `Scalar.createApiReference("#app", {
  url: "/api/openapi.json",
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: "never",
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
});`;

/**
 * GET /api/openapi.json and the API reference at /docs/api (Scalar, loaded only on that page). The document is
 * built once, on the first request.
 */
export function apiDocsRoutes(api: OpenAPIHono<AppEnv>, auth: Auth, appUrl: string) {
  let document: Promise<unknown> | undefined;
  let scalar: string | undefined;
  const documentRoute = new Hono<AppEnv>().get("/openapi.json", async (c) => {
    document ??= apiDocument(api, auth, appUrl);
    return c.json(await document);
  });
  const pages = new Hono<AppEnv>()
    .get("/", (c) => c.html(referencePage))
    .get("/scalar.js", (c) => {
      scalar ??= readFileSync(require.resolve("@scalar/api-reference/browser/standalone.js"), "utf8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(scalar, 200, { "Content-Type": "text/javascript; charset=utf-8" });
    })
    .get("/start.js", (c) => c.body(startScript, 200, { "Content-Type": "text/javascript; charset=utf-8" }));
  return { documentRoute, pages };
}
