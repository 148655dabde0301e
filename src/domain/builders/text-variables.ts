/**
 * `{{variable}}` placeholders in a text prompt: what the user fills in before sending it (the topic when
 * none is given, the personalization fields, any placeholder they typed themselves). Which text is a
 * placeholder is decided once, in domain/prompt-variables.ts.
 */
import { variablesOf } from "../prompt-variables";

export interface Variable {
  /** Letters, digits and underscores. */
  readonly name: string;
  /** What to put in its place, for the list at the end of the prompt. */
  readonly meaning: string;
}

/** The placeholders a user wrote in `text`, in order of first use, each said to come from `where`. */
export function variablesIn(text: string, where: string): Variable[] {
  return variablesOf(text).map((name) => ({ name, meaning: `used in ${where}` }));
}
