import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { adminTeamPageSchema, adminTeamSchema, adminTeamUpdateSchema } from "@/domain/api/teams";
import { api } from "@/web/lib/api-client";
import { adminKeys, retryAdminQuery } from "./keys";

export type AdminTeam = z.infer<typeof adminTeamSchema>;
type AdminTeamPage = z.infer<typeof adminTeamPageSchema>;
export type AdminTeamUpdate = z.infer<typeof adminTeamUpdateSchema>;

/** GET /api/admin/teams: one page of every team. */
export const getTeams = (cursor: string | undefined, signal?: AbortSignal) =>
  api<AdminTeamPage>(`/api/admin/teams${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`, { signal });

export function useAdminTeams() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.teamList,
      queryFn: ({ pageParam, signal }) => getTeams(pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      retry: retryAdminQuery,
    }),
  );
}

/** PATCH /api/admin/teams/:id: a team's seat limit and plan; the list is read again once the server has them. */
export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: AdminTeamUpdate }) =>
      api<unknown>(`/api/admin/teams/${encodeURIComponent(id)}`, { method: "PATCH", json: changes }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.teamList }),
  });
}
