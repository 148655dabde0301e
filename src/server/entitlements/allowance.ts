import { and, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { subscriptions } from "../db/schema-billing";
import { teamMembers, teams } from "../db/schema-teams";
import { afterRenewal, teamAfterRenewal } from "./renewal";

export interface Allowance {
  remaining: number;
  total: number;
}

/**
 * What a statement that runs `spendStatement` or `teamSpendStatement` as a CTE selects from it to answer the
 * allowance left (`remaining`, `total`): the columns those statements return.
 */
export const allowanceLeft = sql.raw("remaining_generations as remaining, total_generations as total");

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
