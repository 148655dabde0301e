import { and, asc, eq, sql } from "drizzle-orm";
import type { CurrentTeam, InvitationStatus, TeamUsage } from "@/domain/api/teams";
import { teamCan, type TeamRole } from "@/domain/teams";
import { displayName } from "@/domain/users";
import type { Db } from "../db/client";
import { HttpError, notFound } from "../http/errors";
import { users } from "../db/schema";
import { generationHistory } from "../db/schema-generation";
import { teamInvitations, teamMembers, teams } from "../db/schema-teams";
import { renewTeamIfEnded } from "../entitlements/allowance";
import { teamPoolColumns, teamPoolOf } from "../entitlements/team-pool";
import type { Workspace } from "../http/context";
import { recordTeamActivity } from "./activity";
import { pendingInvitationOf, seatsOf } from "./seats";

type ActiveTeam = NonNullable<Workspace["team"]>;

export const forbidden = (message: string) => new HttpError(403, "forbidden", message);

/** The active team, or 403 when the session acts in the personal workspace. */
export function requireTeam(team: Workspace["team"]): ActiveTeam {
  if (!team) throw forbidden("Switch to a team first.");
  return team;
}

/** The active team when the user's role there manages members (owners and admins); 403 otherwise. */
export function requireManager(team: Workspace["team"]): ActiveTeam {
  const active = requireTeam(team);
  if (!teamCan.manageMembers(active.role)) throw forbidden("Only the team's owner and admins can do this.");
  return active;
}

/** The user's teams, oldest membership first. */
export function teamsOf(db: Db, userId: string) {
  return db
    .select({ id: teams.id, name: teams.name, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.organizationId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teamMembers.createdAt), asc(teams.id));
}

/** A URL-safe, unique slug for a new team (the plugin needs one; nothing shows it). */
export function newTeamSlug(name: string): string {
  const base = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 40);
  return `${base || "team"}-${crypto.randomUUID().slice(0, 8)}`;
}

/** The active team as its members see it; invitations only for those who manage members. */
export async function currentTeam(db: Db, team: ActiveTeam, now: Date): Promise<CurrentTeam> {
  await renewTeamIfEnded(db, team.id, now);
  const [[row], members, seats, invitations] = await Promise.all([
    db.select({ id: teams.id, name: teams.name, seatLimit: teams.seatLimit, ...teamPoolColumns }).from(teams).where(eq(teams.id, team.id)),
    db
      .select({ id: teamMembers.id, userId: users.id, email: users.email, name: users.name, role: teamMembers.role, joinedAt: teamMembers.createdAt })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.organizationId, team.id))
      .orderBy(asc(teamMembers.createdAt), asc(teamMembers.id)),
    seatsOf(db, team.id, now),
    teamCan.manageMembers(team.role)
      ? db
          .select({
            id: teamInvitations.id,
            email: teamInvitations.email,
            role: teamInvitations.role,
            inviter: { name: users.name, email: users.email },
            expiresAt: teamInvitations.expiresAt,
          })
          .from(teamInvitations)
          .innerJoin(users, eq(users.id, teamInvitations.inviterId))
          .where(pendingInvitationOf(team.id, now))
          .orderBy(asc(teamInvitations.createdAt))
      : Promise.resolve([]),
  ]);
  if (!row) throw notFound("Team");
  return {
    id: row.id,
    name: row.name,
    role: team.role,
    planId: row.planId,
    seatLimit: row.seatLimit,
    seatsUsed: seats.members + seats.pending,
    allowance: { remaining: row.remaining, total: row.total, periodEnd: row.periodEnd.toISOString() },
    members: members.map(({ name, ...m }) => ({ ...m, displayName: displayName({ name, email: m.email }), joinedAt: m.joinedAt.toISOString() })),
    invitations: invitations.map(({ inviter, ...i }) => ({ ...i, invitedBy: displayName(inviter), expiresAt: i.expiresAt.toISOString() })),
  };
}

/** Completed generations per member in the team's current period; members who generated nothing count 0. */
export async function teamUsage(db: Db, teamId: string, now: Date): Promise<TeamUsage> {
  const pool = await teamPoolOf(db, teamId, now);
  if (!pool) throw notFound("Team");
  const members = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      generations: sql<number>`(select count(*)::int from ${generationHistory}
        where ${generationHistory.teamId} = ${teamId} and ${generationHistory.userId} = ${users.id}
          and ${generationHistory.status} = 'completed' and ${generationHistory.createdAt} >= ${pool.periodStart.toISOString()}::timestamptz)`,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.organizationId, teamId))
    .orderBy(asc(teamMembers.createdAt), asc(teamMembers.id));
  return {
    periodStart: pool.periodStart.toISOString(),
    periodEnd: pool.periodEnd.toISOString(),
    total: members.reduce((sum, m) => sum + m.generations, 0),
    members: members.map(({ name, ...m }) => ({ ...m, displayName: displayName({ name, email: m.email }) })),
  };
}

/**
 * The owner hands the team to another member, in one transaction: that member becomes the owner and the old owner
 * an admin. The activity log records it.
 */
export async function transferOwnership(db: Db, team: ActiveTeam, owner: { id: string }, memberId: string): Promise<void> {
  if (!teamCan.own(team.role)) throw forbidden("Only the team's owner can transfer ownership.");
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: teamMembers.userId, email: users.email })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.id, memberId), eq(teamMembers.organizationId, team.id)));
    if (!member) throw notFound("Member");
    if (member.userId === owner.id) throw new HttpError(400, "team_owner", "You already own this team.");
    // Still the owner at this instant, or nothing changes.
    const demoted = await tx
      .update(teamMembers)
      .set({ role: "admin" satisfies TeamRole })
      .where(and(eq(teamMembers.organizationId, team.id), eq(teamMembers.userId, owner.id), eq(teamMembers.role, "owner")))
      .returning({ id: teamMembers.id });
    if (demoted.length === 0) throw forbidden("Only the team's owner can transfer ownership.");
    await tx.update(teamMembers).set({ role: "owner" }).where(eq(teamMembers.id, memberId));
    await recordTeamActivity(tx, { teamId: team.id, actorId: owner.id, type: "ownership_transferred", subjectEmail: member.email });
  });
}

/** What the accept page shows of an invitation, to whoever holds its link; 404 for an unknown id. */
export async function invitationView(db: Db, invitationId: string, now: Date) {
  const [row] = await db
    .select({
      teamName: teams.name,
      inviter: { name: users.name, email: users.email },
      role: teamInvitations.role,
      email: teamInvitations.email,
      status: teamInvitations.status,
      expiresAt: teamInvitations.expiresAt,
    })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.organizationId))
    .innerJoin(users, eq(users.id, teamInvitations.inviterId))
    .where(eq(teamInvitations.id, invitationId));
  if (!row) throw notFound("Invitation");
  const { expiresAt, status, inviter, ...view } = row;
  const expired = status === "pending" && expiresAt <= now;
  return {
    ...view,
    inviter: displayName(inviter),
    status: (expired ? "expired" : status) as InvitationStatus,
    expiresAt: expiresAt.toISOString(),
  };
}
