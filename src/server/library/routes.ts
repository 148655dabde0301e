import { Hono } from "hono";
import { z } from "zod";
import {
  importFileSchema,
  libraryListQuerySchema,
  savedInputCreateSchema,
  savedInputRenameSchema,
  savedPromptCreateSchema,
  savedPromptUpdateSchema,
  type SavedPromptCreate,
} from "@/domain/library-schemas";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { readJson, readQuery } from "../http/body";
import type { AuthedEnv } from "../http/context";
import { exportInputsJson, exportJson, exportMarkdown } from "./export";
import { savedInputsService } from "./saved-inputs";
import { savedPromptLimitError, savedPromptsService } from "./saved-prompts";

/** Import files may be larger than the API's default body limit. */
export const IMPORT_BODY_LIMIT = 10 * 1024 * 1024;

export function savedPromptRoutes(db: Db, clock: Clock) {
  const prompts = savedPromptsService(db, clock);
  return new Hono<AuthedEnv>()
    .get("/", async (c) => c.json(await prompts.list(c.get("user").id, readQuery(c, libraryListQuerySchema))))
    .get("/tags", async (c) => c.json({ tags: await prompts.tags(c.get("user").id) }))
    .get("/export", async (c) => {
      const { format } = readQuery(c, z.object({ format: z.enum(["json", "markdown"]).default("json") }));
      const all = await prompts.all(c.get("user").id);
      const now = clock.now();
      const stamp = now.toISOString().slice(0, 10);
      if (format === "markdown") {
        c.header("Content-Disposition", `attachment; filename="promptsmith-prompts-${stamp}.md"`);
        return c.body(exportMarkdown(all, now), 200, { "Content-Type": "text/markdown; charset=utf-8" });
      }
      c.header("Content-Disposition", `attachment; filename="promptsmith-prompts-${stamp}.json"`);
      return c.json(exportJson(all, now));
    })
    .post("/import", async (c) => {
      const file = await readJson(c, importFileSchema);
      const accepted: { index: number; item: SavedPromptCreate }[] = [];
      const refused: { index: number; title: string | null; reasons: string[] }[] = [];
      file.prompts.forEach((item, index) => {
        const parsed = savedPromptCreateSchema.safeParse(item);
        if (parsed.success) accepted.push({ index, item: parsed.data });
        else {
          const title = typeof (item as { title?: unknown })?.title === "string" ? (item as { title: string }).title : null;
          refused.push({ index, title, reasons: parsed.error.issues.map((i) => `${i.path.join(".") || "item"}: ${i.message}`) });
        }
      });
      const { inserted, plan } = await prompts.insertMany(c.get("user").id, accepted.map((a) => a.item));
      if (plan && inserted < accepted.length) {
        // The import is capped at the plan's limit: what did not fit is reported like any other refusal.
        const reason = savedPromptLimitError(plan).message;
        for (const { index, item } of accepted.slice(inserted)) refused.push({ index, title: item.title, reasons: [reason] });
        refused.sort((a, b) => a.index - b.index);
      }
      return c.json({ imported: inserted, refused });
    })
    .post("/", async (c) => c.json(await prompts.create(c.get("user").id, await readJson(c, savedPromptCreateSchema)), 201))
    .patch("/:id", async (c) =>
      c.json(await prompts.update(c.get("user").id, c.req.param("id"), await readJson(c, savedPromptUpdateSchema))),
    )
    .delete("/:id", async (c) => {
      await prompts.remove(c.get("user").id, c.req.param("id"));
      return c.body(null, 204);
    })
    .post("/:id/restore", async (c) => c.json(await prompts.restore(c.get("user").id, c.req.param("id"))));
}

export function savedInputRoutes(db: Db, clock: Clock) {
  const inputs = savedInputsService(db, clock);
  return new Hono<AuthedEnv>()
    .get("/", async (c) => c.json(await inputs.list(c.get("user").id, readQuery(c, libraryListQuerySchema.pick({ cursor: true, limit: true })))))
    .get("/export", async (c) => {
      const now = clock.now();
      c.header("Content-Disposition", `attachment; filename="promptsmith-inputs-${now.toISOString().slice(0, 10)}.json"`);
      return c.json(exportInputsJson(await inputs.all(c.get("user").id), now));
    })
    .post("/", async (c) => c.json(await inputs.create(c.get("user").id, await readJson(c, savedInputCreateSchema)), 201))
    .patch("/:id", async (c) => {
      const { name } = await readJson(c, savedInputRenameSchema);
      return c.json(await inputs.rename(c.get("user").id, c.req.param("id"), name));
    })
    .delete("/:id", async (c) => {
      await inputs.remove(c.get("user").id, c.req.param("id"));
      return c.body(null, 204);
    })
    .post("/:id/restore", async (c) => c.json(await inputs.restore(c.get("user").id, c.req.param("id"))));
}
