import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { savedPromptUpdateSchema } from "@/domain/library-schemas";
import { client, ok } from "@/web/lib/api-client";
import type { SavedPrompt } from "../types";
import { libraryKeys } from "./keys";
import { patchCachedItems } from "./pages-cache";

/** A new title, text or tags (a comma-separated string or a list). */
export type SavedPromptChanges = z.input<typeof savedPromptUpdateSchema>;

/** PATCH /api/saved-prompts/:id. */
export const updateSavedPrompt = ({ id, changes }: { id: string; changes: SavedPromptChanges }) =>
  ok(client["saved-prompts"][":id"].$patch({ param: { id }, json: changes }));

export function useUpdateSavedPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedPrompt,
    onSuccess: (saved) => {
      patchCachedItems<SavedPrompt>(queryClient, libraryKeys.promptLists, saved.id, () => saved);
      void queryClient.invalidateQueries({ queryKey: libraryKeys.prompts });
    },
  });
}
