import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";
import type { SavedPrompt } from "../types";
import { libraryKeys } from "./keys";

/** POST /api/saved-prompts/:id/restore: Undo of a delete, within a minute of it. */
export function restoreSavedPrompt(id: string): Promise<SavedPrompt> {
  return api<SavedPrompt>(`/api/saved-prompts/${encodeURIComponent(id)}/restore`, { method: "POST" });
}

export function useRestoreSavedPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreSavedPrompt,
    // The lists come back from the server, with the prompt in its old place and its tags counted again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: libraryKeys.prompts }),
  });
}
