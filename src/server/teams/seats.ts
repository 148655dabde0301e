import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { teamInvitations, teamMembers, teams } from "../db/schema-teams";

/** A team's invitations that still hold a seat: pending and not yet expired at `now`. */
export const pendingInvitationOf = (teamId: string, now: Date) =>
  and(eq(teamInvitations.organizationId, teamId), eq(teamInvitations.status, "pending"), gt(teamInvitations.expiresAt, now));

/** A team's seat limit and what takes its seats: members and pending invitations (one query). */
export async function seatsOf(db: Db, teamId: string, now: Date): Promise<{ limit: number; members: number; pending: number }> {
  const [row] = await db
    .select({
      limit: teams.seatLimit,
      members: sql<number>`(select count(*)::int from ${teamMembers} where ${teamMembers.organizationId} = ${teamId})`,
      pending: sql<number>`(select count(*)::int from ${teamInvitations} where ${pendingInvitationOf(teamId, now)})`,
    })
    .from(teams)
    .where(eq(teams.id, teamId));
  return row ?? { limit: 0, members: 0, pending: 0 };
}
