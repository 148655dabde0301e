import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { planOf } from "@/domain/plans";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { subscriptions } from "../db/schema";
import { renewIfEnded } from "../generation/allowance";
import { readJson } from "../http/body";
import type { AppEnv, AuthedEnv } from "../http/context";
import { HttpError } from "../http/errors";
import type { Billing } from "./setup";

async function currentSubscription(db: Db, userId: string, clock: Clock) {
  await renewIfEnded(db, userId, clock.now());
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row) throw new HttpError(404, "not_found", "No active subscription found");
  return row;
}

function view(row: typeof subscriptions.$inferSelect) {
  const plan = planOf(row.planId);
  return {
    planId: plan.id,
    planName: plan.name,
    status: row.status,
    remaining: row.remainingGenerations,
    total: row.totalGenerations,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    renewsAt: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

/** The signed-in user's plan: read it, check out, pay (demo), schedule the downgrade. */
export function billingRoutes(deps: { db: Db; billing: Billing; config: Config; clock: Clock }) {
  const { db, billing, config, clock } = deps;
  return new Hono<AuthedEnv>()
    .get("/subscription", async (c) => c.json(view(await currentSubscription(db, c.get("user").id, clock))))
    .get("/config", (c) => c.json({ provider: billing.provider.id, supportEmail: config.supportEmail }))
    .post("/checkout", async (c) => {
      const { planId } = await readJson(c, z.object({ planId: z.enum(["pro", "teams"]) }));
      if (planId === "teams") throw new HttpError(400, "contact_sales", "Teams is sold through our sales team. Please contact us.");
      const user = c.get("user");
      const row = await currentSubscription(db, user.id, clock);
      if (row.planId === planId) throw new HttpError(409, "already_on_plan", "You are already on this plan");
      return c.json(await billing.provider.checkout(user));
    })
    .post("/demo/pay", async (c) => {
      if (!billing.demo) throw new HttpError(404, "not_found", "No such API endpoint.");
      const { checkoutToken } = await readJson(c, z.object({ checkoutToken: z.string().min(1).max(500) }));
      const user = c.get("user");
      await billing.demo.pay(user, checkoutToken);
      return c.json(view(await currentSubscription(db, user.id, clock)));
    })
    .post("/downgrade", async (c) => {
      const userId = c.get("user").id;
      const row = await currentSubscription(db, userId, clock);
      if (row.planId === "free") throw new HttpError(409, "already_free", "You are already on the Free plan");
      if (!row.cancelAtPeriodEnd) {
        await billing.provider.cancelAtPeriodEnd(row);
        // Paddle confirms with a webhook later; the change it accepted is shown now.
        await db.update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.id, row.id));
      }
      return c.json(view(await currentSubscription(db, userId, clock)));
    });
}

/** POST /api/billing/webhooks/{provider}: public, authenticated by the signature alone. */
export function webhookRoutes(billing: Billing) {
  return new Hono<AppEnv>().post("/:provider", async (c) => {
    if (c.req.param("provider") !== billing.provider.id) throw new HttpError(404, "not_found", "No such API endpoint.");
    const outcome = await billing.receive(await c.req.text(), c.req.header("paddle-signature"));
    return c.json({ received: true, outcome });
  });
}
