import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";
import { libraryKeys } from "./keys";

/** POST /api/saved-prompts/:id/restore: Undo of a delete, within a minute of it. */
export const restoreSavedPrompt = (id: string) => ok(client["saved-prompts"][":id"].restore.$post({ param: { id } }));

export function useRestoreSavedPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreSavedPrompt,
    // The lists come back from the server, with the prompt in its old place and its tags counted again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: libraryKeys.prompts }),
  });
}
