import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";
import { adminKeys, retryAdminQuery } from "./keys";

export const CONTACT_MESSAGES_PAGE_SIZE = 25;

/** A message sent with the contact form; userId is the sender's account when they were signed in. */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
  createdAt: string;
}

export interface ContactMessagesPage {
  items: ContactMessage[];
  nextCursor: string | null;
}

/** GET /api/admin/contact-messages: one page of received messages, newest first. */
export function getContactMessages(cursor: string | undefined, signal?: AbortSignal): Promise<ContactMessagesPage> {
  const params = new URLSearchParams({ limit: String(CONTACT_MESSAGES_PAGE_SIZE) });
  if (cursor) params.set("cursor", cursor);
  return api<ContactMessagesPage>(`/api/admin/contact-messages?${params}`, { signal });
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
