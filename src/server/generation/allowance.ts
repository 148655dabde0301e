import { and, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import { PLAN_IDS, PLANS } from "@/domain/plans";
import type { Db } from "../db/client";
import { subscriptions, teamMembers, teams } from "../db/schema";

export interface Allowance {
  remaining: number;
  total: number;
}

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
function afterRenewal(now: Date | Placeholder, spend: 0 | 1) {
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
function teamAfterRenewal(now: Date | Placeholder, spend: 0 | 1) {
  const planTotals = PLAN_IDS.map((id) => sql.raw(`when '${id}' then ${PLANS[id].monthlyGenerations}`));
  return periodRenewal(teams, now, spend, sql`(case ${teams.planId} ${sql.join(planTotals, sql` `)} end)`);
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

/**
 * `spendStatement` for a team workspace: spends a unit of the team's pool, renewing it first if due, only while
 * `userId` is still a member (a removed member spends nothing). Returns `user_id` (the member), `team_id` and the
 * pool's `remaining_generations` and `total_generations`, or no row.
 */
export function teamSpendStatement(db: Db, teamId: string | Placeholder, userId: string | Placeholder, now: Date | Placeholder) {
  const { ended, set } = teamAfterRenewal(now, 1);
  return db
    .update(teams)
    .set(set)
    .where(
      and(
        eq(teams.id, teamId),
        sql`exists (select 1 from ${teamMembers} where ${teamMembers.organizationId} = ${teamId} and ${teamMembers.userId} = ${userId})`,
        sql`(${ended} or ${teams.remainingGenerations} > 0)`,
      ),
    )
    .returning({
      userId: sql<string>`${userId}::text`.as("user_id"),
      teamId: sql<string>`${teamId}::text`.as("team_id"),
      remaining: teams.remainingGenerations,
      total: teams.totalGenerations,
    });
}

/** `renewIfEnded` for a team's pool. */
export async function renewTeamIfEnded(db: Db, teamId: string, now: Date): Promise<void> {
  const { ended, set } = teamAfterRenewal(now, 0);
  await db.update(teams).set(set).where(and(eq(teams.id, teamId), ended));
}

/**
 * Gives back the units of the generations `source` yields (a CTE with `user_id` and `team_id`, a row a unit) to
 * whoever paid each: the pool of the row's team, or else the user's own allowance; never above the total. Two
 * UPDATEs for the `with` list of one statement, so the units are given back in the same step that closes their
 * rows, and only for rows that step closed; a payer's several units are one change of its row.
 */
export function refundStatements(source: SQL) {
  return {
    personal: sql`update ${subscriptions} set remaining_generations = least(${subscriptions.remainingGenerations} + refund.units, ${subscriptions.totalGenerations})
      from (select user_id, count(*)::int as units from ${source} where team_id is null group by user_id) refund
      where ${subscriptions.userId} = refund.user_id`,
    pooled: sql`update ${teams} set remaining_generations = least(${teams.remainingGenerations} + refund.units, ${teams.totalGenerations})
      from (select team_id, count(*)::int as units from ${source} where team_id is not null group by team_id) refund
      where ${teams.id} = refund.team_id`,
  };
}

/**
 * The allowance a generation would spend from, read without spending (renewed first if due): the user's own, or
 * the pool of `teamId` while the user is a member. Undefined when there is none to spend from.
 */
export async function readAllowance(db: Db, userId: string, teamId: string | null, now: Date): Promise<Allowance | undefined> {
  if (teamId) {
    await renewTeamIfEnded(db, teamId, now);
    const [row] = await db
      .select({ remaining: teams.remainingGenerations, total: teams.totalGenerations })
      .from(teams)
      .innerJoin(teamMembers, and(eq(teamMembers.organizationId, teams.id), eq(teamMembers.userId, userId)))
      .where(eq(teams.id, teamId));
    return row;
  }
  await renewIfEnded(db, userId, now);
  const [row] = await db
    .select({ remaining: subscriptions.remainingGenerations, total: subscriptions.totalGenerations })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "active")));
  return row;
}
