import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ShareCreate } from "@/domain/api/shares";
import { client, ok } from "@/web/lib/api-client";
import { libraryKeys } from "./keys";

/** The owner's share links that still open, under the library's key so one invalidation refreshes them too. */
export const sharesQuery = queryOptions({
  queryKey: [...libraryKeys.all, "shares"] as const,
  queryFn: ({ signal }) => ok(client.shares.$get({}, { init: { signal } })).then((answer) => answer.items),
});

/**
 * The owner's links as the server has them now. Views are counted as people open the links, so a list shown again
 * asks again, and `waiting` holds until that answer: no old count is shown in the meantime.
 */
export function useShares() {
  const query = useQuery({ ...sharesQuery, refetchOnMount: "always" });
  return { query, waiting: query.isPending || (query.isFetching && !query.isFetchedAfterMount) };
}

/** POST /api/saved-prompts/:id/share. */
export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ promptId, ...input }: ShareCreate & { promptId: string }) =>
      ok(client["saved-prompts"][":id"].share.$post({ param: { id: promptId }, json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesQuery.queryKey }),
  });
}

/** DELETE /api/shares/:id: the link stops opening at once. */
export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => ok(client.shares[":id"].$delete({ param: { id } })),
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData(sharesQuery.queryKey, (items) => items?.filter((share) => share.id !== id));
      return queryClient.invalidateQueries({ queryKey: sharesQuery.queryKey });
    },
  });
}
