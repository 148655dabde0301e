import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";
import type { TagCount } from "../types";
import { libraryKeys } from "./keys";

/** GET /api/saved-prompts/tags: every tag of the user's prompts with how many carry it. */
export async function getPromptTags(signal?: AbortSignal): Promise<TagCount[]> {
  return (await api<{ tags: TagCount[] }>("/api/saved-prompts/tags", { signal })).tags;
}

export function getPromptTagsQueryOptions() {
  return queryOptions({ queryKey: libraryKeys.promptTags, queryFn: ({ signal }) => getPromptTags(signal) });
}

export function usePromptTags({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPromptTagsQueryOptions(), enabled });
}
