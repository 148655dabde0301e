import { and, eq, sql } from "drizzle-orm";
import { PLANS } from "@/domain/plans";
import { recordActivity } from "../auth/activity";
import type { Db } from "../db/client";
import { billingTransactions, subscriptions, users, webhookEvents } from "../db/schema";
import type { BillingEvent } from "./events";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type ApplyOutcome = "applied" | "duplicate" | "stale" | "ignored" | "unknown-user";

/**
 * Applies one verified payment event. The receipt (provider, event id) is written in the same transaction
 * as the effect: a replay changes nothing, and a failure rolls both back so the provider's retry can succeed.
 */
export async function applyEvent(db: Db, provider: string, event: BillingEvent): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const receipt = await tx
      .insert(webhookEvents)
      .values({ provider, eventId: event.id, eventType: event.type, occurredAt: event.occurredAt })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (!receipt.length) return "duplicate";
    if (event.kind === "ignored") return "ignored";

    const row = await findSubscription(tx, provider, event);
    if (!row) return "unknown-user";
    if (event.kind === "subscription") return applySubscription(tx, provider, event, row);
    return applyTransaction(tx, provider, event, row);
  });
}

async function findSubscription(tx: Tx, provider: string, event: Exclude<BillingEvent, { kind: "ignored" }>) {
  if (event.userId) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, event.userId));
    if (user) {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).for("update");
      if (row) return row;
    }
  }
  if (!event.subscriptionId) return undefined;
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, event.subscriptionId)))
    .for("update");
  return row;
}

async function applySubscription(
  tx: Tx,
  provider: string,
  event: Extract<BillingEvent, { kind: "subscription" }>,
  row: typeof subscriptions.$inferSelect,
): Promise<ApplyOutcome> {
  // An event older than the newest one applied must not overwrite newer state.
  if (row.lastEventAt && event.occurredAt < row.lastEventAt) return "stale";

  if (event.canceled) {
    const free = PLANS.free.monthlyGenerations;
    await tx
      .update(subscriptions)
      .set({
        planId: "free",
        status: "active",
        totalGenerations: free,
        remainingGenerations: free,
        cancelAtPeriodEnd: false,
        currentPeriodStart: event.occurredAt,
        currentPeriodEnd: sql`${event.occurredAt.toISOString()}::timestamptz + interval '1 month'`,
        lastEventAt: event.occurredAt,
      })
      .where(eq(subscriptions.id, row.id));
    await activity(tx, row.userId, { event: event.type, plan_id: "free", subscription_id: event.subscriptionId });
    return "applied";
  }

  const plan = PLANS[event.planId ?? row.planId];
  const periodStart = event.periodStart ?? row.currentPeriodStart;
  const periodEnd = event.periodEnd ?? row.currentPeriodEnd;
  // A new plan or a new billing period refills the allowance; other updates (a scheduled cancellation) keep it.
  const refill = plan.id !== row.planId || periodStart.getTime() !== row.currentPeriodStart.getTime();
  await tx
    .update(subscriptions)
    .set({
      planId: plan.id,
      status: "active",
      totalGenerations: plan.monthlyGenerations,
      remainingGenerations: refill ? plan.monthlyGenerations : Math.min(row.remainingGenerations, plan.monthlyGenerations),
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: event.cancelAtPeriodEnd,
      provider,
      providerSubscriptionId: event.subscriptionId,
      providerCustomerId: event.customerId,
      lastEventAt: event.occurredAt,
    })
    .where(eq(subscriptions.id, row.id));
  await activity(tx, row.userId, {
    event: event.type,
    plan_id: plan.id,
    subscription_id: event.subscriptionId,
    cancel_at_period_end: event.cancelAtPeriodEnd,
  });
  return "applied";
}

async function applyTransaction(
  tx: Tx,
  provider: string,
  event: Extract<BillingEvent, { kind: "transaction" }>,
  row: typeof subscriptions.$inferSelect,
): Promise<ApplyOutcome> {
  const planId = event.planId ?? row.planId;
  const inserted = await tx
    .insert(billingTransactions)
    .values({
      userId: row.userId,
      subscriptionId: row.id,
      amountCents: event.amountCents,
      currency: event.currency,
      status: "completed",
      transactionType: "plan_change",
      provider,
      externalReference: event.transactionId,
      metadata: {
        plan_id: planId,
        transaction_id: event.transactionId,
        amount: event.amountCents,
        currency: event.currency,
        subscription_id: event.subscriptionId,
        timestamp: event.occurredAt.toISOString(),
      },
    })
    .onConflictDoNothing()
    .returning({ id: billingTransactions.id });
  if (!inserted.length) return "duplicate";
  await tx
    .update(subscriptions)
    .set({
      billingCycleCount: sql`${subscriptions.billingCycleCount} + 1`,
      totalSpentCents: sql`${subscriptions.totalSpentCents} + ${event.amountCents}`,
    })
    .where(eq(subscriptions.id, row.id));
  await activity(tx, row.userId, {
    event: event.type,
    plan_id: planId,
    transaction_id: event.transactionId,
    amount: event.amountCents,
    currency: event.currency,
  });
  return "applied";
}

function activity(tx: Tx, userId: string, metadata: Record<string, unknown>) {
  return recordActivity(tx, { userId, type: "plan_change", metadata });
}
