import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
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
import { checkoutStatus, paymentHistory, paymentOf } from "./payments";
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

/**
 * The signed-in user's plan: read it, check out, pay (demo), schedule the downgrade or withdraw it, what
 * became of a checkout, the payments made and their invoices, and the provider's payment-method page.
 */
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
        await fromProvider(c, () => billing.provider.cancelAtPeriodEnd(row));
        // Paddle confirms with a webhook later; the change it accepted is shown now.
        await db.update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.id, row.id));
      }
      return c.json(view(await currentSubscription(db, userId, clock)));
    })
    .post("/resume", async (c) => {
      const userId = c.get("user").id;
      const row = await currentSubscription(db, userId, clock);
      if (row.planId === "free") throw new HttpError(409, "already_free", "You are already on the Free plan");
      if (row.cancelAtPeriodEnd) {
        await fromProvider(c, () => billing.provider.keepAtPeriodEnd(row));
        // Paddle confirms with a webhook later; the change it accepted is shown now.
        await db.update(subscriptions).set({ cancelAtPeriodEnd: false }).where(eq(subscriptions.id, row.id));
      }
      return c.json(view(await currentSubscription(db, userId, clock)));
    })
    .get("/checkout-status", async (c) => {
      const transactionId = z.string().min(1).max(200).safeParse(c.req.query("transactionId"));
      if (!transactionId.success) throw new HttpError(400, "invalid_transaction", "A transaction id is required.");
      return c.json(await checkoutStatus(db, c.get("user").id, billing.provider.id, transactionId.data));
    })
    .get("/transactions", async (c) => {
      const invoices = billing.provider.invoiceUrl ? { provider: billing.provider.id } : null;
      return c.json({ items: await paymentHistory(db, c.get("user").id, invoices) });
    })
    .get("/transactions/:id/invoice", async (c) => {
      const id = z.uuid().safeParse(c.req.param("id"));
      const payment = id.success ? await paymentOf(db, c.get("user").id, id.data) : undefined;
      const invoiceUrl = billing.provider.invoiceUrl;
      if (!payment || !invoiceUrl || payment.provider !== billing.provider.id) {
        throw new HttpError(404, "not_found", "No invoice is available for this payment.");
      }
      return c.json({ url: await fromProvider(c, () => invoiceUrl(payment.externalReference)) });
    })
    .post("/payment-method", async (c) => {
      const paymentMethodUrl = billing.provider.paymentMethodUrl;
      if (!paymentMethodUrl) throw new HttpError(404, "not_found", "No such API endpoint.");
      const row = await currentSubscription(db, c.get("user").id, clock);
      if (row.planId === "free") throw new HttpError(409, "no_paid_plan", "You have no paid plan to pay for.");
      return c.json({ url: await fromProvider(c, () => paymentMethodUrl(row)) });
    });
}

/**
 * Calls the payment provider's API: our own refusals pass through, and anything else (Paddle down, or
 * refusing) answers 502 with a message to try again, instead of a 500.
 */
async function fromProvider<T>(c: Context<AuthedEnv>, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    c.get("logger").error({ err: error }, "payment provider call failed");
    throw new HttpError(502, "provider_unavailable", "The payment provider could not be reached. Please try again.");
  }
}

/** POST /api/billing/webhooks/{provider}: public, authenticated by the signature alone. */
export function webhookRoutes(billing: Billing) {
  return new Hono<AppEnv>().post("/:provider", async (c) => {
    if (c.req.param("provider") !== billing.provider.id) throw new HttpError(404, "not_found", "No such API endpoint.");
    const outcome = await billing.receive(await c.req.text(), c.req.header("paddle-signature"));
    return c.json({ received: true, outcome });
  });
}
