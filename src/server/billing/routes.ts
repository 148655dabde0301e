import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { planOf } from "@/domain/plans";
import type { Db } from "../db/client";
import { subscriptions } from "../db/schema";
import { renewIfEnded } from "../generation/allowance";
import type { AuthedEnv } from "../http/context";
import { HttpError } from "../http/errors";

/** The signed-in user's plan and allowance, renewed first when its period has ended. */
export function billingRoutes(db: Db) {
  return new Hono<AuthedEnv>().get("/subscription", async (c) => {
    const userId = c.get("user").id;
    await renewIfEnded(db, userId);
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    if (!row) throw new HttpError(404, "not_found", "No active subscription found");
    const plan = planOf(row.planId);
    return c.json({
      planId: plan.id,
      planName: plan.name,
      status: row.status,
      remaining: row.remainingGenerations,
      total: row.totalGenerations,
      currentPeriodStart: row.currentPeriodStart.toISOString(),
      renewsAt: row.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    });
  });
}
