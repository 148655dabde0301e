import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";
import { adminKeys, retryAdminQuery } from "./keys";

export const CONTACT_MESSAGES_PAGE_SIZE = 25;

/** GET /api/admin/contact-messages: one page of received messages, newest first. */
export function getContactMessages(cursor: string | undefined, signal?: AbortSignal) {
  const query = { limit: String(CONTACT_MESSAGES_PAGE_SIZE), cursor };
  return ok(client.admin["contact-messages"].$get({ query }, { init: { signal } }));
}

export function contactMessagesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: adminKeys.contactMessages,
    queryFn: ({ pageParam, signal }) => getContactMessages(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryAdminQuery,
  });
}

export function useContactMessages() {
  return useInfiniteQuery(contactMessagesQueryOptions());
}
