import { createRoute, z } from "@hono/zod-openapi";
import {
  importSummarySchema,
  promptsExportSchema,
  promptTagsSchema,
  savedPromptPageSchema,
  savedPromptSchema,
  type ImportSummary,
} from "@/domain/api/library";
import {
  importFileSchema,
  savedPromptCreateSchema,
  savedPromptImportSchema,
  savedPromptListQuerySchema,
  savedPromptPinSchema,
  savedPromptUpdateSchema,
  savedPromptUseSchema,
  type SavedPromptImport,
} from "@/domain/library-schemas";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import type { AuthedEnv } from "../http/context";
import { declaredRoutes, idParam, json, jsonBody, refusal, workspaceRoute } from "../http/openapi";
import { exportJson, exportMarkdown } from "./export";
import { exportAttachment, forbidden, libraryItemRoutes, notFound } from "./item-routes";
import { savedPromptsService } from "./saved-prompts";
import { promptVersionRoutes } from "./version-routes";
import { versionsOfWorkspace } from "./versions";
import { editableScopeOf, scopeOf } from "./workspace-scope";

/** A name another prompt of the workspace holds. */
const nameTaken = refusal(["name_taken"]);
/** A save the workspace has no room for (its plan's limit, or the safety cap), or a team viewer's. */
const overLimit = refusal(["saved_prompts_limit", "saved_prompts_cap", "forbidden"]);

const listPrompts = workspaceRoute(
  createRoute({
    method: "get",
    path: "/",
    summary: "Your saved prompts, a page at a time",
    description:
      "Pinned first, then by `sort` (newest by default). `tags` (comma-separated) keeps the prompts carrying all of them, or any of them with `tagMode=any`; `q` searches titles and texts.",
    request: { query: savedPromptListQuerySchema },
    responses: { 200: json(savedPromptPageSchema, "One page; pass `nextCursor` as `cursor` for the next.") },
  }),
);

const promptTags = workspaceRoute(
  createRoute({
    method: "get",
    path: "/tags",
    summary: "Your prompts' tags",
    responses: { 200: json(promptTagsSchema, "Every tag with how many prompts carry it, most used first.") },
  }),
);

const exportPrompts = workspaceRoute(
  createRoute({
    method: "get",
    path: "/export",
    summary: "Export every saved prompt",
    description:
      "A file to download: JSON (which Import takes back) or Markdown (to read), as `format` says; without it, as `Accept` " +
      "asks (`text/markdown`, else JSON).",
    request: { query: z.object({ format: z.enum(["json", "markdown"]).optional() }) },
    responses: {
      200: {
        description: "The export, as an attachment named after today's date.",
        content: {
          "application/json": { schema: promptsExportSchema },
          "text/markdown": { schema: z.string().meta({ description: "One section per prompt." }) },
        },
      },
    },
  }),
);

const importPrompts = workspaceRoute(
  createRoute({
    method: "post",
    path: "/import",
    summary: "Import a JSON export",
    description: "Each prompt is checked on its own and saved if it passes and the plan has room for it (files up to 10 MB).",
    request: { body: jsonBody(importFileSchema) },
    responses: { 200: json(importSummarySchema, "How many prompts were saved, and which were refused and why."), 403: forbidden },
  }),
);

const createPrompt = workspaceRoute(
  createRoute({
    method: "post",
    path: "/",
    summary: "Save a prompt",
    description:
      "`name` (URL-safe: lowercase letters, digits, `-` and `_`) is what an application fetches it by; without one, it is named from its title (`launch-post`, then `launch-post-2`…). A name the workspace holds already is refused (409 name_taken).",
    request: { body: jsonBody(savedPromptCreateSchema) },
    responses: { 201: json(savedPromptSchema, "The saved prompt."), 403: overLimit, 409: nameTaken },
  }),
);

const readPrompt = workspaceRoute(
  createRoute({
    method: "get",
    path: "/{id}",
    summary: "One saved prompt",
    request: { params: idParam },
    responses: { 200: json(savedPromptSchema, "The prompt."), 404: notFound },
  }),
);

const updatePrompt = workspaceRoute(
  createRoute({
    method: "patch",
    path: "/{id}",
    summary: "Change a saved prompt's title, name, text or tags",
    description:
      "A change of the text is kept as the prompt's next version, with `note` if given (titles, names and tags are not versioned). A name another prompt of the workspace holds is refused (409 name_taken).",
    request: { params: idParam, body: jsonBody(savedPromptUpdateSchema) },
    responses: { 200: json(savedPromptSchema, "The prompt as changed."), 403: forbidden, 404: notFound, 409: nameTaken },
  }),
);

const pinPrompt = workspaceRoute(
  createRoute({
    method: "put",
    path: "/{id}/pin",
    summary: "Pin or unpin a saved prompt",
    description: "Pinned prompts come first in the list, whatever its order.",
    request: { params: idParam, body: jsonBody(savedPromptPinSchema) },
    responses: { 200: json(savedPromptSchema, "The prompt, pinned or not."), 403: forbidden, 404: notFound },
  }),
);

