import { and, eq, sql } from "drizzle-orm";
import { PLANS, type PlanId } from "@/domain/plans";
import type { Db } from "../db/client";
import { subscriptions } from "../db/schema-billing";
import type { SubscriptionRow } from "./subscriptions";

/**
 * What the payment provider's verified events do to a subscription (billing/apply-event.ts decides which event
 * applies to which row; these are the writes). Each is called inside the event's transaction, on a row locked
 * by one of the two lookups below.
 */

/** The subscription the provider's `subscriptionId` is bound to, locked; undefined when none is. */
export async function lockSubscriptionOfProvider(db: Db, provider: string, subscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, subscriptionId)))
    .for("update");
  return row;
}

/** The user's subscription, locked; undefined for an unknown user. */
export async function lockSubscriptionOfUser(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for("update");
  return row;
}

/** A paid plan as the provider reports it: its period, a scheduled cancellation, who manages it. */
export interface ProviderPlan {
  planId: PlanId;
  /** The billing period; the row's own when the event carries none. */
  periodStart: Date | null;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  provider: string;
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  /** When the event happened: an older one must not overwrite what this one set. */
  occurredAt: Date;
}

/**
 * Puts the subscription `row` on the provider's paid plan. A new plan or a new billing period refills the
 * allowance; other updates (a scheduled cancellation) keep it, within the plan's total.
 */
export async function setProviderPlan(db: Db, row: SubscriptionRow, change: ProviderPlan): Promise<void> {
  const plan = PLANS[change.planId];
  const periodStart = change.periodStart ?? row.currentPeriodStart;
  const periodEnd = change.periodEnd ?? row.currentPeriodEnd;
  const refill = plan.id !== row.planId || periodStart.getTime() !== row.currentPeriodStart.getTime();
  await db
    .update(subscriptions)
    .set({
      planId: plan.id,
      status: "active",
      totalGenerations: plan.monthlyGenerations,
      remainingGenerations: refill ? plan.monthlyGenerations : Math.min(row.remainingGenerations, plan.monthlyGenerations),
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: change.cancelAtPeriodEnd,
      provider: change.provider,
      providerSubscriptionId: change.providerSubscriptionId,
      providerCustomerId: change.providerCustomerId ?? row.providerCustomerId,
      lastEventAt: change.occurredAt,
    })
    .where(eq(subscriptions.id, row.id));
}

/**
 * Counts a payment on the subscription `row`: one more billing cycle and its amount. `binds`: the provider's
 * subscription it pays for, when this payment is what ties that subscription to the row.
 */
export async function countPayment(
  db: Db,
  row: SubscriptionRow,
  amountCents: number,
  binds: { provider: string; providerSubscriptionId: string } | null,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({
      billingCycleCount: sql`${subscriptions.billingCycleCount} + 1`,
      totalSpentCents: sql`${subscriptions.totalSpentCents} + ${amountCents}`,
      // Paddle may report a subscription's first payment before the subscription itself: the payment binds it to
      // the user (the plan still comes from subscription.created), and no older subscription's event time holds
      // that event back as stale.
      ...(binds ? { ...binds, lastEventAt: null } : {}),
    })
    .where(eq(subscriptions.id, row.id));
}
