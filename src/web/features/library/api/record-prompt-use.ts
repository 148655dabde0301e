import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";
import type { SavedPrompt } from "../types";
import { libraryKeys } from "./keys";
import { patchCachedItems } from "./pages-cache";

/** POST /api/saved-prompts/:id/use: counts a copy or a use, keeping the values filled in (none for a plain copy). */
export const recordPromptUse = ({ id, values = {} }: { id: string; values?: Record<string, string> }) =>
  ok(client["saved-prompts"][":id"].use.$post({ param: { id }, json: { values } }));

export function useRecordPromptUse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPromptUse,
    // The card takes the new count and values at once; the order ("most used") catches up at the next fetch,
    // rather than the list moving under the user's pointer after each copy.
    onSuccess: (saved) => patchCachedItems<SavedPrompt>(queryClient, libraryKeys.promptLists, saved.id, () => saved),
  });
}
