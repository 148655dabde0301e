import { createRoute } from "@hono/zod-openapi";
import { historyEntrySchema, historyPageSchema, historyQuerySchema } from "@/domain/api/history";
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
export function historyRoutes(db: Db) {
  const history = historyService(db);
  return declaredRoutes<AuthedEnv>()
    .openapi(listHistory, async (c) => c.json(await history.list(c.get("user").id, c.req.valid("query")), 200))
    .openapi(getEntry, async (c) => c.json(await history.get(c.get("user").id, c.req.valid("param").id), 200));
}
