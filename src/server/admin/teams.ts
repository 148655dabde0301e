import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PlanId } from "@/domain/plans";
import { displayName } from "@/domain/users";
import type { Db } from "../db/client";
import { afterCursor, cursorAt, toPage } from "../db/list-queries";
import { notFound } from "../http/errors";
import { users } from "../db/schema";
import { teamMembers, teams } from "../db/schema-teams";
import { setTeamPlan, teamPoolColumns } from "../entitlements/team-pool";

/** Teams as the admin dashboard lists them: owner, members, seats, plan, and the pool used this period. */
function selectTeams(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      ownerId: users.id,
      ownerEmail: users.email,
      ownerName: users.name,
      members: sql<number>`(select count(*)::int from ${teamMembers} m where m.team_id = ${teams.id})`,
      seatLimit: teams.seatLimit,
      planId: teamPoolColumns.planId,
      used: teamPoolColumns.used,
      total: teamPoolColumns.total,
      createdAt: teams.createdAt,
      cursorAt: cursorAt(teams.createdAt),
    })
    .from(teams)
    .leftJoin(teamMembers, and(eq(teamMembers.organizationId, teams.id), eq(teamMembers.role, "owner")))
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .where(where);
}

type TeamRow = Awaited<ReturnType<typeof selectTeams>>[number];

function toAdminTeam({ ownerId, ownerEmail, ownerName, createdAt, ...row }: Omit<TeamRow, "cursorAt">) {
  return {
    ...row,
    owner: ownerId && ownerEmail ? { id: ownerId, email: ownerEmail, displayName: displayName({ name: ownerName, email: ownerEmail }) } : null,
    createdAt: createdAt.toISOString(),
  };
}

/** Every team, newest first, keyset-paginated like the users list. */
export async function listTeams(db: Db, query: { cursor?: string; limit: number }) {
  const rows = await selectTeams(db, afterCursor(teams, query.cursor))
    .orderBy(desc(teams.createdAt), desc(teams.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, toAdminTeam);
}

/**
 * Sets a team's seat limit and plan, both or neither (one transaction). A plan change sets the pool's total to the
 * plan's monthly generations and keeps what is left within it (entitlements). 404 for an unknown team.
 */
export async function updateTeam(db: Db, teamId: string, change: { seatLimit?: number; planId?: PlanId }) {
  const { seatLimit, planId } = change;
  const found = await db.transaction(async (tx) => {
    if (seatLimit !== undefined) {
      const updated = await tx.update(teams).set({ seatLimit }).where(eq(teams.id, teamId)).returning({ id: teams.id });
      if (updated.length === 0) return false;
    }
    return planId === undefined || setTeamPlan(tx, teamId, planId);
  });
  if (!found) throw notFound("Team");
  const [row] = await selectTeams(db, eq(teams.id, teamId));
  return toAdminTeam(row!);
}
