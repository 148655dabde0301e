import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";
import type { SavedInput } from "../types";
import { libraryKeys } from "./keys";
import { patchCachedItems } from "./pages-cache";

/** PATCH /api/saved-inputs/:id with a new name. */
export function renameSavedInput({ id, name }: { id: string; name: string }): Promise<SavedInput> {
  return api<SavedInput>(`/api/saved-inputs/${encodeURIComponent(id)}`, { method: "PATCH", json: { name } });
}

export function useRenameSavedInput() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameSavedInput,
    onSuccess: (saved) => {
      patchCachedItems<SavedInput>(queryClient, libraryKeys.inputList, saved.id, () => saved);
      void queryClient.invalidateQueries({ queryKey: libraryKeys.inputs });
    },
  });
}
