import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { ACCOUNT_STATUSES } from "@/domain/users";
import { PLAN_IDS } from "@/domain/plans";
import type { Clock } from "../clock";
import { listContactMessages } from "../contact/messages";
import type { Db } from "../db/client";
import { readJson, readQuery } from "../http/body";
import type { AuthedEnv } from "../http/context";
import { HttpError } from "../http/errors";
import { analytics, overview, subscriptionStats, userStats } from "./stats";
import { findUser, searchUsers, setAdmin, setPlan, setStatus } from "./users";

/** One guard for the whole /api/admin group (the session guard runs before it). */
export const requireAdmin: MiddlewareHandler<AuthedEnv> = async (c, next) => {
  if (!c.get("user").isAdmin) throw new HttpError(403, "forbidden", "You don't have permission to access this page.");
  await next();
};

const contactMessagesQuery = z.object({
  cursor: z.uuid({ error: "Invalid cursor" }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

const userQuery = z.object({
  q: z.string().trim().max(200).optional(),
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export function adminRoutes(db: Db, clock: Clock) {
  return new Hono<AuthedEnv>()
    .use(requireAdmin)
    .get("/overview", async (c) => c.json(await overview(db, clock.now())))
    .get("/subscriptions", async (c) => c.json(await subscriptionStats(db)))
    .get("/analytics", async (c) => c.json(await analytics(db, clock.now())))
    .get("/users", async (c) => c.json(await searchUsers(db, readQuery(c, userQuery))))
    .get("/contact-messages", async (c) => c.json(await listContactMessages(db, readQuery(c, contactMessagesQuery))))
    .get("/users/:id/stats", async (c) => {
      const user = await findUser(db, c.req.param("id"));
      return c.json(await userStats(db, user.id, clock.now()));
    })
    .patch("/users/:id/status", async (c) => {
      const { status } = await readJson(c, z.object({ status: z.enum(ACCOUNT_STATUSES) }));
      await setStatus(db, c.get("user"), c.req.param("id"), status);
      return c.json({ status });
    })
    .patch("/users/:id/plan", async (c) => {
      const { planId } = await readJson(c, z.object({ planId: z.enum(PLAN_IDS) }));
      await setPlan(db, c.get("user"), c.req.param("id"), planId, clock.now());
      return c.json({ planId });
    })
    .patch("/users/:id/admin", async (c) => {
      const { isAdmin } = await readJson(c, z.object({ isAdmin: z.boolean() }));
      await setAdmin(db, c.get("user"), c.req.param("id"), isAdmin);
      return c.json({ isAdmin });
    });
}
