import { createRoute } from "@hono/zod-openapi";
import { historyEntrySchema, historyExportSchema, historyPageSchema, historyQuerySchema } from "@/domain/api/history";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import type { AuthedEnv } from "../http/context";
import { declaredRoutes, idParam, json, refusal, userRoute } from "../http/openapi";
import { historyService } from "./history";

const listHistory = userRoute(
  createRoute({
    method: "get",
    path: "/",
    summary: "Your generations, a page at a time",
    description:
      "Every prompt you generated, saved or not, newest first: completed, failed or cancelled. `type` keeps one " +
      "kind (text, art, improve); `q` searches the prompts' text.",
    request: { query: historyQuerySchema },
    responses: { 200: json(historyPageSchema, "One page; pass `nextCursor` as `cursor` for the next.") },
  }),
);

const exportHistory = userRoute(
  createRoute({
    method: "get",
    path: "/export",
    summary: "Export every generation",
    description: "Every generation you made, newest first, with its prompt and the inputs it came from, as a JSON file.",
    responses: { 200: json(historyExportSchema, "The export, as an attachment named after today's date.") },
  }),
);

const getEntry = userRoute(
  createRoute({
    method: "get",
    path: "/{id}",
    summary: "One generation",
    description: "The whole prompt and the builder's inputs it came from.",
    request: { params: idParam },
    responses: { 200: json(historyEntrySchema, "The generation."), 404: refusal(["not_found"]) },
  }),
);

/** GET /api/history: the signed-in user's generations, kept for the life of the account. */
export function historyRoutes(db: Db, clock: Clock) {
  const history = historyService(db);
  return declaredRoutes<AuthedEnv>()
    .openapi(listHistory, async (c) => c.json(await history.list(c.get("user").id, c.req.valid("query")), 200))
    .openapi(exportHistory, async (c) => {
      const now = clock.now();
      c.header("Content-Disposition", `attachment; filename="promptsmith-history-${now.toISOString().slice(0, 10)}.json"`);
      return c.json(await history.export(c.get("user").id, now), 200);
    })
    .openapi(getEntry, async (c) => c.json(await history.get(c.get("user").id, c.req.valid("param").id), 200));
}
