import type { InputType } from "@/domain/library";
import type { PromptType } from "@/domain/prompt-type";

/** A saved prompt as the API answers it. */
export interface SavedPrompt {
  id: string;
  title: string;
  content: string;
  promptType: PromptType;
  tags: string[];
  /** The builder's form state when the prompt was saved (null for prompts imported without it). */
  inputData: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
}

/** Saved builder inputs as the API answers them. */
export interface SavedInput {
  id: string;
  name: string;
  inputType: InputType;
  inputData: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

/** One page of a library list, newest first; `nextCursor` is null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface TagCount {
  tag: string;
  count: number;
}

/** What the filter bar asks the list for: prompts carrying all `tags` and matching `q`. */
export interface PromptFilters {
  tags: string[];
  q: string;
}

/** What POST /api/saved-prompts/import answers. */
export interface ImportSummary {
  imported: number;
  refused: { index: number; title: string | null; reasons: string[] }[];
}
