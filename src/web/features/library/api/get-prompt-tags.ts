import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";
import { libraryKeys } from "./keys";

/** GET /api/saved-prompts/tags: every tag of the user's prompts with how many carry it. */
export async function getPromptTags(signal?: AbortSignal) {
  return (await ok(client["saved-prompts"].tags.$get({}, { init: { signal } }))).tags;
}

export function getPromptTagsQueryOptions() {
  return queryOptions({ queryKey: libraryKeys.promptTags, queryFn: ({ signal }) => getPromptTags(signal) });
}

export function usePromptTags({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPromptTagsQueryOptions(), enabled });
}
