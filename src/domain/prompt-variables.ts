/**
 * `{{name}}` placeholders in a prompt: written by the builders, typed by the user, or imported. A name is letters,
 * digits and underscores, the form prompt tools and template engines alike accept. Anything else in braces is
 * text: `{{ x}}`, `{{x`, `{x}` and `{{a-b}}` are not variables. In `{{{x}}}` the inner `{{x}}` is the variable and
 * the outer braces are text, so filling it in keeps them (the builders have always read it that way).
 */

const VARIABLE_PATTERN = /\{\{([A-Za-z0-9_]+)\}\}/g;

/** The longest variable name a saved prompt's values are kept for. */
export const VARIABLE_NAME_MAX = 64;
/** The longest value kept for one variable. */
export const VARIABLE_VALUE_MAX = 2_000;
/** How many variables a saved prompt's values are kept for. */
export const VARIABLES_MAX = 50;

/** "{{name}}". */
export function placeholder(name: string): string {
  return `{{${name}}}`;
}

/** The names of the `{{variables}}` of a text, each once, in order of first appearance. */
export function variablesOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(VARIABLE_PATTERN), (m) => m[1] ?? ""))];
}

/** The text's variables that `values` has no value for, in order of first appearance: what a render refuses. */
export function missingVariables(text: string, values: Readonly<Record<string, string>>): string[] {
  return variablesOf(text).filter((name) => !Object.hasOwn(values, name));
}

/** The text with each `{{variable}}` that has a value replaced by it; those without one stay as they are. */
export function fillVariables(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(VARIABLE_PATTERN, (whole, name: string) => (Object.hasOwn(values, name) ? (values[name] ?? "") : whole));
}

export type VariablePart = { kind: "text"; text: string } | { kind: "variable"; text: string; name: string };

/** The text cut into plain text and `{{variables}}`, in order (joined, the parts give the text back): for highlighting. */
export function variableParts(text: string): VariablePart[] {
  const parts: VariablePart[] = [];
  let at = 0;
  for (const match of text.matchAll(VARIABLE_PATTERN)) {
    if (match.index > at) parts.push({ kind: "text", text: text.slice(at, match.index) });
    parts.push({ kind: "variable", text: match[0], name: match[1] ?? "" });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ kind: "text", text: text.slice(at) });
  return parts;
}
