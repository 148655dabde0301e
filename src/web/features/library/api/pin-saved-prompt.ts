import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";
import type { SavedPrompt } from "../types";
import { libraryKeys } from "./keys";
import { patchCachedItems } from "./pages-cache";

/** PUT /api/saved-prompts/:id/pin. */
export const pinSavedPrompt = ({ id, pinned }: { id: string; pinned: boolean }) =>
  ok(client["saved-prompts"][":id"].pin.$put({ param: { id }, json: { pinned } }));

export function usePinSavedPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pinSavedPrompt,
    onSuccess: (saved) => {
      patchCachedItems<SavedPrompt>(queryClient, libraryKeys.promptLists, saved.id, () => saved);
      // Pinned prompts come first: the lists are fetched again in their new order.
      void queryClient.invalidateQueries({ queryKey: libraryKeys.promptLists });
    },
  });
}
