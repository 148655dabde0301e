import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PromptType } from "@/domain/prompt-type";
import { api } from "@/web/lib/api-client";
import type { SavedPrompt } from "../types";
import { libraryKeys } from "./keys";

export interface NewSavedPrompt {
  title: string;
  content: string;
  promptType: PromptType;
  /** A comma-separated string or a list; the server splits, trims and drops empties and duplicates. */
  tags: string | string[];
  inputData?: Record<string, unknown>;
}

/** POST /api/saved-prompts. */
export function createSavedPrompt(prompt: NewSavedPrompt): Promise<SavedPrompt> {
  return api<SavedPrompt>("/api/saved-prompts", { json: prompt });
}

export function useCreateSavedPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedPrompt,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: libraryKeys.prompts }),
  });
}
