/**
 * The user's own words against the settings and the default guidance. A brief that says "show, do not sell" beside
 * a sales tone, "leave no brackets" beside the gap examples, or "as bullet points" beside a paragraphs format cannot
 * be obeyed both ways: what the user wrote for this piece wins, the setting or the guidance line gives way, and a
 * note says so (decision 0038). The prompt never carries both.
 */
import type { Resolved } from "./choices";
import type { GuidedOption, OutputFormat } from "./text-options";
import { RULED_OUT_GUIDANCE, withoutClauses, type UserShape, type UserWords } from "./text-user-words";

const quoted = (label: string) => `"${label}"`;
const labelOf = (choice: Resolved<GuidedOption>) => (choice.kind === "custom" ? choice.text : choice.option.label);

/** Tones and styles that sell, and calls to action that ask for a sale. */
const SELLING_TONES = ["persuasive", "sales-oriented"];
const SELLING_STYLES = ["persuasive"];
const HUMOROUS_TONES = ["witty-humor"];
export const SALES_CALLS = ["buy-now", "subscribe", "sign-up"];
const SELLING_WORDS = /\b(buy|shop|order|purchase|sale|discount|deal|offer|subscribe|sign up|upgrade|checkout)\b/i;

/** A call to action that asks for a sale or a sign-up, listed or written by the user. */
export function sellsCall(cta: Resolved<GuidedOption>): boolean {
  return cta.kind === "custom" ? SELLING_WORDS.test(cta.text) : SALES_CALLS.includes(cta.option.value);
}

/** Tones and styles of the other register, which "keep it formal" or "keep it casual" overrules. */
const OFF_REGISTER_TONES: Record<"formal" | "casual", readonly string[]> = { formal: ["conversational", "witty-humor"], casual: ["authoritative"] };
const OFF_REGISTER_STYLES: Record<"formal" | "casual", readonly string[]> = { formal: ["informal"], casual: ["formal"] };

/** Whether a tone, a style or a call to action chosen asks the text to sell. */
export function sells(tone: Resolved<GuidedOption> | undefined, style: Resolved<GuidedOption> | undefined, cta: Resolved<GuidedOption> | undefined): boolean {
  return (
    (tone?.kind === "option" && SELLING_TONES.includes(tone.option.value)) ||
    (style?.kind === "option" && SELLING_STYLES.includes(style.option.value)) ||
    (cta !== undefined && sellsCall(cta))
  );
}

/** Formats and the shape each gives the text. */
const FORMAT_SHAPES: Record<OutputFormat, UserShape | undefined> = {
  paragraphs: "prose",
  "bullet-points": "list",
  listicle: "list",
  table: "table",
  "script-dialog": undefined,
};

export interface Overruled {
  tone: boolean;
  style: boolean;
  cta: boolean;
  format: boolean;
  notes: string[];
}

