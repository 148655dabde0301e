import { and, desc, eq, sql } from "drizzle-orm";
import type { TEAM_ACTIVITY_TYPES } from "@/domain/api/teams";
import type { TeamRole } from "@/domain/teams";
import { displayName } from "@/domain/users";
import type { Db } from "../db/client";
import { afterCursor, cursorAt, toPage } from "../db/list-queries";
import { users } from "../db/schema";
import { teamActivity, teamMembers } from "../db/schema-teams";

export type TeamActivityType = (typeof TEAM_ACTIVITY_TYPES)[number];

export interface TeamActivityEntry {
  teamId: string;
  actorId: string | null;
  type: TeamActivityType;
  subjectEmail: string | null;
  /** `role`: an invitation's or a change's new role; `from`: a change's old one; `invitationId`. */
  metadata?: { role?: TeamRole; from?: TeamRole; invitationId?: string };
}

export async function recordTeamActivity(db: Db, entry: TeamActivityEntry): Promise<void> {
  await db.insert(teamActivity).values({
    teamId: entry.teamId,
    actorId: entry.actorId,
    activityType: entry.type,
    subjectEmail: entry.subjectEmail,
    metadata: entry.metadata ?? {},
  });
}

/** A team's activity log, newest first, keyset-paginated (db/list-queries.ts). */
export async function listTeamActivity(db: Db, teamId: string, query: { cursor?: string; limit: number }) {
  const rows = await db
    .select({
      id: teamActivity.id,
      type: teamActivity.activityType,
      actorName: users.name,
      actorEmail: users.email,
      subject: teamActivity.subjectEmail,
      metadata: teamActivity.metadata,
      createdAt: teamActivity.createdAt,
      cursorAt: cursorAt(teamActivity.createdAt),
    })
    .from(teamActivity)
    .leftJoin(users, eq(users.id, teamActivity.actorId))
    .where(and(eq(teamActivity.teamId, teamId), afterCursor(teamActivity, query.cursor)))
    .orderBy(desc(teamActivity.createdAt), desc(teamActivity.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, ({ metadata, createdAt, actorName, actorEmail, ...row }) => ({
    ...row,
    // Null once the account is deleted (the row's actor_id is set null).
    actor: actorEmail === null ? null : displayName({ name: actorName, email: actorEmail }),
    role: (metadata.role as TeamRole | undefined) ?? null,
    createdAt: createdAt.toISOString(),
  }));
}

/** The e-mail of a user, for an activity row's subject. */
async function emailOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** What `membershipActivityBefore` keeps for the after hook: a member's role before a change. */
export interface MembershipBefore {
  teamRoleBefore?: TeamRole;
}

/** Before a role change: the member's current role, which the plugin's answer no longer has. */
export async function membershipActivityBefore(db: Db, path: string, body: Record<string, unknown>): Promise<MembershipBefore | null> {
  if (path !== "/organization/update-member-role" || typeof body.memberId !== "string") return null;
  const [row] = await db.select({ role: teamMembers.role }).from(teamMembers).where(eq(teamMembers.id, body.memberId));
  return row ? { teamRoleBefore: row.role } : null;
}

/** The plugin's endpoints whose success `recordMembershipActivity` records. */
export const MEMBERSHIP_ACTIVITY_PATHS = new Set([
  "/organization/create",
  "/organization/invite-member",
  "/organization/cancel-invitation",
  "/organization/accept-invitation",
  "/organization/update-member-role",
  "/organization/remove-member",
  "/organization/leave",
]);

type Invitation = { id: string; email: string; role: TeamRole; organizationId: string };
type Member = { id: string; userId: string; role: TeamRole; organizationId: string };

/**
 * The team activity row for a membership endpoint of better-auth's organization plugin that succeeded (`returned`
 * is its answer), done by `actorId`. The plugin's own hooks do not say who acted, nor cover leaving or a resent
 * invitation, so the rows are written here, after the endpoint, from its answer.
 */
export async function recordMembershipActivity(
  db: Db,
  endpoint: { path: string; returned: unknown; before: MembershipBefore },
  actorId: string,
): Promise<void> {
  const { path, returned } = endpoint;
  const actor = { actorId };
  switch (path) {
    case "/organization/create": {
      const team = returned as { id: string };
      return recordTeamActivity(db, { ...actor, teamId: team.id, type: "created", subjectEmail: null });
    }
    case "/organization/invite-member": {
      const invitation = returned as Invitation;
      // The plugin answers a resend with the same invitation: its first row here was the invitation itself.
      const [earlier] = await db
        .select({ id: teamActivity.id })
        .from(teamActivity)
        .where(and(eq(teamActivity.teamId, invitation.organizationId), sql`${teamActivity.metadata}->>'invitationId' = ${invitation.id}`))
        .limit(1);
      return recordTeamActivity(db, {
        ...actor,
        teamId: invitation.organizationId,
        type: earlier ? "invitation_resent" : "invited",
        subjectEmail: invitation.email,
        metadata: { role: invitation.role, invitationId: invitation.id },
      });
    }
    case "/organization/cancel-invitation": {
      const invitation = returned as Invitation;
      return recordTeamActivity(db, {
        ...actor,
        teamId: invitation.organizationId,
        type: "invitation_revoked",
        subjectEmail: invitation.email,
        metadata: { role: invitation.role, invitationId: invitation.id },
      });
    }
    case "/organization/accept-invitation": {
      const { invitation, member } = returned as { invitation: Invitation; member: Member };
      return recordTeamActivity(db, {
        ...actor,
        teamId: member.organizationId,
        type: "joined",
        subjectEmail: invitation.email,
        metadata: { role: member.role, invitationId: invitation.id },
      });
    }
    case "/organization/update-member-role": {
      const member = returned as Member;
      return recordTeamActivity(db, {
        ...actor,
        teamId: member.organizationId,
        type: "role_changed",
        subjectEmail: await emailOf(db, member.userId),
        metadata: { role: member.role, from: endpoint.before.teamRoleBefore },
      });
    }
    case "/organization/remove-member": {
      const { member } = returned as { member: Member };
      return recordTeamActivity(db, { ...actor, teamId: member.organizationId, type: "removed", subjectEmail: await emailOf(db, member.userId) });
    }
    case "/organization/leave": {
      const member = returned as Member;
      return recordTeamActivity(db, { ...actor, teamId: member.organizationId, type: "left", subjectEmail: await emailOf(db, member.userId) });
    }
  }
}
