/**
 * Saved prompts and saved inputs: the limits and messages shared by the library screens, the builders'
 * save dialogs and the API (the zod rules are in library-schemas.ts, so a builder page loads without them).
 * User-visible messages come from the specification (section 8, saved items).
 */
import type { PromptType } from "./prompt-type";

export const TITLE_MAX = 200;
export const CONTENT_MAX = 20_000;
export const TAGS_MAX = 20;
export const TAG_MAX = 40;
export const SEARCH_MAX = 200;
/** Items per page of a library list. */
export const PAGE_SIZE = 24;
/** An import holds at most this many prompts. */
export const IMPORT_MAX = 2_000;
/** A version's note: what changed, in a few words. */
export const NOTE_MAX = 200;

/** Saved inputs are a text or art builder's form (an improved prompt keeps its original with the prompt). */
export const INPUT_TYPES = ["text", "art"] as const satisfies readonly PromptType[];
export type InputType = (typeof INPUT_TYPES)[number];

export const LIBRARY_MESSAGES = {
  inputsSaved: "Inputs saved successfully!",
  promptSaved: "Prompt saved successfully!",
  inputsSaveFailed: "Failed to save inputs. Please try again.",
  promptSaveFailed: "Failed to save prompt. Please try again.",
  loginToSaveInputs: "You must be logged in to save inputs.",
  loginToSavePrompts: "You must be logged in to save prompts.",
  loadPromptsFailed: "Failed to load saved prompts",
  useInputsFailed: "Failed to use inputs",
  deletePromptFailed: "Failed to delete prompt",
  updatePromptFailed: "Failed to update prompt",
  inputDeleted: "Input deleted successfully",
  deleteInputFailed: "Failed to delete input",
  renameInputFailed: "Failed to update input name",
  inputLoaded: "Input loaded successfully",
  noPrompts: "No saved prompts yet. Generate and save prompts to see them here.",
  noPromptsMatch: "No prompts match the selected filters.",
  noInputs: "No saved inputs yet. Start creating prompts to save inputs.",
} as const;

/** "seo, Launch ,, seo" -> ["seo", "Launch"]: split on commas, trimmed, empties and duplicates dropped. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(",")) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

/** What a text over its limit is refused with, by a library form and by the server: "The title can have at most 200 characters". */
export function tooLongMessage(what: string, max: number): string {
  return `The ${what} can have at most ${withThousands(max)} characters`;
}

/** 50000 as '50,000'. Written out because the first Intl call of a page costs tens of milliseconds on a phone. */
export function withThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export const EXPORT_FORMAT = "promptsmith.saved-prompts";
export const EXPORT_VERSION = 1;
/** Saved inputs export as a file of their own, to keep (there is no import of inputs). */
export const INPUTS_EXPORT_FORMAT = "promptsmith.saved-inputs";
