import { and, eq } from "drizzle-orm";
import { recordActivity } from "../auth/activity";
import type { Db } from "../db/client";
import { billingTransactions, webhookEvents } from "../db/schema-billing";
import { countPayment, setProviderPlan } from "../entitlements/provider-plans";
import { putOnPlan, type SubscriptionRow } from "../entitlements/subscriptions";
import type { BillingEvent } from "./events";
import { findOwner, type Tx } from "./subscription-owner";

/** What an event did; every outcome but a duplicate is kept with its receipt in webhook_events. */
export type ApplyOutcome = "applied" | "duplicate" | "stale" | "ignored" | "rejected";
export interface Applied {
  outcome: ApplyOutcome;
  /** Why it was rejected or ignored. */
  reason?: string;
}

/**
 * Applies one verified payment event. The receipt (provider, event id) is written in the same transaction
 * as the effect: a replay changes nothing, and a failure rolls both back so the provider's retry can succeed.
 * An event that can never apply is recorded as rejected and answered like any other, so it is not retried.
 */
export async function applyEvent(db: Db, provider: string, event: BillingEvent): Promise<Applied> {
  return db.transaction(async (tx) => {
    const receipt = await tx
      .insert(webhookEvents)
      .values({ provider, eventId: event.id, eventType: event.type, occurredAt: event.occurredAt })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (!receipt.length) return { outcome: "duplicate" };
    const result = await effect(tx, provider, event);
    if (result.outcome !== "applied") {
      await tx
        .update(webhookEvents)
        .set({ outcome: result.outcome, reason: result.reason ?? null })
        .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, event.id)));
    }
    return result;
  });
}

async function effect(tx: Tx, provider: string, event: BillingEvent): Promise<Applied> {
  if (event.kind === "ignored") return { outcome: "ignored", reason: "event type not handled" };
  if (event.kind === "rejected") return { outcome: "rejected", reason: event.reason };
  // A cancellation never binds a subscription: it can only end one a user already holds.
  const mayBind = event.kind === "transaction" || !event.canceled;
  const owner = await findOwner(tx, provider, { ...event, mayBind });
  if ("rejected" in owner) return { outcome: "rejected", reason: owner.rejected };
  if (event.kind === "subscription") return applySubscription(tx, provider, event, owner.row, owner.binds);
  return applyTransaction(tx, provider, event, owner.row, owner.binds);
}

async function applySubscription(
  tx: Tx,
  provider: string,
  event: Extract<BillingEvent, { kind: "subscription" }>,
  row: SubscriptionRow,
  binds: boolean,
): Promise<Applied> {
  // An event older than the newest one applied to this subscription must not overwrite newer state.
  if (!binds && row.lastEventAt && event.occurredAt < row.lastEventAt) return { outcome: "stale", reason: "newer state already applied" };

  if (event.canceled) {
    await putOnPlan(tx, row.userId, "free", event.occurredAt, event.occurredAt);
    await activity(tx, row.userId, { event: event.type, plan_id: "free", subscription_id: event.subscriptionId });
    return { outcome: "applied" };
  }

  await setProviderPlan(tx, row, {
    planId: event.planId,
    periodStart: event.periodStart,
    periodEnd: event.periodEnd,
    cancelAtPeriodEnd: event.cancelAtPeriodEnd,
    provider,
    providerSubscriptionId: event.subscriptionId,
    providerCustomerId: event.customerId,
    occurredAt: event.occurredAt,
  });
  await activity(tx, row.userId, {
    event: event.type,
    plan_id: event.planId,
    subscription_id: event.subscriptionId,
    cancel_at_period_end: event.cancelAtPeriodEnd,
  });
  return { outcome: "applied" };
}

async function applyTransaction(
  tx: Tx,
  provider: string,
  event: Extract<BillingEvent, { kind: "transaction" }>,
  row: SubscriptionRow,
  binds: boolean,
): Promise<Applied> {
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
        plan_id: event.planId,
        transaction_id: event.transactionId,
        amount: event.amountCents,
        currency: event.currency,
        subscription_id: event.subscriptionId,
        timestamp: event.occurredAt.toISOString(),
      },
    })
    .onConflictDoNothing()
    .returning({ id: billingTransactions.id });
  if (!inserted.length) return { outcome: "ignored", reason: `transaction ${event.transactionId} already recorded` };
  await countPayment(tx, row, event.amountCents, binds ? { provider, providerSubscriptionId: event.subscriptionId } : null);
  await activity(tx, row.userId, {
    event: event.type,
    plan_id: event.planId,
    transaction_id: event.transactionId,
    amount: event.amountCents,
    currency: event.currency,
  });
  return { outcome: "applied" };
}

function activity(tx: Tx, userId: string, metadata: Record<string, unknown>) {
  return recordActivity(tx, { userId, type: "plan_change", metadata });
}
