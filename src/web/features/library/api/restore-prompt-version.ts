import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";
import type { SavedPrompt } from "../types";
import { libraryKeys } from "./keys";
import { patchCachedItems } from "./pages-cache";

/**
 * POST /api/saved-prompts/:id/versions/:version/restore: the prompt takes that version's content, as a new version
 * with the note ("Restored version N" when blank).
 */
export const restorePromptVersion = ({ id, version, note }: { id: string; version: number; note?: string }) =>
  ok(
    client["saved-prompts"][":id"].versions[":version"].restore.$post({
      param: { id, version: String(version) },
      json: note?.trim() ? { note } : {},
    }),
  );

export function useRestorePromptVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePromptVersion,
    onSuccess: (saved) => {
      patchCachedItems<SavedPrompt>(queryClient, libraryKeys.promptLists, saved.id, () => saved);
      // The lists (searches match the content) and the prompt's versions, with the new one.
      void queryClient.invalidateQueries({ queryKey: libraryKeys.prompts });
    },
  });
}
