export type { ImportSummary, SavedInput, SavedPrompt, TagCount } from "@/domain/api/library";

/** What the filter bar asks the list for: prompts carrying all `tags` and matching `q`. */
export interface PromptFilters {
  tags: string[];
  q: string;
}
