export type { ImportSummary, SavedInput, SavedPrompt, TagCount } from "@/domain/api/library";
import type { PromptSort, TagMode } from "@/domain/prompt-list";
import type { PromptType } from "@/domain/prompt-type";

/**
 * What the toolbar asks the list for: prompts carrying all `tags` (or any of them, by `tagMode`) and matching `q`,
 * pinned first, then in the `sort` order. Part of the list's query key, so a change fetches the list again.
 */
export interface PromptFilters {
  tags: string[];
  tagMode: TagMode;
  q: string;
  sort: PromptSort;
}

export type { HistoryEntry, HistoryItem } from "@/domain/api/history";

/** What History's filter bar asks for: one kind of generation (or all) and the text searched for. */
export interface HistoryFilters {
  type: PromptType | "";
  q: string;
}
