/**
 * What the builders tell people about generation (spec section 8), word for word where the spec gives
 * the words. The web client shows these; the server may return them as error messages.
 */
import type { PromptType } from "../prompt-type";

/** Toast and result text when nobody is signed in. */
export const MSG_LOGIN_REQUIRED = "You must be logged in to generate prompts";

/** Toast when the allowance of the period is spent. */
export const MSG_GENERATIONS_EXHAUSTED = "You have used all your free generations for this month";

/** Result text when the allowance of the period is spent: the two ways forward. */
export const MSG_GENERATIONS_EXHAUSTED_DETAIL =
  "You have used all your free generations for this month. You have two options: upgrade your plan with the Upgrade button to keep generating right away, or wait until next month, when your generations renew.";

/** Result text when a text generation fails. */
export const MSG_GENERATION_FAILED = "An error occurred while generating the prompt. Please try again.";

/** Result text when an art generation fails. */
export const MSG_ART_GENERATION_FAILED = "An error occurred while generating the art prompt. Please try again.";

/** Warning when the prompt arrived but the remaining count could not be updated. */
export const MSG_COUNT_NOT_UPDATED =
  "Your prompt was generated but we couldn't update your remaining count. Please try again later.";

/** Notice shown with a prompt that the built-in composer wrote because the AI model was unavailable. */
export const MSG_FALLBACK_COMPOSER =
  "The AI model is unavailable right now, so this prompt was written by our built-in prompt composer. It is complete and ready to use; try again later for a model-written version.";

/** The failure text for a prompt type. */
export function generationFailedMessage(promptType: PromptType): string {
  return promptType === "art" ? MSG_ART_GENERATION_FAILED : MSG_GENERATION_FAILED;
}
