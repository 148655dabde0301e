import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";
import { libraryKeys } from "./keys";

/** GET /api/saved-inputs: one page, newest first. */
export const getSavedInputs = ({ cursor }: { cursor?: string }, signal?: AbortSignal) =>
  ok(client["saved-inputs"].$get({ query: { cursor } }, { init: { signal } }));

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
