import { and, Column, eq, getTableName, is, type SQL, sql } from "drizzle-orm";
import type { Subscription } from "@/domain/api/billing";
import { PLANS, type PlanId, planOf } from "@/domain/plans";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { subscriptions } from "../db/schema-billing";
import { HttpError } from "../http/errors";
import { renewIfEnded } from "./allowance";
import { addMonths } from "./periods";

/**
 * A user's plan and allowance: one subscription row each, created at sign-up. This file and its neighbours are the
 * only code that reads or writes the table (src/server/entitlements.test.ts holds every other file to it).
 */

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** `planId` with a fresh allowance of its monthly generations and a one-month period from `start`. */
function freshPlan(planId: PlanId, start: Date) {
  const total = PLANS[planId].monthlyGenerations;
  return {
    planId,
    status: "active" as const,
    totalGenerations: total,
    remainingGenerations: total,
    currentPeriodStart: start,
    currentPeriodEnd: addMonths(start, 1),
    cancelAtPeriodEnd: false,
  };
}

/** Every user starts on free with a full allowance and a one-month period counted from sign-up. */
export async function createFreeSubscription(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ userId, ...freshPlan("free", now) })
    .onConflictDoNothing({ target: subscriptions.userId });
}

/**
 * Puts the user on a plan at once, with a fresh allowance of the plan's total and a one-month period from `start`
 * (an admin's change, a paid plan that ended). `lastEventAt`: the provider event that did it, if one did. Answers
 * the plan the user was on (null: no subscription until now).
 */
export async function putOnPlan(db: Db, userId: string, planId: PlanId, start: Date, lastEventAt?: Date): Promise<PlanId | null> {
  const [before] = await db.select({ planId: subscriptions.planId }).from(subscriptions).where(eq(subscriptions.userId, userId));
  const values = { ...freshPlan(planId, start), ...(lastEventAt ? { lastEventAt } : {}) };
  await db
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
  return before?.planId ?? null;
}

/** A subscription the demo seed writes: on `planId` since `start`, with `used` generations spent and its payments. */
export interface SeededSubscription {
  userId: string;
  planId: PlanId;
  start: Date;
  used: number;
  billingCycleCount: number;
  totalSpentCents: number;
  provider: string | null;
}

/** Writes the demo seed's subscriptions in one INSERT. */
export async function insertSeededSubscriptions(db: Db, seeded: SeededSubscription[]): Promise<void> {
  await db.insert(subscriptions).values(
    seeded.map(({ userId, planId, start, used, ...payments }) => {
      const fresh = freshPlan(planId, start);
      return { userId, ...fresh, remainingGenerations: Math.max(0, fresh.totalGenerations - Math.min(used, fresh.totalGenerations)), ...payments };
    }),
  );
}

/** The user's subscription, renewed first if its period ended; 404 for an account without one (made before billing). */
export async function currentSubscription(db: Db, userId: string, clock: Clock): Promise<SubscriptionRow> {
  await renewIfEnded(db, userId, clock.now());
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row) throw new HttpError(404, "not_found", "No active subscription found");
  return row;
}

/** A subscription as the API answers it. */
function subscriptionView(row: SubscriptionRow): Subscription {
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

/** The user's plan and this period's allowance, renewed first if its period ended (/api/billing/subscription, /api/v1/allowance). */
export async function subscriptionOf(db: Db, userId: string, clock: Clock): Promise<Subscription> {
  return subscriptionView(await currentSubscription(db, userId, clock));
}

/** Schedules the paid plan to become free when its period ends (`cancel` true), or withdraws that. */
export async function setCancelAtPeriodEnd(db: Db, subscriptionId: string, cancel: boolean): Promise<void> {
  await db.update(subscriptions).set({ cancelAtPeriodEnd: cancel }).where(eq(subscriptions.id, subscriptionId));
}

/** Whether the user's plan lets them create a team (the plan an admin sets, or a Teams price paid). */
export async function onTeamsPlan(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "active")));
  return row?.planId === "teams";
}

/**
 * The plan of the user whose id is `userId` (a column or expression of the caller's query), free without a
 * subscription. A column is named with its table: drizzle leaves it bare in a one-table select, where the subquery
 * would read it as its own.
 */
export function planIdOfUser(userId: Column | SQL): SQL<PlanId> {
  const outer = is(userId, Column) ? sql`${sql.identifier(getTableName(userId.table))}.${sql.identifier(userId.name)}` : userId;
  return sql<PlanId>`coalesce((select s.plan_id from ${subscriptions} s where s.user_id = ${outer}), 'free')`;
}
