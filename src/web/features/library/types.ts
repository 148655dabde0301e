export type { ImportSummary, SavedInput, SavedPrompt, TagCount } from "@/domain/api/library";
import type { PromptType } from "@/domain/prompt-type";

/** What the filter bar asks the list for: prompts carrying all `tags` and matching `q`. */
export interface PromptFilters {
  tags: string[];
  q: string;
}

export type { HistoryEntry, HistoryItem } from "@/domain/api/history";

/** What History's filter bar asks for: one kind of generation (or all) and the text searched for. */
export interface HistoryFilters {
  type: PromptType | "";
  q: string;
}
