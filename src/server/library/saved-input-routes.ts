import { createRoute } from "@hono/zod-openapi";
import { inputsExportSchema, savedInputPageSchema, savedInputSchema } from "@/domain/api/library";
import { copyToWorkspaceSchema } from "@/domain/api/teams";
import { libraryListQuerySchema, savedInputCreateSchema, savedInputRenameSchema } from "@/domain/library-schemas";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import type { AuthedEnv } from "../http/context";
import { declaredRoutes, idParam, json, jsonBody, refusal, workspaceRoute } from "../http/openapi";
import { exportInputsJson } from "./export";
import { savedInputsService } from "./saved-inputs";
import { copyDestination, editableScopeOf, scopeOf } from "./workspace-scope";

/** /api/saved-inputs: a builder's saved form inputs, in the session's workspace (the prompts' routes are in routes.ts). */

const notFound = refusal(["not_found"]);
/** A change a team viewer may not make. */
const forbidden = refusal(["forbidden"]);

const listInputs = workspaceRoute(
  createRoute({
    method: "get",
    path: "/",
    summary: "Your saved inputs, a page at a time",
    description: "Newest first.",
    request: { query: libraryListQuerySchema.pick({ cursor: true, limit: true }) },
    responses: { 200: json(savedInputPageSchema, "One page; pass `nextCursor` as `cursor` for the next.") },
  }),
);

const exportInputs = workspaceRoute(
  createRoute({
    method: "get",
    path: "/export",
    summary: "Export every saved input",
    responses: { 200: json(inputsExportSchema, "The export, as an attachment named after today's date.") },
  }),
);

const createInput = workspaceRoute(
  createRoute({
    method: "post",
    path: "/",
    summary: "Save a builder's inputs",
    request: { body: jsonBody(savedInputCreateSchema) },
    responses: { 201: json(savedInputSchema, "The saved inputs."), 403: forbidden },
  }),
);

const copyInput = workspaceRoute(
  createRoute({
    method: "post",
    path: "/{id}/copy",
    summary: "Copy saved inputs to another workspace",
    description: "Saves a copy in your personal workspace (`teamId` null) or in a team where you are an editor or above. An API key copies to your personal workspace only: any other `teamId` is refused (403 forbidden).",
    request: { params: idParam, body: jsonBody(copyToWorkspaceSchema) },
    responses: { 201: json(savedInputSchema, "The copy."), 403: forbidden, 404: notFound },
  }),
);

const renameInput = workspaceRoute(
  createRoute({
    method: "patch",
    path: "/{id}",
    summary: "Rename saved inputs",
    request: { params: idParam, body: jsonBody(savedInputRenameSchema) },
    responses: { 200: json(savedInputSchema, "The inputs with their new name."), 403: forbidden, 404: notFound },
  }),
);

const deleteInput = workspaceRoute(
  createRoute({
    method: "delete",
    path: "/{id}",
    summary: "Delete saved inputs",
    description: "They can be restored for a minute.",
    request: { params: idParam },
    responses: { 204: { description: "Deleted." }, 403: forbidden, 404: notFound },
  }),
);

const restoreInput = workspaceRoute(
  createRoute({
    method: "post",
    path: "/{id}/restore",
    summary: "Undo the deletion of saved inputs",
    description: "Within a minute of the deletion.",
    request: { params: idParam },
    responses: { 200: json(savedInputSchema, "The inputs, back in their place."), 403: forbidden, 404: notFound },
  }),
);

export function savedInputRoutes(db: Db, clock: Clock) {
  const inputs = savedInputsService(db, clock);
  return declaredRoutes<AuthedEnv>()
    .openapi(listInputs, async (c) => c.json(await inputs.list(scopeOf(c), c.req.valid("query")), 200))
    .openapi(exportInputs, async (c) => {
      const now = clock.now();
      c.header("Content-Disposition", `attachment; filename="promptsmith-inputs-${now.toISOString().slice(0, 10)}.json"`);
      return c.json(exportInputsJson(await inputs.all(scopeOf(c)), now), 200);
    })
    .openapi(createInput, async (c) => c.json(await inputs.create(editableScopeOf(c), c.req.valid("json")), 201))
    .openapi(copyInput, async (c) => {
      const scope = scopeOf(c);
      const destination = await copyDestination(db, scope, c.req.valid("json").teamId);
      return c.json(await inputs.copy(scope, c.req.valid("param").id, destination), 201);
    })
    .openapi(renameInput, async (c) => {
      const { name } = c.req.valid("json");
      return c.json(await inputs.rename(editableScopeOf(c), c.req.valid("param").id, name), 200);
    })
    .openapi(deleteInput, async (c) => {
      await inputs.remove(editableScopeOf(c), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(restoreInput, async (c) => c.json(await inputs.restore(editableScopeOf(c), c.req.valid("param").id), 200));
}
