import { createRoute, type z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { copyToWorkspaceSchema } from "@/domain/api/teams";
import type { Db } from "../db/client";
import type { AuthedEnv } from "../http/context";
import { declaredRoutes, idParam, json, jsonBody, refusal, workspaceRoute } from "../http/openapi";
import { copyDestination, editableScopeOf, type LibraryScope, scopeOf } from "./workspace-scope";

export const notFound = refusal(["not_found"]);
/** A change a team viewer may not make. */
export const forbidden = refusal(["forbidden"]);

/** What a kind of saved item says of its copy, delete and Undo in the API document, and what refuses them. */
interface LibraryItemRouteTexts<S extends z.ZodType> {
  schema: S;
  /** The 403 of a copy and of an Undo (a kind held to a limit refuses more than a viewer's change). */
  refused: ReturnType<typeof refusal>;
  copy: { summary: string; description: string };
  remove: { summary: string; description: string };
  restore: { summary: string; description: string; answer: string };
}

/** What the routes call of a kind's service (library-items.ts and the kind's copy). */
interface LibraryItemService<P> {
  copy(scope: LibraryScope, id: string, destination: LibraryScope): Promise<P>;
  remove(scope: LibraryScope, id: string): Promise<void>;
  restore(scope: LibraryScope, id: string): Promise<P>;
}

/** POST /{id}/copy, DELETE /{id} and POST /{id}/restore: the same for every kind of saved item. */
export function libraryItemRoutes<S extends z.ZodType>(db: Db, items: LibraryItemService<z.infer<S>>, texts: LibraryItemRouteTexts<S>) {
  const { schema, refused } = texts;
  const copyItem = workspaceRoute(
    createRoute({
      method: "post",
      path: "/{id}/copy",
      ...texts.copy,
      request: { params: idParam, body: jsonBody(copyToWorkspaceSchema) },
      responses: { 201: json(schema, "The copy."), 403: refused, 404: notFound },
    }),
  );
  const deleteItem = workspaceRoute(
    createRoute({
      method: "delete",
      path: "/{id}",
      ...texts.remove,
      request: { params: idParam },
      responses: { 204: { description: "Deleted." }, 403: forbidden, 404: notFound },
    }),
  );
  const restoreItem = workspaceRoute(
    createRoute({
      method: "post",
      path: "/{id}/restore",
      summary: texts.restore.summary,
      description: texts.restore.description,
      request: { params: idParam },
      responses: { 200: json(schema, texts.restore.answer), 403: refused, 404: notFound },
    }),
  );
  return declaredRoutes<AuthedEnv>()
    .openapi(copyItem, async (c) => {
      const scope = scopeOf(c);
      const destination = await copyDestination(db, scope, c.req.valid("json").teamId);
      return c.json(await items.copy(scope, c.req.valid("param").id, destination), 201);
    })
    .openapi(deleteItem, async (c) => {
      await items.remove(editableScopeOf(c), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(restoreItem, async (c) => c.json(await items.restore(editableScopeOf(c), c.req.valid("param").id), 200));
}

/** Names the export's download after the kind and today's date ("promptsmith-inputs-2026-01-31.json"). */
export function exportAttachment(c: Context, kind: "prompts" | "inputs", extension: "json" | "md", now: Date) {
  c.header("Content-Disposition", `attachment; filename="promptsmith-${kind}-${now.toISOString().slice(0, 10)}.${extension}"`);
}
