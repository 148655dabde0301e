import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";
import type { SavedPrompt } from "../types";
import { libraryKeys } from "./keys";
import { patchCachedItems } from "./pages-cache";

/** DELETE /api/saved-prompts/:id. */
export function deleteSavedPrompt(id: string): Promise<void> {
  return api<void>(`/api/saved-prompts/${encodeURIComponent(id)}`, { method: "DELETE" });
}

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
