import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";
import type { SavedInput } from "../types";
import { libraryKeys } from "./keys";
import { patchCachedItems } from "./pages-cache";

/** PATCH /api/saved-inputs/:id with a new name. */
export const renameSavedInput = ({ id, name }: { id: string; name: string }) =>
  ok(client["saved-inputs"][":id"].$patch({ param: { id }, json: { name } }));

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
