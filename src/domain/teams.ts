/**
 * Team workspaces: the roles and what each may do. The server enforces these on every route; the web reads the
 * same table to hide what a role cannot do.
 */
export const TEAM_ROLES = ["owner", "admin", "editor", "viewer"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The roles an invitation or a role change may give: ownership only moves by a transfer. */
export const INVITABLE_ROLES = ["admin", "editor", "viewer"] as const satisfies readonly TeamRole[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: "Owner",
  admin: "Admin",
  editor: "Editor",
  viewer: "Viewer",
};

/**
 * What each role may do, each role including the one below it: viewers read and use the team library and
 * generate; editors also create, edit, version and delete team prompts and inputs; admins also manage members;
 * the owner also manages billing and deletes the team.
 */
const RANK: Record<TeamRole, number> = { viewer: 0, editor: 1, admin: 2, owner: 3 };

export const teamCan = {
  /** Read and use the library, generate, see the team's history. */
  use: (_role: TeamRole) => true,
  /** Create, edit, version, pin, share and delete the team's prompts and inputs. */
  editLibrary: (role: TeamRole) => RANK[role] >= RANK.editor,
  /** Invite, resend and revoke invitations, change roles, remove members, see usage and the activity log. */
  manageMembers: (role: TeamRole) => RANK[role] >= RANK.admin,
  /** The team's plan and billing, transferring ownership, deleting the team. */
  own: (role: TeamRole) => role === "owner",
};

/** Seats a new team has until an admin sets another limit. */
export const DEFAULT_TEAM_SEAT_LIMIT = 10;
/** How long an invitation's accept link works. */
export const TEAM_INVITATION_DAYS = 7;
export const TEAM_NAME_MAX = 60;
/**
 * A team name is one line: no line breaks, tabs or other control characters (Unicode's Cc, spelled out: the API
 * document copies a pattern's source, and the `u` flag that \p{Cc} needs would end up inside it).
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const TEAM_NAME_ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
export const TEAM_NAME_MESSAGES = {
  missing: "Name your team.",
  tooLong: `The team name can have at most ${TEAM_NAME_MAX} characters`,
  oneLine: "Keep the name on one line.",
} as const;

/** The workspace a signed-in session acts in: its personal one (`team: null`) or a team's, with the user's role. */
export interface ActiveWorkspace {
  team: { id: string; name: string; role: TeamRole } | null;
}
