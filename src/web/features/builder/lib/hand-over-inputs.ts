/**
 * The handing-over half of 'Use Inputs', kept free of the form schemas so that importing it (through the
 * feature's index, from the router) adds nothing to the landing page's bundle.
 */
import type { ArtForm, PromptType, TextForm } from "@/domain/builders";

export const USE_INPUTS_KEY = "promptsmith:use-inputs";

/** The item under USE_INPUTS_KEY. For art, `inputs.prompt` may carry the image's subject (the API's name). */
export interface UseInputsItem {
  type: PromptType;
  inputs: unknown;
  /** The saved prompt's text, shown as the result. */
  prompt?: string;
}

/** Hands inputs (and a prompt) to the builder of `type`; navigate to /build-text or /build-art next. */
export function handOverInputs(type: PromptType, inputs: TextForm | ArtForm | Record<string, unknown>, prompt?: string) {
  const item: UseInputsItem = prompt === undefined ? { type, inputs } : { type, inputs, prompt };
  sessionStorage.setItem(USE_INPUTS_KEY, JSON.stringify(item));
}
