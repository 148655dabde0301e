import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";
import type { Page, PromptFilters, SavedPrompt } from "../types";
import { libraryKeys } from "./keys";

/** GET /api/saved-prompts: one page, newest first, carrying all `tags` and matching `q`. */
export function getSavedPrompts(
  { cursor, tags, q }: PromptFilters & { cursor?: string },
  signal?: AbortSignal,
): Promise<Page<SavedPrompt>> {
  const params = new URLSearchParams();
  if (cursor) params.set("cursor", cursor);
  if (tags.length) params.set("tags", tags.join(","));
  if (q.trim()) params.set("q", q.trim());
  const query = params.toString();
  return api<Page<SavedPrompt>>(`/api/saved-prompts${query ? `?${query}` : ""}`, { signal });
}

export function getSavedPromptsQueryOptions(filters: PromptFilters) {
  return infiniteQueryOptions({
    queryKey: libraryKeys.promptList(filters),
    queryFn: ({ pageParam, signal }) => getSavedPrompts({ ...filters, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The saved prompts, page by page; while new filters load, the previous results stay on screen. */
export function useSavedPrompts(filters: PromptFilters) {
  return useInfiniteQuery({ ...getSavedPromptsQueryOptions(filters), placeholderData: keepPreviousData });
}
