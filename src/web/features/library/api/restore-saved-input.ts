import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";
import type { SavedInput } from "../types";
import { libraryKeys } from "./keys";

/** POST /api/saved-inputs/:id/restore: Undo of a delete, within a minute of it. */
export function restoreSavedInput(id: string): Promise<SavedInput> {
  return api<SavedInput>(`/api/saved-inputs/${encodeURIComponent(id)}/restore`, { method: "POST" });
}

export function useRestoreSavedInput() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreSavedInput,
    // The list comes back from the server, with the inputs in their old place.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: libraryKeys.inputs }),
  });
}
