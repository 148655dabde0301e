/** Shared by the builders' tests: requests built through the real schemas, and the clean-output rules. */
import { expect } from "vitest";
import { ART_CHOICE_FIELDS } from "./art-fields";
import type { ArtPromptRequest } from "./art-form";
import { artPromptRequestSchema, textPromptRequestSchema } from "./schemas";
import type { TextPromptRequest } from "./text-form";

export function textRequest(fields: Record<string, unknown> = {}): TextPromptRequest {
  return textPromptRequestSchema.parse({ promptType: "text", ...fields });
}

/** An art request with nothing chosen but what is given (the schema's own technical defaults aside). */
export function artRequest(fields: Record<string, unknown> = {}): ArtPromptRequest {
  return artPromptRequestSchema.parse({ promptType: "art", ...fields });
}

/** Words and shapes a finished prompt never contains unless the user typed them. */
const FORBIDDEN: readonly [string, RegExp][] = [
  ["N/A", /N\/A/],
  ["undefined", /\bundefined\b/],
  ["null", /\bnull\b/],
  ["NaN", /\bNaN\b/],
  ["None", /\bNone\b/],
  ["a bare 'other'", /\bother\b/i],
  ["[object Object]", /\[object/],
  ["an empty list item", /,\s*,/],
  ["a line ending in a comma", /,[ \t]*$/m],
  ["a line starting with a separator", /^[ \t]*[,;.]/m],
  ["a space before a separator", / [,;.]/],
  ["a doubled full stop", /\.\s*\./],
  ["a doubled semicolon", /;\s*;/],
  ["a doubled space", / {2}/],
  ["a label with nothing after it", /:[ \t]*$/m],
  ["a heading with nothing under it", /:[ \t]*(\n[ \t]*\n|\n?[ \t]*$)/],
  ["empty brackets", /\(\s*\)|\[\s*\]/],
  ["a weight with no term", /\(\s*:/],
  ["a parameter with no value", /--(ar|no|stylize)\s*(--|$)/m],
  ["trailing whitespace", /[ \t]+$/m],
];

export function expectCleanPrompt(prompt: string): void {
  expect(prompt.trim()).not.toBe("");
  // Pasted material in its tags is kept as pasted (code keeps its indentation): only the prompt's own words are checked.
  const own = prompt.replace(/^<([a-z_]+)>\n[\s\S]*?\n<\/\1>$/gm, "<$1/>");
  for (const [what, pattern] of FORBIDDEN) {
    expect(pattern.test(own), `prompt contains ${what}:\n${prompt}`).toBe(false);
  }
}

/** A seeded generator (mulberry32) for property tests: the same seed draws the same forms on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

/** The art form's descriptive fields (not the technical ones: aspect, resolution, target, count). */
export const DESCRIPTIVE_ART_FIELDS = [
  ART_CHOICE_FIELDS.styleAndMedium,
  ART_CHOICE_FIELDS.moodAndTheme,
  ART_CHOICE_FIELDS.artistInspiration,
  ART_CHOICE_FIELDS.perspective,
  ART_CHOICE_FIELDS.lighting,
  ART_CHOICE_FIELDS.colorPalette,
  ART_CHOICE_FIELDS.effects,
  ART_CHOICE_FIELDS.composition,
  ART_CHOICE_FIELDS.background,
];
