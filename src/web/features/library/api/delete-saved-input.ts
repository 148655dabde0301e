import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";
import type { SavedInput } from "../types";
import { libraryKeys } from "./keys";
import { patchCachedItems } from "./pages-cache";

/** DELETE /api/saved-inputs/:id. */
export const deleteSavedInput = (id: string) => ok(client["saved-inputs"][":id"].$delete({ param: { id } }));

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
