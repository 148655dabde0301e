import { createRoute, z } from "@hono/zod-openapi";
import {
  createTeamSchema,
  currentTeamSchema,
  invitationViewSchema,
  myTeamSchema,
  myTeamsSchema,
  teamActivityPageSchema,
  teamActivityQuerySchema,
  teamUsageSchema,
  transferOwnershipSchema,
} from "@/domain/api/teams";
import { workspaceOf } from "../http/workspace-of";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import type { AppEnv, AuthedEnv } from "../http/context";
import { declaredRoutes, idParam, json, jsonBody, publicRoute, refusal, userRoute, workspaceRoute } from "../http/openapi";
import { listTeamActivity } from "./activity";
import { onTeamsPlan } from "../entitlements/subscriptions";
import { currentTeam, forbidden, invitationView, newTeamSlug, requireManager, requireTeam, teamsOf, teamUsage, transferOwnership } from "./teams";

const listMyTeams = userRoute(
  createRoute({
    method: "get",
    path: "/",
    summary: "Your teams",
    responses: { 200: json(myTeamsSchema, "The teams you belong to, with your role, and whether your plan lets you create one.") },
  }),
);

const createTeam = userRoute(
  createRoute({
    method: "post",
    path: "/",
    summary: "Create a team",
    description: "Needs the Teams plan. You become its owner and your session moves to its workspace.",
    request: { body: jsonBody(createTeamSchema) },
    responses: { 201: json(myTeamSchema, "The team created."), 403: refusal(["forbidden"]) },
  }),
);

const readCurrentTeam = workspaceRoute(
  createRoute({
    method: "get",
    path: "/current",
    summary: "The active team",
    description: "Members, seats, plan and allowance; pending invitations for owners and admins. Refused in the personal workspace.",
    responses: { 200: json(currentTeamSchema, "The team of the session's workspace."), 403: refusal(["forbidden"]) },
  }),
);

const readUsage = workspaceRoute(
  createRoute({
    method: "get",
    path: "/current/usage",
    summary: "Generations per member this period",
    description: "Owners and admins.",
    responses: { 200: json(teamUsageSchema, "Completed generations per member in the pool's current period."), 403: refusal(["forbidden"]) },
  }),
);

const readActivity = workspaceRoute(
  createRoute({
    method: "get",
    path: "/current/activity",
    summary: "The team's activity log",
    description: "Owners and admins. Newest first; `cursor` is the previous page's `nextCursor`.",
    request: { query: teamActivityQuerySchema },
    responses: { 200: json(teamActivityPageSchema, "One page of the log."), 403: refusal(["forbidden"]) },
  }),
);

const transfer = workspaceRoute(
  createRoute({
    method: "post",
    path: "/current/transfer",
    summary: "Transfer ownership",
    description: "The owner only: the member becomes the owner, and you an admin.",
    request: { body: jsonBody(transferOwnershipSchema) },
    responses: {
      200: json(z.object({ ok: z.literal(true) }), "Ownership transferred."),
      400: refusal(["team_owner"]),
      403: refusal(["forbidden"]),
      404: refusal(["not_found"]),
    },
  }),
);

/**
 * Creates a team as the signed-in user (`headers` carry the session) and makes them its owner. It is better-auth's
 * organization plugin (team-plugin.ts) that does it, handed in by api.ts: auth configures teams, not the reverse.
 */
export type TeamCreator = (team: { name: string; slug: string }, headers: Headers) => Promise<{ id: string; name: string }>;

/** /api/teams: the user's teams, creating one, and the active team's members, usage, log and ownership. */
export function teamRoutes(deps: { db: Db; createTeam: TeamCreator; clock: Clock }) {
  const { db, createTeam: create, clock } = deps;
  return declaredRoutes<AuthedEnv>()
    .openapi(listMyTeams, async (c) => {
      const userId = c.get("user").id;
      const [teams, canCreate] = await Promise.all([teamsOf(db, userId), onTeamsPlan(db, userId)]);
      return c.json({ teams, canCreate }, 200);
    })
    .openapi(createTeam, async (c) => {
      if (!(await onTeamsPlan(db, c.get("user").id))) throw forbidden("Creating a team needs the Teams plan.");
      const { name } = c.req.valid("json");
      // The plugin also moves the session's workspace to the new team.
      const team = await create({ name, slug: newTeamSlug(name) }, c.req.raw.headers);
      return c.json({ id: team.id, name: team.name, role: "owner" as const }, 201);
    })
    .openapi(readCurrentTeam, async (c) => c.json(await currentTeam(db, requireTeam(workspaceOf(c)), clock.now()), 200))
    .openapi(readUsage, async (c) => c.json(await teamUsage(db, requireManager(workspaceOf(c)).id, clock.now()), 200))
    .openapi(readActivity, async (c) => c.json(await listTeamActivity(db, requireManager(workspaceOf(c)).id, c.req.valid("query")), 200))
    .openapi(transfer, async (c) => {
      await transferOwnership(db, requireTeam(workspaceOf(c)), c.get("user"), c.req.valid("json").memberId);
      return c.json({ ok: true as const }, 200);
    });
}

const readInvitation = publicRoute(
  createRoute({
    method: "get",
    path: "/{id}",
    summary: "An invitation, for its accept page",
    description: "Anyone holding the link: its id is the secret.",
    request: { params: idParam },
    responses: { 200: json(invitationViewSchema, "The team, who invited, the role, the address invited, the status."), 404: refusal(["not_found"]) },
  }),
);

/** /api/invitations/:id: public, read by whoever holds the mailed link. */
export function invitationRoutes(deps: { db: Db; clock: Clock }) {
  return declaredRoutes<AppEnv>().openapi(readInvitation, async (c) => c.json(await invitationView(deps.db, c.req.valid("param").id, deps.clock.now()), 200));
}
