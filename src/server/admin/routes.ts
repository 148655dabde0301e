import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import {
  adminAnalyticsSchema,
  adminOverviewSchema,
  contactMessagesPageSchema,
  contactMessagesQuerySchema,
  subscriptionStatsSchema,
  userAdminFlagSchema,
  userPlanSchema,
  userStatsSchema,
  userStatusSchema,
  usersPageSchema,
  usersQuerySchema,
} from "@/domain/api/admin";
import { adminTeamPageSchema, adminTeamSchema, adminTeamsQuerySchema, adminTeamUpdateSchema } from "@/domain/api/teams";
import type { Clock } from "../clock";
import { listContactMessages } from "../contact/messages";
import type { Db } from "../db/client";
import type { AuthedEnv } from "../http/context";
import { HttpError } from "../http/errors";
import { declaredRoutes, idParam, json, jsonBody, refusal, userRoute } from "../http/openapi";
import { analytics, overview, subscriptionStats, userStats } from "./stats";
import { listTeams, updateTeam } from "./teams";
import { findUser, searchUsers, setAdmin, setPlan, setStatus } from "./users";

/** One guard for the whole /api/admin group (the session guard runs before it). */
export const requireAdmin: MiddlewareHandler<AuthedEnv> = async (c, next) => {
  if (!c.get("user").isAdmin) throw new HttpError(403, "forbidden", "You don't have permission to access this page.");
  await next();
};

/** Every admin route refuses a user who is not an admin. */
const notAdmin = refusal(["forbidden"]);

const readOverview = userRoute(
  createRoute({
    method: "get",
    path: "/overview",
    summary: "Headline figures",
    responses: {
      200: json(adminOverviewSchema, "Users, paid plans, generations, this month's revenue, the latest users."),
      403: notAdmin,
    },
  }),
);

const readSubscriptionStats = userRoute(
  createRoute({
    method: "get",
    path: "/subscriptions",
    summary: "Users per plan",
    responses: {
      200: json(subscriptionStatsSchema, "Users per plan, and Pro revenue from completed payments."),
      403: notAdmin,
    },
  }),
);

const readAnalytics = userRoute(
  createRoute({
    method: "get",
    path: "/analytics",
    summary: "The last 7 days of generations",
    responses: {
      200: json(adminAnalyticsSchema, "Generations per day, the most active users, the top categories."),
      403: notAdmin,
    },
  }),
);

const listUsers = userRoute(
  createRoute({
    method: "get",
    path: "/users",
    summary: "Find users",
    description: "Newest first, matching `q` in the name or e-mail; `cursor` is the last id of the previous page.",
    request: { query: usersQuerySchema },
    responses: {
      200: json(usersPageSchema, "One page of users."),
      403: notAdmin,
    },
  }),
);

const listContactMessagesRoute = userRoute(
  createRoute({
    method: "get",
    path: "/contact-messages",
    summary: "Messages sent with the contact form",
    description: "Newest first; `cursor` is the last id of the previous page.",
    request: { query: contactMessagesQuerySchema },
    responses: {
      200: json(contactMessagesPageSchema, "One page of messages."),
      403: notAdmin,
    },
  }),
);

const readUserStats = userRoute(
  createRoute({
    method: "get",
    path: "/users/{id}/stats",
    summary: "One user's generations",
    request: { params: idParam },
    responses: {
      200: json(userStatsSchema, "All-time totals with percentages, and the last 7 days."),
      403: notAdmin,
      404: refusal(["not_found"]),
    },
  }),
);

const setUserStatus = userRoute(
  createRoute({
    method: "patch",
    path: "/users/{id}/status",
    summary: "Set a user's account status",
    description: "A user made inactive or suspended loses every session at once. You cannot change your own.",
    request: { params: idParam, body: jsonBody(userStatusSchema) },
    responses: {
      200: json(userStatusSchema, "The status set."),
      400: refusal(["own_status"]),
      403: notAdmin,
      404: refusal(["not_found"]),
    },
  }),
);

