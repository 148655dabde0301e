import { and, eq, type Placeholder, sql } from "drizzle-orm";
import { PLANS } from "@/domain/plans";
import type { Db } from "../db/client";
import { subscriptions } from "../db/schema";

export interface Allowance {
  remaining: number;
  total: number;
}

/**
 * The columns of a subscription after `now`, spending `spend` units. When the period has ended, the period
 * first renews: the allowance refills (a plan cancelled at period end becomes free) and the period moves
 * forward by whole calendar months from its old end, so periods stay anchored to sign-up or the billing date.
 * Every expression reads the row as it was, so the whole change is one atomic UPDATE.
 */
function afterRenewal(now: Date | Placeholder, spend: 0 | 1) {
  const s = subscriptions;
  const at = sql`${now instanceof Date ? now.toISOString() : now}::timestamptz`;
  const ended = sql`${s.currentPeriodEnd} <= ${at}`;
  const months = sql`(extract(year from age(${at}, ${s.currentPeriodEnd})) * 12 + extract(month from age(${at}, ${s.currentPeriodEnd})))::int`;
  const renewedTotal = sql`case when ${s.cancelAtPeriodEnd} then ${PLANS.free.monthlyGenerations} else ${s.totalGenerations} end`;
  return {
    ended,
    set: {
      remainingGenerations: sql`(case when ${ended} then ${renewedTotal} else ${s.remainingGenerations} end) - ${spend}`,
      totalGenerations: sql`case when ${ended} then ${renewedTotal} else ${s.totalGenerations} end`,
      planId: sql`case when ${ended} and ${s.cancelAtPeriodEnd} then 'free' else ${s.planId} end`,
      cancelAtPeriodEnd: sql`case when ${ended} then false else ${s.cancelAtPeriodEnd} end`,
      currentPeriodStart: sql`case when ${ended} then ${s.currentPeriodEnd} + make_interval(months => ${months}) else ${s.currentPeriodStart} end`,
      currentPeriodEnd: sql`case when ${ended} then ${s.currentPeriodEnd} + make_interval(months => ${months} + 1) else ${s.currentPeriodEnd} end`,
    },
  };
}

/**
 * The one atomic UPDATE that spends a generation, renewing first if due. It returns the user and the allowance
 * left (columns `user_id`, `remaining_generations`, `total_generations`), or no row when nothing is left. The
 * generation service runs it inside a larger statement, so that what the unit pays for is written in the same step.
 * `userId` and `now` may be placeholders, for a statement written once (db/client.ts, `preparedStatement`).
 */
export function spendStatement(db: Db, userId: string | Placeholder, now: Date | Placeholder) {
  const { ended, set } = afterRenewal(now, 1);
  return db
    .update(subscriptions)
    .set(set)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, "active"),
        sql`(${ended} or ${subscriptions.remainingGenerations} > 0)`,
      ),
    )
    .returning({ userId: subscriptions.userId, remaining: subscriptions.remainingGenerations, total: subscriptions.totalGenerations });
}

/** Renews an ended period (one atomic statement, a no-op otherwise), so reads never show a stale allowance. */
export async function renewIfEnded(db: Db, userId: string, now: Date): Promise<void> {
  const { ended, set } = afterRenewal(now, 0);
  await db.update(subscriptions).set(set).where(and(eq(subscriptions.userId, userId), ended));
}

/** Gives back a unit spent on a generation that produced nothing, never above the plan total: one UPDATE. */
export function refundStatement(db: Db, userId: string) {
  return db
    .update(subscriptions)
    .set({ remainingGenerations: sql`least(${subscriptions.remainingGenerations} + 1, ${subscriptions.totalGenerations})` })
    .where(eq(subscriptions.userId, userId));
}
