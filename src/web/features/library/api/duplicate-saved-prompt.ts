import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";
import { libraryKeys } from "./keys";

/** POST /api/saved-prompts/:id/duplicate: a copy, held to the plan's limit like any save. */
export const duplicateSavedPrompt = (id: string) => ok(client["saved-prompts"][":id"].duplicate.$post({ param: { id } }));

export function useDuplicateSavedPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateSavedPrompt,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: libraryKeys.prompts }),
  });
}
