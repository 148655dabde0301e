import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";
import { libraryKeys } from "./keys";

/** POST /api/saved-inputs/:id/restore: Undo of a delete, within a minute of it. */
export const restoreSavedInput = (id: string) => ok(client["saved-inputs"][":id"].restore.$post({ param: { id } }));

export function useRestoreSavedInput() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreSavedInput,
    // The list comes back from the server, with the inputs in their old place.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: libraryKeys.inputs }),
  });
}
