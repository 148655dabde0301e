import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";
import { adminKeys, retryAdminQuery } from "./keys";

export const USERS_PAGE_SIZE = 25;

/** GET /api/admin/users: one page of users, newest first, matching `q` in the name or e-mail. */
export function getUsers({ q, cursor }: { q: string; cursor?: string }, signal?: AbortSignal) {
  const query = { limit: String(USERS_PAGE_SIZE), q: q.trim() || undefined, cursor };
  return ok(client.admin.users.$get({ query }, { init: { signal } }));
}

export function usersQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: adminKeys.userList(q),
    queryFn: ({ pageParam, signal }) => getUsers({ q, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryAdminQuery,
  });
}

/** The users matching `q`, page by page; while a new search loads, the previous results stay on screen. */
export function useUsers(q: string) {
  return useInfiniteQuery({ ...usersQueryOptions(q), placeholderData: keepPreviousData });
}
