import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { savedPromptCreateSchema } from "@/domain/library-schemas";
import { client, ok } from "@/web/lib/api-client";
import { libraryKeys } from "./keys";

/** `tags` may be a comma-separated string or a list; the server splits, trims and drops empties and duplicates. */
export type NewSavedPrompt = z.input<typeof savedPromptCreateSchema>;

/** POST /api/saved-prompts. */
export const createSavedPrompt = (prompt: NewSavedPrompt) => ok(client["saved-prompts"].$post({ json: prompt }));

export function useCreateSavedPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedPrompt,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: libraryKeys.prompts }),
  });
}
