/** Fixtures for the teams feature's unit tests: a session in a team, the team as each role sees it, usage, activity. */
import type { CurrentTeam, InvitationView, MyTeams, TeamMember, TeamUsage } from "@/domain/api/teams";
import type { TeamRole } from "@/domain/teams";
import { PROFILE } from "@/web/testing/session";
import type { TeamActivityPage } from "./api/teams";

export const ACME = { id: "team-1", name: "Acme" } as const;

/** GET /api/session for PROFILE acting in Acme with `role`. */
export const inAcme = (role: TeamRole = "owner") => ({ "GET /api/session": { body: { user: PROFILE, team: { ...ACME, role } } } });

/** GET /api/session for PROFILE in the personal workspace. */
export const personal = { "GET /api/session": { body: { user: PROFILE, team: null } } };

const JOINED = "2026-02-01T10:00:00.000Z";

const member = (id: string, name: string, role: TeamRole): TeamMember => ({
  id: `member-${id}`,
  userId: `user-${id}`,
  email: `${name.toLowerCase()}@example.com`,
  displayName: name,
  role,
  joinedAt: JOINED,
});

/** Acme as GET /api/teams/current answers it to PROFILE with `role` (the owner is Grace when it is not PROFILE). */
export function acmeAs(role: TeamRole, overrides: Partial<CurrentTeam> = {}): CurrentTeam {
  const me: TeamMember = { ...member("1", "Ada", role), email: PROFILE.email, displayName: PROFILE.displayName };
  const others = [member("2", "Bo", "editor"), member("3", "Cy", "viewer")];
  const manages = role === "owner" || role === "admin";
  return {
    ...ACME,
    role,
    planId: "teams",
    seatLimit: 10,
    seatsUsed: 4,
    allowance: { remaining: 4200, total: 5000, periodEnd: "2026-12-01T00:00:00.000Z" },
    members: role === "owner" ? [me, ...others] : [member("9", "Grace", "owner"), me, ...others],
    invitations: manages
      ? [{ id: "inv-1", email: "dee@example.com", role: "viewer", invitedBy: "Ada Lovelace", expiresAt: "2026-12-08T00:00:00.000Z" }]
      : [],
    ...overrides,
  };
}

export const MY_TEAMS: MyTeams = {
  teams: [
    { ...ACME, role: "owner" },
    { id: "team-2", name: "Globex", role: "viewer" },
  ],
  canCreate: true,
};

export const USAGE: TeamUsage = {
  periodStart: "2026-11-01T00:00:00.000Z",
  periodEnd: "2026-12-01T00:00:00.000Z",
  total: 800,
  members: [
    { userId: "user-1", displayName: "Ada Lovelace", email: PROFILE.email, generations: 500 },
    { userId: "user-2", displayName: "Bo", email: "bo@example.com", generations: 300 },
  ],
};

export const ACTIVITY: TeamActivityPage = {
  items: [
    { id: "a-2", type: "joined", actor: "Bo", subject: "bo@example.com", role: "editor", createdAt: "2026-11-02T10:00:00.000Z" },
    { id: "a-1", type: "invited", actor: "Ada", subject: "bo@example.com", role: "editor", createdAt: "2026-11-01T10:00:00.000Z" },
  ],
  nextCursor: null,
};

/** The id an invitation's link carries. */
export const INVITATION_ID = "inv-1";

export const INVITATION: InvitationView = {
  teamName: "Acme",
  inviter: "Grace",
  email: PROFILE.email,
  role: "editor",
  status: "pending",
  expiresAt: "2026-12-08T00:00:00.000Z",
};
