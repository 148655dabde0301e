import { infiniteQueryOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { CurrentTeam, TeamMember, teamActivityPageSchema, teamActivitySchema } from "@/domain/api/teams";
import type { InvitableRole } from "@/domain/teams";
import { api, client, ok } from "@/web/lib/api-client";

// The teams API (src/server/teams) through the typed client; membership itself is better-auth's organization
// plugin, under /api/auth/organization, through the untyped `api`.

export type TeamActivity = z.infer<typeof teamActivitySchema>;
export type TeamActivityPage = z.infer<typeof teamActivityPageSchema>;

/** Every cached answer about teams starts with this key. */
const TEAMS_KEY = "teams";

/** The active team: members, seats and the pool (what a team's usage box shows). */
export const currentTeamQuery = queryOptions({
  queryKey: [TEAMS_KEY, "current"],
  queryFn: ({ signal }) => ok(client.teams.current.$get({}, { init: { signal } })),
});

/**
 * The team's pool in the cache, for the builders: what a generation in the team spent shows at once, before the
 * refetch confirms it. Teams alone writes its cache; others go through this.
 */
export const teamAllowance = {
  remaining: (queryClient: QueryClient) => queryClient.getQueryData<CurrentTeam>(currentTeamQuery.queryKey)?.allowance.remaining,
  set: (queryClient: QueryClient, remaining: number, total?: number) =>
    queryClient.setQueryData<CurrentTeam>(currentTeamQuery.queryKey, (team) =>
      team ? { ...team, allowance: { ...team.allowance, remaining, total: total ?? team.allowance.total } } : team,
    ),
  refresh: (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: currentTeamQuery.queryKey, exact: true }),
};

export const teamUsageQuery = queryOptions({
  queryKey: [TEAMS_KEY, "current", "usage"],
  queryFn: ({ signal }) => ok(client.teams.current.usage.$get({}, { init: { signal } })),
});

export const teamActivityQuery = infiniteQueryOptions({
  queryKey: [TEAMS_KEY, "current", "activity"],
  queryFn: ({ signal, pageParam }) =>
    ok(client.teams.current.activity.$get({ query: pageParam ? { cursor: pageParam } : {} }, { init: { signal } })),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});

/** The server makes the slug, makes the creator the owner and the new team the session's workspace. */
export const createTeam = (name: string) => ok(client.teams.$post({ json: { name } }));

/** The session's workspace: a team, or null for the personal one. */
export const setActiveTeam = (organizationId: string | null) =>
  api<unknown>("/api/auth/organization/set-active", { json: { organizationId } });

export const inviteMember = (input: { email: string; role: InvitableRole; organizationId: string; resend?: true }) =>
  api<unknown>("/api/auth/organization/invite-member", { json: input });

export const cancelInvitation = (invitationId: string) =>
  api<unknown>("/api/auth/organization/cancel-invitation", { json: { invitationId } });

/** Answers the new membership, with the team it belongs to. */
export const acceptInvitation = (invitationId: string) =>
  api<{ member: { organizationId: string } }>("/api/auth/organization/accept-invitation", { json: { invitationId } });

export const rejectInvitation = (invitationId: string) =>
  api<unknown>("/api/auth/organization/reject-invitation", { json: { invitationId } });

export const updateMemberRole = (input: { memberId: string; role: InvitableRole; organizationId: string }) =>
  api<unknown>("/api/auth/organization/update-member-role", { json: input });

export const removeMember = (member: TeamMember, organizationId: string) =>
  api<unknown>("/api/auth/organization/remove-member", { json: { memberIdOrEmail: member.id, organizationId } });

export const leaveTeam = (organizationId: string) =>
  api<unknown>("/api/auth/organization/leave", { json: { organizationId } });

export const deleteTeam = (organizationId: string) =>
  api<unknown>("/api/auth/organization/delete", { json: { organizationId } });

/** The member becomes the owner; the owner becomes an admin. */
export const transferOwnership = (memberId: string) => ok(client.teams.current.transfer.$post({ json: { memberId } }));

/** GET /api/invitations/:id, read by anyone holding the link. */
export const invitationQuery = (id: string) =>
  queryOptions({
    queryKey: ["invitation", id],
    queryFn: ({ signal }) => ok(client.invitations[":id"].$get({ param: { id } }, { init: { signal } })),
  });
