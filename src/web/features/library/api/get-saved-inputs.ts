import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";
import type { Page, SavedInput } from "../types";
import { libraryKeys } from "./keys";

/** GET /api/saved-inputs: one page, newest first. */
export function getSavedInputs({ cursor }: { cursor?: string }, signal?: AbortSignal): Promise<Page<SavedInput>> {
  return api<Page<SavedInput>>(`/api/saved-inputs${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`, { signal });
}

export function getSavedInputsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: libraryKeys.inputList,
    queryFn: ({ pageParam, signal }) => getSavedInputs({ cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useSavedInputs() {
  return useInfiniteQuery(getSavedInputsQueryOptions());
}
