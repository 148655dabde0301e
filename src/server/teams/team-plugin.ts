import { APIError } from "better-auth";
import { organization } from "better-auth/plugins";
import { createAccessControl } from "better-auth/plugins/access";
import { INVITABLE_ROLES, type InvitableRole, TEAM_INVITATION_DAYS, TEAM_ROLE_LABELS, type TeamRole } from "@/domain/teams";
import type { Db } from "../db/client";
import type { Clock } from "../clock";
import { onTeamsPlan } from "../entitlements/subscriptions";
import type { Mailer } from "../mail/service";
import { mailTemplates } from "../mail/templates";
import { seatsOf } from "./seats";

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

/** The refusal when a team's seats are all taken, with their number: the plugin's own says only "limit reached". */
export function noFreeSeat(seats: number) {
  return new APIError("FORBIDDEN", {
    code: "forbidden",
    message:
      `This team has no free seat: its ${seats} seats are all taken by members and pending invitations. ` +
      "Remove someone, revoke an invitation, or ask us for more seats.",
  });
}

/** The plugin's own refusal of an expired invitation (auth/routes.ts words it). */
const invitationExpired = () => new APIError("BAD_REQUEST", { code: "INVITATION_NOT_FOUND", message: "Invitation not found" });

/** The endpoints that give a role, which must be one role an invitation may give (the plugin also takes lists). */
const ROLE_PATHS = new Set(["/organization/invite-member", "/organization/update-member-role"]);

/**
 * Refuses an invitation or a role change unless its role is exactly one of INVITABLE_ROLES: ownership moves only by
 * a transfer, and a list of roles ("admin,owner", ["viewer", "owner"]) is never stored. Run by the auth hooks, which
 * see every call of these endpoints.
 */
export function teamRoleRefusal(path: string, body: Record<string, unknown>): void {
  if (!ROLE_PATHS.has(path)) return;
  if (body.role === "owner") {
    throw new APIError("BAD_REQUEST", { code: "INVALID_ROLE", message: "A team has one owner: ownership moves only by a transfer." });
  }
  if (!INVITABLE_ROLES.includes(body.role as InvitableRole)) {
    throw new APIError("BAD_REQUEST", {
      code: "invalid_input",
      message: "Some fields are invalid.",
      fields: { role: [`Choose one role: ${INVITABLE_ROLES.join(", ")}.`] },
    });
  }
}

export function teamPlugin(deps: { db: Db; mailer: Mailer; appUrl: string; clock: Clock }) {
  const { db, mailer, appUrl, clock } = deps;
  return organization({
    ac,
    roles,
    creatorRole: "owner",
    teams: { enabled: false },
    allowUserToCreateOrganization: async (user) => onTeamsPlan(db, user.id),
    // Seats count members and pending invitations alike, so an accepted invitation always finds its seat. When
    // none is free, the refusal is ours (`noFreeSeat`), before the plugin's comparison would give its own.
    membershipLimit: async (_user, team) => {
      const seats = await seatsOf(db, team.id, clock.now());
      if (seats.members >= seats.limit) throw noFreeSeat(seats.limit);
      return seats.limit;
    },
    invitationLimit: async ({ organization: team }) => {
      const seats = await seatsOf(db, team.id, clock.now());
      if (seats.members + seats.pending >= seats.limit) throw noFreeSeat(seats.limit);
      return seats.limit - seats.members;
    },
    invitationExpiresIn: TEAM_INVITATION_DAYS * 24 * 60 * 60,
    cancelPendingInvitationsOnReInvite: false,
    sendInvitationEmail: async ({ id, email, role, organization: team, inviter }) => {
      const url = `${appUrl}/invitations/${encodeURIComponent(id)}`;
      const roleLabel = TEAM_ROLE_LABELS[role as TeamRole] ?? role;
      await mailer.send(email, mailTemplates.teamInvitation(team.name, inviter.user.name || inviter.user.email, roleLabel.toLowerCase(), url));
    },
    organizationHooks: {
      // The plugin checks expiry on the machine's clock; the app's clock decides, as everywhere else.
      beforeAcceptInvitation: async ({ invitation }) => {
        if (new Date(invitation.expiresAt) <= clock.now()) throw invitationExpired();
      },
    },
  });
}
