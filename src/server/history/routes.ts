import { createRoute } from "@hono/zod-openapi";
import { historyEntrySchema, historyExportSchema, historyPageSchema, historyQuerySchema } from "@/domain/api/history";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import type { AuthedEnv } from "../http/context";
import { declaredRoutes, idParam, json, refusal, workspaceRoute } from "../http/openapi";
import { scopeOf } from "../library/workspace-scope";
import { historyService } from "./history";

const listHistory = workspaceRoute(
  createRoute({
    method: "get",
    path: "/",
    summary: "The workspace's generations, a page at a time",
    description:
      "Every prompt generated in the workspace (yours, or in a team every member's), saved or not, newest first: " +
      "completed, failed, cancelled or interrupted (the server stopped before the prompt was written), each with who ran it. `type` keeps one kind (text, art, improve); `q` searches the prompts' text.",
    request: { query: historyQuerySchema },
    responses: { 200: json(historyPageSchema, "One page; pass `nextCursor` as `cursor` for the next.") },
  }),
);

const exportHistory = workspaceRoute(
  createRoute({
    method: "get",
    path: "/export",
    summary: "Export every generation",
    description: "Every generation of the workspace, newest first, with its prompt and the inputs it came from, as a JSON file.",
    responses: { 200: json(historyExportSchema, "The export, as an attachment named after today's date.") },
  }),
);

const getEntry = workspaceRoute(
  createRoute({
    method: "get",
    path: "/{id}",
    summary: "One generation",
    description: "The whole prompt and the builder's inputs it came from.",
    request: { params: idParam },
    responses: { 200: json(historyEntrySchema, "The generation."), 404: refusal(["not_found"]) },
  }),
);

/** GET /api/history: the generations of the session's workspace (personal, or the active team's). */
export function historyRoutes(db: Db, clock: Clock) {
  const history = historyService(db);
  return declaredRoutes<AuthedEnv>()
    .openapi(listHistory, async (c) => c.json(await history.list(scopeOf(c), c.req.valid("query")), 200))
    .openapi(exportHistory, async (c) => {
      const now = clock.now();
      c.header("Content-Disposition", `attachment; filename="promptsmith-history-${now.toISOString().slice(0, 10)}.json"`);
      return c.json(await history.export(scopeOf(c), now), 200);
    })
    .openapi(getEntry, async (c) => c.json(await history.get(scopeOf(c), c.req.valid("param").id), 200));
}
