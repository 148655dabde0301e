import type { HistoryFilters, PromptFilters } from "../types";

/** Every library query lives under "library", so one invalidation refreshes the screens. */
export const libraryKeys = {
  all: ["library"] as const,
  prompts: ["library", "prompts"] as const,
  promptLists: ["library", "prompts", "list"] as const,
  promptList: (filters: PromptFilters) => ["library", "prompts", "list", filters] as const,
  promptTags: ["library", "prompts", "tags"] as const,
  /** Under the prompts: any change to a prompt refreshes its versions too. */
  promptVersions: (id: string) => ["library", "prompts", "versions", id] as const,
  inputs: ["library", "inputs"] as const,
  inputList: ["library", "inputs", "list"] as const,
  history: ["library", "history"] as const,
  historyList: (filters: HistoryFilters) => ["library", "history", "list", filters] as const,
  historyEntry: (id: string) => ["library", "history", "entry", id] as const,
};
