import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";
import type { SavedPrompt } from "../types";
import { libraryKeys } from "./keys";
import { patchCachedItems } from "./pages-cache";

/** PUT /api/saved-prompts/:id/labels/:label: the label points at the version given (added if the prompt had none). */
export const movePromptLabel = ({ id, label, version }: { id: string; label: string; version: number }) =>
  ok(client["saved-prompts"][":id"].labels[":label"].$put({ param: { id, label }, json: { version } }));

export function useMovePromptLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: movePromptLabel,
    onSuccess: (saved) => {
      patchCachedItems<SavedPrompt>(queryClient, libraryKeys.promptLists, saved.id, () => saved);
      // The prompt's versions show its labels and their moves.
      void queryClient.invalidateQueries({ queryKey: libraryKeys.promptVersions(saved.id) });
    },
  });
}
