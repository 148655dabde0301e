import { createRoute, type RouteConfig, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  webhookCreateSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookSchema,
  webhookUpdateSchema,
  webhookWithSecretSchema,
} from "@/domain/api/webhooks";
import { teamCan } from "@/domain/teams";
import { workspaceOf } from "../http/workspace-of";
import type { AuthedEnv } from "../http/context";
import { HttpError } from "../http/errors";
import { declaredRoutes, idParam, json, jsonBody, refusal, userRoute, workspaceRoute } from "../http/openapi";
import { requireTeam } from "../teams/teams";
import type { WebhookEndpointsService } from "./endpoints";
import type { EventWorkspace } from "./events";

/** Which workspace a mount of the routes manages: the user's personal one, or the session's team. */
type WorkspaceKind = "personal" | "team";

const deliveryParams = z.object({ id: z.string(), deliveryId: z.string() });

/** The routes' declarations, for one mount: the team's also refuse a lost team (403 team_access_lost). */
function declarations(kind: WorkspaceKind) {
  const declare = <const R extends RouteConfig>(route: R) => (kind === "team" ? workspaceRoute(route) : userRoute(route));
  const where = kind === "team" ? "the active team" : "your personal workspace";
  const forbidden = refusal(["forbidden"]);
  return {
    list: declare(
      createRoute({
        method: "get",
        path: "/",
        summary: `Webhooks of ${where}`,
        description: "Oldest first; secrets are never shown again after their creation or rotation.",
        responses: { 200: json(webhookListSchema, "Every endpoint, and how many the workspace may have."), 403: forbidden },
      }),
    ),
    create: declare(
      createRoute({
        method: "post",
        path: "/",
        summary: `Add a webhook to ${where}`,
        description: `At most ${WEBHOOK_ENDPOINTS_MAX}. The address must resolve to public addresses only. The answer carries the signing secret, this once.`,
        request: { body: jsonBody(webhookCreateSchema) },
        responses: { 201: json(webhookWithSecretSchema, "The new endpoint with its secret."), 403: forbidden, 409: refusal(["webhook_limit"]) },
      }),
    ),
    update: declare(
      createRoute({
        method: "patch",
        path: "/{id}",
        summary: "Change a webhook's address, description or events",
        request: { params: idParam, body: jsonBody(webhookUpdateSchema) },
        responses: { 200: json(webhookSchema, "The endpoint as changed."), 403: forbidden, 404: refusal(["not_found"]) },
      }),
    ),
    remove: declare(
      createRoute({
        method: "delete",
        path: "/{id}",
        summary: "Delete a webhook",
        description: "Its pending deliveries and its log go with it.",
        request: { params: idParam },
        responses: { 204: { description: "Deleted." }, 403: forbidden, 404: refusal(["not_found"]) },
      }),
    ),
    rotate: declare(
      createRoute({
        method: "post",
        path: "/{id}/rotate-secret",
        summary: "Rotate a webhook's signing secret",
        description: "The answer carries the new secret, this once. For a day, deliveries carry a signature with the old secret too.",
        request: { params: idParam },
        responses: { 200: json(webhookWithSecretSchema, "The endpoint with its new secret."), 403: forbidden, 404: refusal(["not_found"]) },
      }),
    ),
    deliveries: declare(
      createRoute({
        method: "get",
        path: "/{id}/deliveries",
        summary: "A webhook's delivery log",
        description: "The newest deliveries, each with every attempt's status code or error.",
        request: { params: idParam },
        responses: { 200: json(webhookDeliveryListSchema, "Newest first."), 403: forbidden, 404: refusal(["not_found"]) },
      }),
    ),
    redeliver: declare(
      createRoute({
        method: "post",
        path: "/{id}/deliveries/{deliveryId}/redeliver",
        summary: "Send a delivery's event again",
        description: "A new delivery of the same message (same `webhook-id`), due at once and retried for a day.",
        request: { params: deliveryParams },
        responses: { 202: json(webhookDeliverySchema, "The new delivery, pending."), 403: forbidden, 404: refusal(["not_found"]) },
      }),
    ),
  };
}

/** The workspace whose webhooks the request manages; a team's only for its owner, admins and editors. */
function workspaceFor(kind: WorkspaceKind, c: Context<AuthedEnv>): EventWorkspace {
  const userId = c.get("user").id;
  if (kind === "personal") return { userId, teamId: null };
  const team = requireTeam(workspaceOf(c));
  if (!teamCan.editLibrary(team.role)) throw new HttpError(403, "forbidden", WEBHOOK_MESSAGES.editorsOnly);
  return { userId, teamId: team.id };
}

/** /api/webhooks (personal) and /api/teams/current/webhooks (the session's team): session only, never an API key. */
export function webhookEndpointRoutes(hooks: WebhookEndpointsService, kind: WorkspaceKind) {
  const route = declarations(kind);
  const workspace = (c: Context<AuthedEnv>) => workspaceFor(kind, c);
  return declaredRoutes<AuthedEnv>()
    .openapi(route.list, async (c) => c.json({ items: await hooks.list(workspace(c)), limit: WEBHOOK_ENDPOINTS_MAX }, 200))
    .openapi(route.create, async (c) => c.json(await hooks.create(workspace(c), c.req.valid("json")), 201))
    .openapi(route.update, async (c) => c.json(await hooks.update(workspace(c), c.req.valid("param").id, c.req.valid("json")), 200))
    .openapi(route.remove, async (c) => {
      await hooks.remove(workspace(c), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(route.rotate, async (c) => c.json(await hooks.rotate(workspace(c), c.req.valid("param").id), 200))
    .openapi(route.deliveries, async (c) => c.json({ items: await hooks.deliveries(workspace(c), c.req.valid("param").id) }, 200))
    .openapi(route.redeliver, async (c) => {
      const { id, deliveryId } = c.req.valid("param");
      return c.json(await hooks.redeliver(workspace(c), id, deliveryId), 202);
    });
}
