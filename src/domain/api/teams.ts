import { z } from "zod";
import { pageCursorSchema, userPageCursorSchema } from "../page-cursor";
import { PLAN_IDS } from "../plans";
import { TEAM_NAME_MAX, TEAM_NAME_MESSAGES, TEAM_NAME_ONE_LINE, TEAM_ROLES } from "../teams";

/**
 * The teams API's answers (src/server/teams). Membership itself (create, invite, accept, change a role, remove,
 * leave, switch workspace) is better-auth's organization plugin under /api/auth/organization/*.
 */

/** One of the user's teams, for the workspace switcher. */
export const myTeamSchema = z.object({ id: z.string(), name: z.string(), role: z.enum(TEAM_ROLES) });

/** GET /api/teams: the user's teams, and whether their plan lets them create one. */
export const myTeamsSchema = z.object({ teams: z.array(myTeamSchema), canCreate: z.boolean() });
export type MyTeams = z.infer<typeof myTeamsSchema>;

/** POST /api/teams: a new team (the server makes its slug). */
export const createTeamSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, TEAM_NAME_MESSAGES.missing)
    .max(TEAM_NAME_MAX, TEAM_NAME_MESSAGES.tooLong)
    .regex(TEAM_NAME_ONE_LINE, TEAM_NAME_MESSAGES.oneLine),
});

export const teamMemberSchema = z.object({
  /** The membership's id (what remove, role change and transfer take). */
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.iso.datetime(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  invitedBy: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** GET /api/teams/current: the active team, its members, seats and allowance; invitations for owners and admins. */
export const currentTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  planId: z.enum(PLAN_IDS),
  seatLimit: z.int(),
  /** Members plus pending invitations: what the seat limit counts. */
  seatsUsed: z.int(),
  allowance: z.object({ remaining: z.int(), total: z.int(), periodEnd: z.iso.datetime() }),
  members: z.array(teamMemberSchema),
  /** Pending invitations; empty for editors and viewers, who do not manage members. */
  invitations: z.array(teamInvitationSchema),
});
export type CurrentTeam = z.infer<typeof currentTeamSchema>;

/** GET /api/teams/current/usage: generations per member in the current period (owners and admins). */
export const teamUsageSchema = z.object({
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  total: z.int(),
  members: z.array(z.object({ userId: z.string(), displayName: z.string(), email: z.string(), generations: z.int() })),
});
export type TeamUsage = z.infer<typeof teamUsageSchema>;

export const TEAM_ACTIVITY_TYPES = [
  "created",
  "invited",
  "invitation_resent",
  "invitation_revoked",
  "joined",
  "left",
  "role_changed",
  "removed",
  "ownership_transferred",
] as const;

/** One line of the team's activity log (owners and admins). */
export const teamActivitySchema = z.object({
  id: z.string(),
  type: z.enum(TEAM_ACTIVITY_TYPES),
  /** Who did it; null once that account is deleted. */
  actor: z.string().nullable(),
  /** Whom it concerns, by e-mail. */
  subject: z.string().nullable(),
  /** A role change's roles, an invitation's role. */
  role: z.enum(TEAM_ROLES).nullable(),
  createdAt: z.iso.datetime(),
});
export const teamActivityPageSchema = z.object({ items: z.array(teamActivitySchema), nextCursor: z.string().nullable() });

/** GET /api/teams/current/activity: a page of the log. */
export const teamActivityQuerySchema = z.object({
  cursor: pageCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** POST /api/teams/current/transfer: the member who becomes the owner (the owner becomes an admin). */
export const transferOwnershipSchema = z.object({ memberId: z.string().min(1) });

export const INVITATION_STATUSES = ["pending", "accepted", "canceled", "rejected", "expired"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** GET /api/invitations/:id: what the accept page shows to whoever holds the link. */
export const invitationViewSchema = z.object({
  teamName: z.string(),
  /** The inviter's display name. */
  inviter: z.string(),
  role: z.enum(TEAM_ROLES),
  /** The address invited: accepting needs an account with it. */
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.iso.datetime(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** POST /api/saved-prompts/:id/copy and /api/saved-inputs/:id/copy: where the copy goes (null: personal). */
export const copyToWorkspaceSchema = z.object({ teamId: z.string().min(1).nullable() });

/** GET /api/admin/teams: one team as the admin dashboard lists it. */
export const adminTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  owner: z.object({ id: z.string(), email: z.string(), displayName: z.string() }).nullable(),
  members: z.int(),
  seatLimit: z.int(),
  planId: z.enum(PLAN_IDS),
  /** Generations spent from the pool in the current period. */
  used: z.int(),
  total: z.int(),
  createdAt: z.iso.datetime(),
});
export const adminTeamPageSchema = z.object({ items: z.array(adminTeamSchema), nextCursor: z.string().nullable() });

/** GET /api/admin/teams: newest first; better-auth makes team ids of letters and digits, as it does user ids. */
export const adminTeamsQuerySchema = z.object({
  cursor: userPageCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** PATCH /api/admin/teams/:id: a team's seat limit and plan. */
export const adminTeamUpdateSchema = z
  .object({ seatLimit: z.int().min(1).max(1000).optional(), planId: z.enum(PLAN_IDS).optional() })
  .refine((v) => v.seatLimit !== undefined || v.planId !== undefined, "Give a seat limit or a plan.");
