import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { PLAN_IDS, PLANS } from "@/domain/plans";
import { subscriptions } from "../db/schema-billing";
import { teams } from "../db/schema-teams";

/** A table that holds a monthly allowance and its period: a user's subscription, or a team's pool. */
type Pool = typeof subscriptions | typeof teams;

/**
 * The allowance and period columns of a `pool` row after `now`, spending `spend` units. When the period has ended,
 * the period first renews: the allowance refills to `renewedTotal` and the period moves forward by whole calendar
 * months from its old end, so periods stay anchored to sign-up or the billing date. Every expression reads the
 * row as it was, so the whole change is one atomic UPDATE.
 */
function periodRenewal(pool: Pool, now: Date | Placeholder, spend: 0 | 1, renewedTotal: SQL) {
  const at = sql`${now instanceof Date ? now.toISOString() : now}::timestamptz`;
  const ended = sql`${pool.currentPeriodEnd} <= ${at}`;
  const months = sql`(extract(year from age(${at}, ${pool.currentPeriodEnd})) * 12 + extract(month from age(${at}, ${pool.currentPeriodEnd})))::int`;
  return {
    ended,
    set: {
      remainingGenerations: sql`(case when ${ended} then ${renewedTotal} else ${pool.remainingGenerations} end) - ${spend}`,
      totalGenerations: sql`case when ${ended} then ${renewedTotal} else ${pool.totalGenerations} end`,
      currentPeriodStart: sql`case when ${ended} then ${pool.currentPeriodEnd} + make_interval(months => ${months}) else ${pool.currentPeriodStart} end`,
      currentPeriodEnd: sql`case when ${ended} then ${pool.currentPeriodEnd} + make_interval(months => ${months} + 1) else ${pool.currentPeriodEnd} end`,
    },
  };
}

/** A subscription after `now` (`periodRenewal`): a plan cancelled at period end becomes free as it renews. */
export function afterRenewal(now: Date | Placeholder, spend: 0 | 1) {
  const s = subscriptions;
  const renewedTotal = sql`case when ${s.cancelAtPeriodEnd} then ${PLANS.free.monthlyGenerations} else ${s.totalGenerations} end`;
  const { ended, set } = periodRenewal(s, now, spend, renewedTotal);
  return {
    ended,
    set: {
      ...set,
      planId: sql`case when ${ended} and ${s.cancelAtPeriodEnd} then 'free' else ${s.planId} end`,
      cancelAtPeriodEnd: sql`case when ${ended} then false else ${s.cancelAtPeriodEnd} end`,
    },
  };
}

/** A team's pool after `now` (`periodRenewal`): it refills to its plan's monthly generations. */
export function teamAfterRenewal(now: Date | Placeholder, spend: 0 | 1) {
  const planTotals = PLAN_IDS.map((id) => sql.raw(`when '${id}' then ${PLANS[id].monthlyGenerations}`));
  return periodRenewal(teams, now, spend, sql`(case ${teams.planId} ${sql.join(planTotals, sql` `)} end)`);
}
