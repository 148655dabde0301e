import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";
import type { PromptFilters } from "../types";
import { libraryKeys } from "./keys";

/** GET /api/saved-prompts: one page in the `sort` order, carrying all (or any) `tags` and matching `q`. */
export function getSavedPrompts({ cursor, tags, tagMode, q, sort }: PromptFilters & { cursor?: string }, signal?: AbortSignal) {
  // The defaults (newest first, all of the tags) are left out, as the server takes them anyway.
  const query = {
    cursor,
    tags: tags.length ? tags.join(",") : undefined,
    tagMode: tags.length && tagMode !== "all" ? tagMode : undefined,
    q: q.trim() || undefined,
    sort: sort === "newest" ? undefined : sort,
  };
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
