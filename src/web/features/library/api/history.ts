import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { client, ok, okResponse } from "@/web/lib/api-client";
import type { HistoryFilters } from "../types";
import { type ExportFile, filenameOf, saveFile } from "./export-saved-prompts";
import { libraryKeys } from "./keys";

/** GET /api/history: one page of the user's generations, newest first. */
export function getHistory({ cursor, type, q }: HistoryFilters & { cursor?: string }, signal?: AbortSignal) {
  const query = { cursor, type: type || undefined, q: q.trim() || undefined };
  return ok(client.history.$get({ query }, { init: { signal } }));
}

export function getHistoryQueryOptions(filters: HistoryFilters) {
  return infiniteQueryOptions({
    queryKey: libraryKeys.historyList(filters),
    queryFn: ({ pageParam, signal }) => getHistory({ ...filters, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Every generation lands here: coming back after one shows it, without waiting for the cache to age.
    staleTime: 0,
  });
}

/** The generations, page by page; while new filters load, the previous results stay on screen. */
export function useHistory(filters: HistoryFilters) {
  return useInfiniteQuery({ ...getHistoryQueryOptions(filters), placeholderData: keepPreviousData });
}

/** GET /api/history/{id}: one generation, whole (a settled generation never changes). */
export function useHistoryEntry(id: string | null) {
  return useQuery({
    queryKey: libraryKeys.historyEntry(id ?? ""),
    queryFn: ({ signal }) => ok(client.history[":id"].$get({ param: { id: id ?? "" } }, { init: { signal } })),
    enabled: id !== null,
    staleTime: Infinity,
  });
}

/** GET /api/history/export: every generation as one JSON file. */
export async function exportHistory(): Promise<ExportFile> {
  const res = await okResponse(client.history.export.$get());
  return { blob: await res.blob(), filename: filenameOf(res.headers.get("content-disposition"), "promptsmith-history.json") };
}

/** Fetches the History export and starts its download. */
export function useExportHistory() {
  return useMutation({ mutationFn: exportHistory, onSuccess: saveFile });
}