const setUserPlan = userRoute(
  createRoute({
    method: "patch",
    path: "/users/{id}/plan",
    summary: "Put a user on a plan",
    description: "At once: a fresh allowance of the plan's total and a one-month period.",
    request: { params: idParam, body: jsonBody(userPlanSchema) },
    responses: {
      200: json(userPlanSchema, "The plan set."),
      403: notAdmin,
      404: refusal(["not_found"]),
    },
  }),
);

const setUserAdminFlag = userRoute(
  createRoute({
    method: "patch",
    path: "/users/{id}/admin",
    summary: "Grant or revoke admin",
    description: "You cannot remove your own (there would be no way back).",
    request: { params: idParam, body: jsonBody(userAdminFlagSchema) },
    responses: {
      200: json(userAdminFlagSchema, "The flag set."),
      400: refusal(["own_admin_flag"]),
      403: notAdmin,
      404: refusal(["not_found"]),
    },
  }),
);

const listTeamsRoute = userRoute(
  createRoute({
    method: "get",
    path: "/teams",
    summary: "Teams",
    description: "Newest first; `cursor` is the previous page's `nextCursor`.",
    request: { query: adminTeamsQuerySchema },
    responses: {
      200: json(adminTeamPageSchema, "One page of teams: owner, members, seat limit, plan, the pool used this period."),
      403: notAdmin,
    },
  }),
);

const updateTeamRoute = userRoute(
  createRoute({
    method: "patch",
    path: "/teams/{id}",
    summary: "Set a team's seat limit or plan",
    description: "A plan change sets the pool's total to the plan's monthly generations, keeping what is left within it.",
    request: { params: idParam, body: jsonBody(adminTeamUpdateSchema) },
    responses: {
      200: json(adminTeamSchema, "The team as changed."),
      403: notAdmin,
      404: refusal(["not_found"]),
    },
  }),
);

/** The admin dashboard: figures, users and their changes, teams, contact messages. Admins only. */
export function adminRoutes(db: Db, clock: Clock) {
  const routes = declaredRoutes<AuthedEnv>();
  routes.use(requireAdmin);
  return routes
    .openapi(readOverview, async (c) => c.json(await overview(db, clock.now()), 200))
    .openapi(readSubscriptionStats, async (c) => c.json(await subscriptionStats(db), 200))
    .openapi(readAnalytics, async (c) => c.json(await analytics(db, clock.now()), 200))
    .openapi(listUsers, async (c) => c.json(await searchUsers(db, c.req.valid("query")), 200))
    .openapi(listTeamsRoute, async (c) => c.json(await listTeams(db, c.req.valid("query")), 200))
    .openapi(updateTeamRoute, async (c) => c.json(await updateTeam(db, c.req.valid("param").id, c.req.valid("json")), 200))
    .openapi(listContactMessagesRoute, async (c) => c.json(await listContactMessages(db, c.req.valid("query")), 200))
    .openapi(readUserStats, async (c) => {
      const user = await findUser(db, c.req.valid("param").id);
      return c.json(await userStats(db, user.id, clock.now()), 200);
    })
    .openapi(setUserStatus, async (c) => {
      const { status } = c.req.valid("json");
      await setStatus(db, c.get("user"), c.req.valid("param").id, status);
      return c.json({ status }, 200);
    })
    .openapi(setUserPlan, async (c) => {
      const { planId } = c.req.valid("json");
      await setPlan(db, c.get("user"), c.req.valid("param").id, planId, clock.now());
      return c.json({ planId }, 200);
    })
    .openapi(setUserAdminFlag, async (c) => {
      const { isAdmin } = c.req.valid("json");
      await setAdmin(db, c.get("user"), c.req.valid("param").id, isAdmin);
      return c.json({ isAdmin }, 200);
    });
}
