import type { TeamActivity } from "./api/teams";
import { TEAM_ROLE_LABELS, type TeamRole } from "@/domain/teams";
import { ApiError } from "@/web/lib/api-client";

/** Our texts for team workspaces (the spec has none). */
export const TEAM_MESSAGES = {
  personal: "Personal",
  switchFailed: "Could not switch workspaces. Please try again.",
  teamsLoadFailed: "Could not load your teams.",
  createFailed: "Could not create the team. Please try again.",
  loadFailed: "Could not load the team.",
  usageLoadFailed: "Could not load the team's usage.",
  activityLoadFailed: "Could not load the activity log.",
  noActivity: "Nothing has happened in this team yet.",
  noInvitations: "No pending invitations.",
  invalidEmail: "Enter an e-mail address, like name@example.com.",
  inviteFailed: "Could not send the invitation. Please try again.",
  actionFailed: "That did not work. Please try again.",
  invitationNotFound: "This invitation link is not valid. Ask for a new invitation.",
  invitationLoadFailed: "Could not load the invitation. Please try again.",
} as const;

export const nowWorkingIn = (name: string) => `Now working in ${name}`;
export const invitationSent = (email: string) => `Invitation sent to ${email}`;
export const invitationResent = (email: string) => `Invitation sent again to ${email}`;
export const invitationRevoked = (email: string) => `Invitation to ${email} revoked`;
export const roleChanged = (name: string, role: TeamRole) => `${name} is now ${article(role)} ${roleName(role)}`;
export const memberRemoved = (name: string) => `${name} was removed from the team`;
export const ownershipTransferred = (name: string) => `${name} now owns the team`;
export const leftTeam = (team: string) => `You left ${team}`;
export const teamDeleted = (team: string) => `${team} was deleted`;
export const joinedTeam = (team: string) => `You joined ${team}`;

/** A role as a sentence says it: "editor". */
export const roleName = (role: TeamRole) => TEAM_ROLE_LABELS[role].toLowerCase();
const article = (role: TeamRole) => (role === "owner" || role === "admin" || role === "editor" ? "an" : "a");

/** The server's words when it explains a refusal (a full team, a bad address, a role it may not give), else ours. */
export function teamFailure(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const field = Object.values(error.fields)[0]?.[0];
  if (field) return field;
  if (error.status >= 500 || error.code === "http_error") return fallback;
  return error.message;
}

/** One line of the activity log, as a sentence: "Ana invited bo@x.com as editor". */
export function activitySentence({ type, actor, subject, role }: TeamActivity): string {
  const who = actor ?? "A deleted account";
  const whom = subject ?? "a deleted account";
  const as = role ? ` as ${roleName(role)}` : "";
  switch (type) {
    case "created":
      return `${who} created the team`;
    case "invited":
      return `${who} invited ${whom}${as}`;
    case "invitation_resent":
      return `${who} sent the invitation to ${whom} again`;
    case "invitation_revoked":
      return `${who} revoked the invitation to ${whom}`;
    case "joined":
      return `${who} joined${as}`;
    case "left":
      return `${who} left the team`;
    case "role_changed":
      return role ? `${who} made ${whom} ${article(role)} ${roleName(role)}` : `${who} changed ${whom}'s role`;
    case "removed":
      return `${who} removed ${whom}`;
    case "ownership_transferred":
      return `${who} made ${whom} the owner`;
  }
}
