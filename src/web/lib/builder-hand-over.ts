/**
 * The handing-over half of 'Use Inputs': the library stores a saved item's inputs (and prompt) here and
 * opens the builder at its path; the builder reads them back (builder/lib/use-inputs.ts). It lives below
 * both features so neither imports the other, and stays free of the form schemas so that importing it
 * (from the router) adds nothing to the landing page's bundle.
 */
import type { PromptParts } from "@/domain/api/generation";
import type { ArtForm, TextForm } from "@/domain/builders";
import type { PromptType } from "@/domain/prompt-type";

/** Where each builder is routed. */
export const BUILDER_PATHS: Record<PromptType, string> = { text: "/build-text", art: "/build-art", improve: "/improve" };

export const USE_INPUTS_KEY = "promptsmith:use-inputs";

/** The item under USE_INPUTS_KEY. For art, `inputs.prompt` may carry the image's subject (the API's name). */
interface UseInputsItem {
  type: PromptType;
  inputs: unknown;
  /** The saved prompt's text, shown as the result. */
  prompt?: string;
  /** Its negative prompt, parameters and notes, shown with it. */
  parts?: PromptParts;
}

/** Hands inputs (and a prompt with its parts) to the builder of `type`; navigate to BUILDER_PATHS[type] next. */
export function handOverInputs(
  type: PromptType,
  inputs: TextForm | ArtForm | Record<string, unknown>,
  prompt?: string,
  parts?: PromptParts,
) {
  const item: UseInputsItem = prompt === undefined ? { type, inputs } : { type, inputs, prompt, parts };
  sessionStorage.setItem(USE_INPUTS_KEY, JSON.stringify(item));
}
