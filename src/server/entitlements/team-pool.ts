import { eq, sql } from "drizzle-orm";
import { PLANS, type PlanId } from "@/domain/plans";
import type { Db } from "../db/client";
import { teams } from "../db/schema-teams";
import { renewTeamIfEnded } from "./allowance";

/**
 * A team's plan and pooled allowance as columns of a select of `teams`, so the teams module and the admin dashboard
 * show them in the same query as the team's other columns, while only this module names them.
 */
export const teamPoolColumns = {
  planId: teams.planId,
  remaining: teams.remainingGenerations,
  total: teams.totalGenerations,
  /** Generations spent this period. */
  used: sql<number>`${teams.totalGenerations} - ${teams.remainingGenerations}`,
  periodStart: teams.currentPeriodStart,
  periodEnd: teams.currentPeriodEnd,
};

/** The team's pool after renewing it if its period ended; undefined for an unknown team. */
export async function teamPoolOf(db: Db, teamId: string, now: Date) {
  await renewTeamIfEnded(db, teamId, now);
  const { planId, remaining, total, periodStart, periodEnd } = teamPoolColumns;
  const [pool] = await db.select({ planId, remaining, total, periodStart, periodEnd }).from(teams).where(eq(teams.id, teamId));
  return pool;
}

/**
 * Puts the team on `planId`: the pool's total becomes the plan's monthly generations and what is left stays
 * within it (one UPDATE). False for an unknown team.
 */
export async function setTeamPlan(db: Db, teamId: string, planId: PlanId): Promise<boolean> {
  const total = PLANS[planId].monthlyGenerations;
  const updated = await db
    .update(teams)
    .set({ planId, totalGenerations: total, remainingGenerations: sql`least(${teams.remainingGenerations}, ${total}::int)` })
    .where(eq(teams.id, teamId))
    .returning({ id: teams.id });
  return updated.length > 0;
}
