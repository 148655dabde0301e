import { APIError } from "better-auth";
import { organization } from "better-auth/plugins";
import { createAccessControl } from "better-auth/plugins/access";
import { and, count, eq } from "drizzle-orm";
import { TEAM_INVITATION_DAYS, TEAM_ROLE_LABELS, type TeamRole } from "@/domain/teams";
import type { Db } from "../db/client";
import { subscriptions, teamMembers, teams } from "../db/schema";
import type { Mailer } from "../mail/service";
import { mailTemplates } from "../mail/templates";

/**
 * better-auth's organization plugin runs team membership: creating a team, invitations, accepting, roles, removing,
 * leaving, the active workspace on the session. Only its member and invitation rules are set here; what each role
 * may do in the library is `teamCan` (domain/teams.ts), which our own routes enforce.
 */
const ac = createAccessControl({
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
} as const);

const roles = {
  owner: ac.newRole({ organization: ["update", "delete"], member: ["create", "update", "delete"], invitation: ["create", "cancel"] }),
  admin: ac.newRole({ organization: ["update"], member: ["create", "update", "delete"], invitation: ["create", "cancel"] }),
  editor: ac.newRole({ organization: [], member: [], invitation: [] }),
  viewer: ac.newRole({ organization: [], member: [], invitation: [] }),
} satisfies Record<TeamRole, unknown>;

async function seatLimit(db: Db, teamId: string): Promise<number> {
  const [team] = await db.select({ seatLimit: teams.seatLimit }).from(teams).where(eq(teams.id, teamId));
  return team?.seatLimit ?? 0;
}

async function memberCount(db: Db, teamId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.organizationId, teamId));
  return row?.n ?? 0;
}

const ownershipMovesByTransfer = () =>
  new APIError("BAD_REQUEST", { code: "INVALID_ROLE", message: "A team has one owner: ownership moves only by a transfer." });

export function teamPlugin(deps: { db: Db; mailer: Mailer; appUrl: string }) {
  const { db, mailer, appUrl } = deps;
  return organization({
    ac,
    roles,
    creatorRole: "owner",
    teams: { enabled: false },
    // Only a Teams subscriber creates a team (the plan an admin sets, or a Teams price paid).
    allowUserToCreateOrganization: async (user) => {
      const [row] = await db
        .select({ planId: subscriptions.planId })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.status, "active")));
      return row?.planId === "teams";
    },
    // Seats count members and pending invitations alike, so an accepted invitation always finds its seat.
    membershipLimit: async (_user, team) => seatLimit(db, team.id),
    invitationLimit: async ({ organization: team }) => (await seatLimit(db, team.id)) - (await memberCount(db, team.id)),
    invitationExpiresIn: TEAM_INVITATION_DAYS * 24 * 60 * 60,
    cancelPendingInvitationsOnReInvite: false,
    sendInvitationEmail: async ({ id, email, role, organization: team, inviter }) => {
      const url = `${appUrl}/invitations/${encodeURIComponent(id)}`;
      const roleLabel = TEAM_ROLE_LABELS[role as TeamRole] ?? role;
      await mailer.send(email, mailTemplates.teamInvitation(team.name, inviter.user.name || inviter.user.email, roleLabel.toLowerCase(), url));
    },
    organizationHooks: {
      beforeCreateInvitation: async ({ invitation }) => {
        if (invitation.role === "owner") throw ownershipMovesByTransfer();
      },
      beforeUpdateMemberRole: async ({ newRole }) => {
        if (newRole === "owner") throw ownershipMovesByTransfer();
      },
    },
  });
}
