import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";
import type { UsersPage } from "../types";
import { adminKeys, retryAdminQuery } from "./keys";

export const USERS_PAGE_SIZE = 25;

/** GET /api/admin/users: one page of users, newest first, matching `q` in the name or e-mail. */
export function getUsers({ q, cursor }: { q: string; cursor?: string }, signal?: AbortSignal): Promise<UsersPage> {
  const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
  if (q.trim()) params.set("q", q.trim());
  if (cursor) params.set("cursor", cursor);
  return api<UsersPage>(`/api/admin/users?${params}`, { signal });
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
