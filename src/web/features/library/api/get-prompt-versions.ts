import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";
import { libraryKeys } from "./keys";

/** GET /api/saved-prompts/:id/versions: every content the prompt has had and every move of its labels, newest first. */
export const getPromptVersions = (id: string, signal?: AbortSignal) =>
  ok(client["saved-prompts"][":id"].versions.$get({ param: { id } }, { init: { signal } }));

export const promptVersionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: libraryKeys.promptVersions(id),
    queryFn: ({ signal }) => getPromptVersions(id, signal),
  });

export function usePromptVersions(id: string) {
  return useQuery(promptVersionsQueryOptions(id));
}
