import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";
import type { SavedPrompt } from "../types";
import { libraryKeys } from "./keys";
import { patchCachedItems } from "./pages-cache";

/** DELETE /api/saved-prompts/:id. */
export const deleteSavedPrompt = (id: string) => ok(client["saved-prompts"][":id"].$delete({ param: { id } }));

export function useDeleteSavedPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedPrompt,
    onSuccess: (_nothing, id) => {
      patchCachedItems<SavedPrompt>(queryClient, libraryKeys.promptLists, id, () => null);
      void queryClient.invalidateQueries({ queryKey: libraryKeys.prompts });
    },
  });
}
