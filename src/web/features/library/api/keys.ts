import type { PromptFilters } from "../types";

/** Every library query lives under "library", so one invalidation refreshes the screens. */
export const libraryKeys = {
  all: ["library"] as const,
  prompts: ["library", "prompts"] as const,
  promptLists: ["library", "prompts", "list"] as const,
  promptList: (filters: PromptFilters) => ["library", "prompts", "list", filters] as const,
  promptTags: ["library", "prompts", "tags"] as const,
  inputs: ["library", "inputs"] as const,
  inputList: ["library", "inputs", "list"] as const,
};
