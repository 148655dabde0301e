import { createHash } from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import {
  promptNameParamSchema,
  renderedPromptSchema,
  renderRequestSchema,
  servedPromptSchema,
  versionChoiceQuerySchema,
} from "@/domain/api/prompts-by-name";
import type { Db } from "../db/client";
import type { AuthedEnv } from "../http/context";
import { declaredRoutes, json, jsonBody, refusal, workspaceRoute } from "../http/openapi";
import { getPromptByName, renderPromptByName } from "../library/prompts-by-name";
import { scopeOf } from "../library/workspace-scope";

const notModified = {
  description: "Not modified: the `If-None-Match` sent holds this answer's `ETag`, so the copy the client has is current.",
};
const etagHeader = { ETag: { description: "Changes whenever the answer would: send it back as `If-None-Match`.", schema: { type: "string" as const } } };
const servedVersion =
  "The version labelled `production`, or the one `label` or `version` asks for; a prompt with no `production` label serves its newest version.";

const getByName = workspaceRoute(
  createRoute({
    method: "get",
    path: "/{name}",
    operationId: "getPromptByName",
    summary: "A saved prompt by name",
    description: `${servedVersion} Answers an \`ETag\`; a request with a matching \`If-None-Match\` gets 304 without a body.`,
    request: { params: promptNameParamSchema, query: versionChoiceQuerySchema },
    responses: {
      200: { ...json(servedPromptSchema, "The prompt at the version chosen."), headers: etagHeader },
      304: notModified,
      404: refusal(["not_found"]),
    },
  }),
);

const renderByName = workspaceRoute(
  createRoute({
    method: "post",
    path: "/{name}/render",
    operationId: "renderPrompt",
    summary: "Render a saved prompt with its variables filled in",
    description:
      `${servedVersion} Every \`{{variable}}\` of its text needs a value in \`variables\`: a missing one is refused (400 missing_variables, each named in \`fields\`); ` +
      "values for names the text does not have are ignored. Answers an `ETag`; the same request with a matching `If-None-Match` gets 304 without a body.",
    request: { params: promptNameParamSchema, query: versionChoiceQuerySchema, body: jsonBody(renderRequestSchema) },
    responses: {
      200: { ...json(renderedPromptSchema, "The text, filled in."), headers: etagHeader },
      304: notModified,
      400: refusal(["missing_variables"]),
      404: refusal(["not_found"]),
    },
  }),
);

/**
 * An ETag on every 200 (a hash of its body, so it changes exactly when the answer does), and 304 without a body when
 * `If-None-Match` holds it. Hono's etag middleware does this for GET only; a render is a POST only because its
 * values travel in a body, and is as safe as a GET, so both routes share this.
 */
const cacheable: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status !== 200) return;
  const tag = `"${createHash("sha1").update(await c.res.clone().text()).digest("base64url")}"`;
  const sent = c.req.header("if-none-match")?.split(",").map((value) => value.trim().replace(/^W\//, ""));
  if (!sent?.includes(tag)) {
    c.res.headers.set("ETag", tag);
    return;
  }
  c.res = new Response(null, { status: 304, headers: { ETag: tag } });
  // The 200's headers carried over (RateLimit-*) stay; those of its body go.
  c.res.headers.delete("content-length");
};

/** /api/v1/prompts: saved prompts by name, for applications, answered with an ETag (and 304 on a match). */
export function promptsByNameRoutes(db: Db) {
  const routes = declaredRoutes<AuthedEnv>();
  routes.use(cacheable);
  return routes
    .openapi(getByName, async (c) =>
      c.json(await getPromptByName(db, scopeOf(c), c.req.valid("param").name, c.req.valid("query")), 200),
    )
    .openapi(renderByName, async (c) => {
      const { name } = c.req.valid("param");
      return c.json(await renderPromptByName(db, scopeOf(c), name, c.req.valid("query"), c.req.valid("json").variables), 200);
    });
}