/** Which settings the user's words overrule, each with its note. */
export function overruledSettings(
  words: UserWords,
  s: {
    tone: Resolved<GuidedOption> | undefined;
    style: Resolved<GuidedOption> | undefined;
    cta: Resolved<GuidedOption> | undefined;
    format: Resolved<GuidedOption<OutputFormat>> | undefined;
  },
): Overruled {
  const notes: string[] = [];
  const toneSells = s.tone?.kind === "option" && SELLING_TONES.includes(s.tone.option.value);
  const toneJokes = s.tone?.kind === "option" && HUMOROUS_TONES.includes(s.tone.option.value);
  const toneRegister = words.register !== undefined && s.tone?.kind === "option" && OFF_REGISTER_TONES[words.register].includes(s.tone.option.value);
  const tone = Boolean((words.noSelling && toneSells) || (words.noHumour && toneJokes) || toneRegister);
  if (tone && s.tone) {
    const why = toneRegister && !(words.noSelling && toneSells) && !(words.noHumour && toneJokes) ? `asks for a ${words.register} register` : `says not to ${toneSells ? "sell" : "joke"}`;
    notes.push(`Your brief ${why}, so the ${quoted(labelOf(s.tone))} tone was left out.`);
  }
  const styleSells = words.noSelling && s.style?.kind === "option" && SELLING_STYLES.includes(s.style.option.value);
  const styleRegister = words.register !== undefined && s.style?.kind === "option" && OFF_REGISTER_STYLES[words.register].includes(s.style.option.value);
  const style = Boolean(styleSells || styleRegister);
  if (style && s.style) notes.push(`Your brief ${styleSells ? "says not to sell" : `asks for a ${words.register} register`}, so the ${quoted(labelOf(s.style))} style was left out.`);
  const cta = s.cta !== undefined && (words.noCallToAction || (words.noSelling && sellsCall(s.cta)));
  if (cta && s.cta) {
    notes.push(`Your brief ${words.noCallToAction ? "asks for no call to action" : "says not to sell"}, so the ${quoted(labelOf(s.cta))} call to action was left out.`);
  }
  const formatShape = s.format?.kind === "option" ? FORMAT_SHAPES[s.format.option.value] : undefined;
  const format = words.shape !== undefined && formatShape !== undefined && formatShape !== words.shape;
  if (format && s.format) notes.push(`Your brief says ${quoted(words.shapeSaid ?? words.shape ?? "")}, so the ${quoted(labelOf(s.format))} format was left out.`);
  return { tone, style, cta, format, notes };
}

/** The shape the text takes: the user's words first, else the format chosen. */
export function shapeOf(words: UserWords, format: Resolved<GuidedOption<OutputFormat>> | undefined): UserShape | undefined {
  return words.shape ?? (format?.kind === "option" ? FORMAT_SHAPES[format.option.value] : undefined);
}

/** Bracketed gaps a guidance line suggests, and how the line reads without them. */
const GAP_REWRITES: readonly [RegExp, string][] = [
  [/, else (?:a gap such as |at )\[[^\]]+\]/g, ""],
  [/; never invent statistics, use an? \[[^\]]+\] placeholder where a real number is needed/g, "; use only the figures this brief gives and never invent one"],
  [/ placeholders\b/g, ""],
  // Any other bracketed gap ("Buy now at [buy-now link]") goes with the word that points to it.
  [/\s*(?:\b(?:at|via|on|from|here|to)\s+)?\[[^\]\n]{1,40}\]/g, ""],
];

/**
 * A guidance line fitted to the user's words and to the text's shape: no bracketed gap where the user wants none,
 * no clause the user ruled out by name, no "short paragraphs" in a list or a table and no numbered steps in prose.
 * Answers the line and a note for each change made.
 */
export function fitToUser(line: string, words: UserWords, shape: UserShape | undefined): { line: string; notes: string[] } {
  const notes: string[] = [];
  const step = (before: string, after: string, note: string) => {
    if (after !== before) notes.push(note);
    return after;
  };
  let fitted = line;
  if (words.noGaps) {
    const gapless = GAP_REWRITES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), fitted);
    fitted = step(fitted, gapless, "Your brief asks for no brackets or placeholders, so the prompt suggests no bracketed gaps.");
  }
  for (const key of words.ruledOut) {
    const { guidance, said } = RULED_OUT_GUIDANCE[key];
    fitted = step(fitted, withoutClauses(fitted, guidance), `Your brief says ${quoted(said)}, so the guidance that asked for it was left out.`);
  }
  if (shape === "list") fitted = step(fitted, withoutClauses(fitted, /\bparagraphs?\b/i), "The advice on paragraphs was left out: the text comes as a list.");
  // A table with its one-line takeaway has no room for headed sections either.
  if (shape === "table") fitted = step(fitted, withoutClauses(fitted, /\b(paragraphs?|sections?|subheadings?)\b/i), "The advice on paragraphs and sections was left out: the text comes as a table.");
  if (shape === "prose") {
    const prose = fitted.replace(/\b(clear )?numbered steps\b/g, "$1steps");
    fitted = step(fitted, prose, "Numbered steps are written as prose steps: the text comes as paragraphs.");
  }
  return { line: fitted, notes };
}
