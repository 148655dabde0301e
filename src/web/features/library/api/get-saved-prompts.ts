import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";
import type { PromptFilters } from "../types";
import { libraryKeys } from "./keys";

/** GET /api/saved-prompts: one page, newest first, carrying all `tags` and matching `q`. */
export function getSavedPrompts({ cursor, tags, q }: PromptFilters & { cursor?: string }, signal?: AbortSignal) {
  const query = { cursor, tags: tags.length ? tags.join(",") : undefined, q: q.trim() || undefined };
  return ok(client["saved-prompts"].$get({ query }, { init: { signal } }));
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
