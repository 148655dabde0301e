import { createRoute } from "@hono/zod-openapi";
import { inputsExportSchema, savedInputPageSchema, savedInputSchema } from "@/domain/api/library";
import { libraryListQuerySchema, savedInputCreateSchema, savedInputRenameSchema } from "@/domain/library-schemas";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import type { AuthedEnv } from "../http/context";
import { declaredRoutes, idParam, json, jsonBody, workspaceRoute } from "../http/openapi";
import { exportInputsJson } from "./export";
import { exportAttachment, forbidden, libraryItemRoutes, notFound } from "./item-routes";
import { savedInputsService } from "./saved-inputs";
import { editableScopeOf, scopeOf } from "./workspace-scope";

/** /api/saved-inputs: a builder's saved form inputs, in the session's workspace (the prompts' routes are in routes.ts). */

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

const renameInput = workspaceRoute(
  createRoute({
    method: "patch",
    path: "/{id}",
    summary: "Rename saved inputs",
    request: { params: idParam, body: jsonBody(savedInputRenameSchema) },
    responses: { 200: json(savedInputSchema, "The inputs with their new name."), 403: forbidden, 404: notFound },
  }),
);

/** What the copy, delete and Undo of saved inputs say in the API document. */
const inputItemTexts = {
  schema: savedInputSchema,
  refused: forbidden,
  copy: {
    summary: "Copy saved inputs to another workspace",
    description: "Saves a copy in your personal workspace (`teamId` null) or in a team where you are an editor or above. An API key copies to your personal workspace only: any other `teamId` is refused (403 forbidden).",
  },
  remove: { summary: "Delete saved inputs", description: "They can be restored for a minute." },
  restore: { summary: "Undo the deletion of saved inputs", description: "Within a minute of the deletion.", answer: "The inputs, back in their place." },
};

export function savedInputRoutes(db: Db, clock: Clock) {
  const inputs = savedInputsService(db, clock);
  return declaredRoutes<AuthedEnv>()
    .openapi(listInputs, async (c) => c.json(await inputs.list(scopeOf(c), c.req.valid("query")), 200))
    .openapi(exportInputs, async (c) => {
      const now = clock.now();
      exportAttachment(c, "inputs", "json", now);
      return c.json(exportInputsJson(await inputs.all(scopeOf(c)), now), 200);
    })
    .openapi(createInput, async (c) => c.json(await inputs.create(editableScopeOf(c), c.req.valid("json")), 201))
    .route("/", libraryItemRoutes(db, inputs, inputItemTexts))
    .openapi(renameInput, async (c) => {
      const { name } = c.req.valid("json");
      return c.json(await inputs.rename(editableScopeOf(c), c.req.valid("param").id, name), 200);
    });
}
