/**
 * `{{variable}}` placeholders in a text prompt: what the user fills in before sending it (the topic when
 * none is given, the personalization fields, any placeholder they typed themselves). Names are letters,
 * digits and underscores, the form prompt tools and template engines alike accept.
 */

export interface Variable {
  /** Letters, digits and underscores. */
  readonly name: string;
  /** What to put in its place, for the list at the end of the prompt. */
  readonly meaning: string;
}

const VARIABLE_PATTERN = /\{\{([A-Za-z0-9_]+)\}\}/g;

/** "{{name}}". */
export function placeholder(name: string): string {
  return `{{${name}}}`;
}

/** The names of the `{{variables}}` of a text, each once, in order of first appearance. */
export function variablesOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(VARIABLE_PATTERN), (m) => m[1] ?? ""))];
}

/** The placeholders a user wrote in `text`, in order of first use, each said to come from `where`. */
export function variablesIn(text: string, where: string): Variable[] {
  return variablesOf(text).map((name) => ({ name, meaning: `used in ${where}` }));
}
