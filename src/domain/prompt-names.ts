/**
 * A saved prompt's name, by which an application fetches it (`GET /api/v1/prompts/{name}`), and the labels on its
 * versions (`production`, `staging`, or any other). Both are URL-safe as they are: lowercase letters, digits, hyphens
 * and underscores, starting with a letter or a digit, so a name never needs encoding in a path.
 */
import { z } from "zod";

export const PROMPT_NAME_MAX = 64;
export const LABEL_MAX = 32;
/** How many labels one prompt may carry. */
export const LABELS_MAX = 20;
/** The label a fetch by name serves when it asks for none. */
export const DEFAULT_LABEL = "production";
/** The labels offered first; any other that follows the rule may be added. */
export const SUGGESTED_LABELS = ["production", "staging"] as const;

const URL_SAFE = /^[a-z0-9][a-z0-9_-]*$/;

export const PROMPT_NAME_MESSAGES = {
  blank: "Please enter a name",
  tooLong: `A name can have at most ${PROMPT_NAME_MAX} characters`,
  format: "Use lowercase letters, digits, hyphens and underscores, starting with a letter or digit",
  taken: "Another prompt of this workspace already has this name",
} as const;

export const promptNameSchema = z
  .string({ error: PROMPT_NAME_MESSAGES.blank })
  .trim()
  .min(1, { message: PROMPT_NAME_MESSAGES.blank, abort: true })
  .max(PROMPT_NAME_MAX, PROMPT_NAME_MESSAGES.tooLong)
  .regex(URL_SAFE, PROMPT_NAME_MESSAGES.format);

export const labelSchema = z
  .string({ error: "Please enter a label" })
  .trim()
  .min(1, { message: "Please enter a label", abort: true })
  .max(LABEL_MAX, `A label can have at most ${LABEL_MAX} characters`)
  .regex(URL_SAFE, PROMPT_NAME_MESSAGES.format.replace("Use", "A label uses"));

/**
 * The name suggested for a title: its letters and digits in lowercase (accents dropped), every other run of
 * characters a hyphen, cut to leave room for a "-N" suffix; "prompt" when nothing is left.
 */
export function suggestPromptName(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, PROMPT_NAME_MAX - 6)
    .replace(/^-+|-+$/g, "");
  return slug || "prompt";
}

/** `base` if it is free, else `base-2`, `base-3`… the first one not in `taken` (which it then holds too). */
export function freeName(base: string, taken: Set<string>): string {
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
  taken.add(name);
  return name;
}
