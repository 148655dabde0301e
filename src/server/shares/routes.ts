import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { savedPromptSchema } from "@/domain/api/library";
import { shareCreateSchema, shareListSchema, sharedPromptSchema, shareSchema } from "@/domain/api/shares";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import type { AppEnv, AuthedEnv } from "../http/context";
import { declaredRoutes, idParam, json, jsonBody, publicRoute, refusal, workspaceRoute } from "../http/openapi";
import { editableScopeOf, scopeOf } from "../library/workspace-scope";
import { sharesService } from "./shares";

const notFound = refusal(["not_found"]);
/** A change a team viewer may not make. */
const forbidden = refusal(["forbidden"]);
const tokenParam = z.object({ token: z.string() });

/** Search engines are told to leave shared prompts out: a link is for the people it was given to. */
export const NOINDEX = { "X-Robots-Tag": "noindex" } as const;

const createShare = workspaceRoute(
  createRoute({
    method: "post",
    path: "/{id}/share",
    summary: "Share a saved prompt",
    description:
      "Makes a read-only public link to the prompt: anyone with it sees the prompt's current title, type, tags and text, " +
      "never who shared it. `expiresInDays` (1 to 365) ends the link on its own; `null` keeps it until revoked.",
    request: { params: idParam, body: jsonBody(shareCreateSchema) },
    responses: { 201: json(shareSchema, "The link."), 403: forbidden, 404: notFound },
  }),
);

const listShares = workspaceRoute(
  createRoute({
    method: "get",
    path: "/",
    summary: "The workspace's shared links",
    description:
      "The links of the workspace's prompts (personal, or the active team's, whoever made them), newest first; only links that still open (not revoked, not expired, their prompt not deleted).",
    responses: { 200: json(shareListSchema, "Every link of the workspace that still opens.") },
  }),
);

const revokeShare = workspaceRoute(
  createRoute({
    method: "delete",
    path: "/{id}",
    summary: "Revoke a shared link",
    description: "The link stops opening at once.",
    request: { params: idParam },
    responses: { 204: { description: "Revoked." }, 403: forbidden, 404: notFound },
  }),
);

const readShared = publicRoute(
  createRoute({
    method: "get",
    path: "/{token}",
    summary: "A shared prompt",
    description: "Anyone with the link may read it; no session needed. Views are counted on the page (/p/{token}), not here.",
    request: { params: tokenParam },
    responses: { 200: json(sharedPromptSchema, "The prompt as it is now."), 404: notFound },
  }),
);

/** Declared where the session guard is known: it stands in front of this one route of the public group. */
const saveShared = (signedIn: MiddlewareHandler<AuthedEnv>) =>
  workspaceRoute(
    createRoute({
      method: "post",
      path: "/{token}/save",
      middleware: [signedIn] as const,
      summary: "Save a shared prompt to your library",
      description:
        "A copy of its title, type, tags and text in the session's workspace (a team's needs the editor role), held to that workspace's saved-prompt limit like any save.",
      request: { params: tokenParam },
      responses: {
        201: json(savedPromptSchema, "The copy in your library."),
        403: refusal(["saved_prompts_limit", "saved_prompts_cap", "forbidden"]),
        404: notFound,
      },
    }),
  );

interface Deps {
  db: Db;
  clock: Clock;
  appUrl: string;
}

/** POST /api/saved-prompts/{id}/share: a link to a prompt of the workspace (chained onto the library's prompt routes). */
export function promptShareRoutes({ db, clock, appUrl }: Deps) {
  const shares = sharesService(db, clock, appUrl);
  return declaredRoutes<AuthedEnv>().openapi(createShare, async (c) =>
    c.json(await shares.create(editableScopeOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
  );
}

/** /api/shares: the workspace's links, and revoking one. */
export function shareRoutes({ db, clock, appUrl }: Deps) {
  const shares = sharesService(db, clock, appUrl);
  return declaredRoutes<AuthedEnv>()
    .openapi(listShares, async (c) => c.json({ items: await shares.list(scopeOf(c)) }, 200))
    .openapi(revokeShare, async (c) => {
      await shares.revoke(editableScopeOf(c), c.req.valid("param").id);
      return c.body(null, 204);
    });
}

/** /api/shared/{token}: the prompt behind a link, for anyone; saving a copy needs a session. */
export function sharedRoutes({ db, clock, appUrl }: Deps, signedIn: MiddlewareHandler<AuthedEnv>) {
  const shares = sharesService(db, clock, appUrl);
  return declaredRoutes<AppEnv>()
    .openapi(readShared, async (c) => c.json(await shares.read(c.req.valid("param").token), 200, NOINDEX))
    .openapi(saveShared(signedIn), async (c) => c.json(await shares.save(editableScopeOf(c), c.req.valid("param").token), 201));
}
