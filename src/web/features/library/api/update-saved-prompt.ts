import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";
import type { SavedPrompt } from "../types";
import { libraryKeys } from "./keys";
import { patchCachedItems } from "./pages-cache";

export interface SavedPromptChanges {
  title?: string;
  content?: string;
  /** A comma-separated string or a list. */
  tags?: string | string[];
}

/** PATCH /api/saved-prompts/:id. */
export function updateSavedPrompt({ id, changes }: { id: string; changes: SavedPromptChanges }): Promise<SavedPrompt> {
  return api<SavedPrompt>(`/api/saved-prompts/${encodeURIComponent(id)}`, { method: "PATCH", json: changes });
}

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
