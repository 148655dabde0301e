import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";
import { adminKeys, retryAdminQuery } from "./keys";

/** GET /api/admin/users/:id/stats: all-time text and art with percentages, and the last 7 days. */
export const getUserStats = (id: string, signal?: AbortSignal) =>
  ok(client.admin.users[":id"].stats.$get({ param: { id: encodeURIComponent(id) } }, { init: { signal } }));

export const userStatsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.userStats(id),
    queryFn: ({ signal }) => getUserStats(id, signal),
    retry: retryAdminQuery,
    // Opening the dialog again shows fresh figures.
    staleTime: 0,
  });

/** One user's statistics; nothing is fetched without an id. */
export function useUserStats(id: string | undefined) {
  return useQuery({ ...userStatsQueryOptions(id ?? ""), enabled: Boolean(id) });
}