const usePrompt = workspaceRoute(
  createRoute({
    method: "post",
    path: "/{id}/use",
    summary: "Count a use of a saved prompt",
    description:
      "A copy (`values` empty) or a use with its variables filled in: the `values` (name to value) are kept as the prompt's last values, for the names its text has.",
    request: { params: idParam, body: jsonBody(savedPromptUseSchema) },
    responses: { 200: json(savedPromptSchema, "The prompt, with its use counted."), 404: notFound },
  }),
);

const duplicatePrompt = workspaceRoute(
  createRoute({
    method: "post",
    path: "/{id}/duplicate",
    summary: "Duplicate a saved prompt",
    description: "Saves a copy titled \"… (copy)\", held to the plan's limit like any new prompt.",
    request: { params: idParam },
    responses: { 201: json(savedPromptSchema, "The copy."), 403: overLimit, 404: notFound },
  }),
);

/** What the copy, delete and Undo of a prompt say in the API document. */
const promptItemTexts = {
  schema: savedPromptSchema,
  refused: overLimit,
  copy: {
    summary: "Copy a saved prompt to another workspace",
    description:
      "Saves a copy in your personal workspace (`teamId` null) or in a team where you are an editor or above, held to that workspace's limit: version 1, not pinned, never used, no links. An API key copies to your personal workspace only: any other `teamId` is refused (403 forbidden).",
  },
  remove: { summary: "Delete a saved prompt", description: "It can be restored for a minute." },
  restore: {
    summary: "Undo a prompt's deletion",
    description: "Within a minute of the deletion, and only if the plan has room for it again.",
    answer: "The prompt, back in its place.",
  },
};

export function savedPromptRoutes(db: Db, clock: Clock) {
  const prompts = savedPromptsService(db, clock);
  return declaredRoutes<AuthedEnv>()
    .openapi(listPrompts, async (c) => c.json(await prompts.list(scopeOf(c), c.req.valid("query")), 200))
    .openapi(promptTags, async (c) => c.json({ tags: await prompts.tags(scopeOf(c)) }, 200))
    .openapi(exportPrompts, async (c) => {
      const scope = scopeOf(c);
      const format = c.req.valid("query").format ?? (c.req.header("accept")?.includes("text/markdown") ? "markdown" : "json");
      const all = await prompts.all(scope);
      const now = clock.now();
      exportAttachment(c, "prompts", format === "markdown" ? "md" : "json", now);
      if (format === "markdown") return c.body(exportMarkdown(all, now), 200, { "Content-Type": "text/markdown; charset=utf-8" });
      return c.json(exportJson(all, await versionsOfWorkspace(db, scope), now), 200);
    })
    .openapi(importPrompts, async (c) => {
      const scope = editableScopeOf(c);
      const file = c.req.valid("json");
      const accepted: { index: number; item: SavedPromptImport }[] = [];
      const refused: ImportSummary["refused"] = [];
      file.prompts.forEach((item, index) => {
        const parsed = savedPromptImportSchema.safeParse(item);
        if (parsed.success) accepted.push({ index, item: parsed.data });
        else {
          const title = typeof (item as { title?: unknown })?.title === "string" ? (item as { title: string }).title : null;
          refused.push({ index, title, reasons: parsed.error.issues.map((i) => `${i.path.join(".") || "item"}: ${i.message}`) });
        }
      });
      const { inserted, full } = await prompts.insertMany(scope, accepted.map((a) => a.item));
      if (full && inserted < accepted.length) {
        // The import is capped at the workspace's limit: what did not fit is reported like any other refusal.
        for (const { index, item } of accepted.slice(inserted)) refused.push({ index, title: item.title, reasons: [full.message] });
        refused.sort((a, b) => a.index - b.index);
      }
      return c.json({ imported: inserted, refused }, 200);
    })
    .openapi(createPrompt, async (c) => c.json(await prompts.create(editableScopeOf(c), c.req.valid("json")), 201))
    .openapi(updatePrompt, async (c) => c.json(await prompts.update(editableScopeOf(c), c.req.valid("param").id, c.req.valid("json")), 200))
    .openapi(pinPrompt, async (c) => c.json(await prompts.pin(editableScopeOf(c), c.req.valid("param").id, c.req.valid("json").pinned), 200))
    .openapi(usePrompt, async (c) =>
      c.json(await prompts.use(scopeOf(c), c.req.valid("param").id, c.req.valid("json").values), 200),
    )
    .openapi(duplicatePrompt, async (c) => c.json(await prompts.duplicate(editableScopeOf(c), c.req.valid("param").id), 201))
    .route("/", libraryItemRoutes(db, prompts, promptItemTexts))
    .route("/", promptVersionRoutes(db, clock))
    // After /tags and /export, which this pattern would otherwise take.
    .openapi(readPrompt, async (c) => c.json(await prompts.get(scopeOf(c), c.req.valid("param").id), 200));
}
