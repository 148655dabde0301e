import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";
import type { SavedInput } from "../types";
import { libraryKeys } from "./keys";
import { patchCachedItems } from "./pages-cache";

/** DELETE /api/saved-inputs/:id. */
export function deleteSavedInput(id: string): Promise<void> {
  return api<void>(`/api/saved-inputs/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteSavedInput() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedInput,
    onSuccess: (_nothing, id) => {
      patchCachedItems<SavedInput>(queryClient, libraryKeys.inputList, id, () => null);
      void queryClient.invalidateQueries({ queryKey: libraryKeys.inputs });
    },
  });
}
