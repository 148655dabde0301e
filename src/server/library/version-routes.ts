import { createRoute, z } from "@hono/zod-openapi";
import { promptVersionsSchema, savedPromptSchema } from "@/domain/api/library";
import { labelMoveRequestSchema, versionRestoreSchema } from "@/domain/library-schemas";
import { labelSchema } from "@/domain/prompt-names";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import type { AuthedEnv } from "../http/context";
import { declaredRoutes, idParam, json, jsonBody, refusal, workspaceRoute } from "../http/openapi";
import { promptLabelsService } from "./labels";
import { presentPrompt } from "./saved-prompts";
import { promptVersionsService } from "./versions";
import { editableScopeOf, scopeOf } from "./workspace-scope";

const notFound = refusal(["not_found"]);

const listVersions = workspaceRoute(
  createRoute({
    method: "get",
    path: "/{id}/versions",
    summary: "A saved prompt's versions",
    description:
      "Every content the prompt has had, newest first: version 1 is the one it was saved with. Titles, names and tags are not versioned. Each version lists the labels on it, and `labelMoves` every move of a label, newest first.",
    request: { params: idParam },
    responses: { 200: json(promptVersionsSchema, "The versions, newest first."), 404: notFound },
  }),
);

const restoreVersion = workspaceRoute(
  createRoute({
    method: "post",
    path: "/{id}/versions/{version}/restore",
    summary: "Restore a version of a saved prompt",
    description:
      "The prompt takes that version's content, kept as a new version with `note` (\"Restored version N\" when none is given): the history only grows. The body is optional.",
    request: {
      // Any text is taken, as for the id: a version that is malformed or does not exist gets the same 404.
      params: idParam.extend({ version: z.string() }),
      body: { required: false, content: { "application/json": { schema: versionRestoreSchema } } },
    },
    responses: { 200: json(savedPromptSchema, "The prompt with the restored content."), 403: refusal(["forbidden"]), 404: notFound },
  }),
);

const moveLabel = workspaceRoute(
  createRoute({
    method: "put",
    path: "/{id}/labels/{label}",
    summary: "Point a label at a version of a saved prompt",
    description:
      "Sets `label` (`production`, `staging`, or any other: lowercase letters, digits, hyphens and underscores) to the version given, adding it if the prompt has no such label yet. Each move is kept in the prompt's version history (`labelMoves`); moving a label where it already points changes nothing.",
    request: { params: idParam.extend({ label: labelSchema }), body: jsonBody(labelMoveRequestSchema) },
    responses: { 200: json(savedPromptSchema, "The prompt with its labels."), 403: refusal(["forbidden"]), 404: notFound },
  }),
);

/** The versions of saved prompts and their labels, under /saved-prompts. */
export function promptVersionRoutes(db: Db, clock: Clock) {
  const versions = promptVersionsService(db, clock);
  const labels = promptLabelsService(db, clock);
  return declaredRoutes<AuthedEnv>()
    .openapi(listVersions, async (c) => c.json(await versions.list(scopeOf(c), c.req.valid("param").id), 200))
    .openapi(restoreVersion, async (c) => {
      const scope = editableScopeOf(c);
      const { id, version } = c.req.valid("param");
      const { note } = c.req.valid("json");
      return c.json(await presentPrompt(db, scope, await versions.restore(scope, id, version, note)), 200);
    })
    .openapi(moveLabel, async (c) => {
      const scope = editableScopeOf(c);
      const { id, label } = c.req.valid("param");
      const { prompt } = await labels.move(scope, id, label, c.req.valid("json").version);
      return c.json(await presentPrompt(db, scope, prompt), 200);
    });
}
