/**
 * The Output Format settled against the piece: a format a piece cannot take gives way or is reshaped (a table for a
 * legal text becomes numbered sections, a one-speaker speech gets no speaker names), and the form's length gives way
 * to a custom format that sets its own. Split from text-conflicts.ts, which settles the constraint lines.
 */
import type { Resolved } from "./choices";
import type { GuidedOption, OutputFormat, OutputLength } from "./text-options";
import type { ContentKind } from "./text-profiles";
import { capitalize, joinPresent, sentence } from "./prose";
import type { Piece, Settled } from "./text-conflicts";

const quoted = (label: string) => `"${label}"`;
/** Pieces one person speaks. */
const ONE_SPEAKER = /\b(speech|toast|eulogy|keynote|sermon|vows?|monologue|talk|address|lecture|presentation|pitch)\b/i;
/** Kinds written as a script or a scene by nature, where "Script / Dialogue" is simply their format. */
const SCRIPT_KINDS: readonly ContentKind[] = ["script", "outline", "creative"];
/** Formats meta tags cannot take: they are two short labelled lines. */
const FORMATS_UNFIT_FOR_META: readonly OutputFormat[] = ["listicle", "script-dialog", "table"];
/** Formats a legal text cannot take: it is numbered clauses. */
const FORMATS_UNFIT_FOR_LEGAL: readonly OutputFormat[] = ["listicle", "script-dialog", "table"];

/** Formats that need more room than one or two sentences. */
const FORMATS_UNFIT_FOR_VERY_SHORT: readonly OutputFormat[] = ["table", "listicle", "bullet-points"];
/** Kinds read as running text or speech, which a table or a listicle breaks. */
const FORMATS_UNFIT_FOR_KIND: Partial<Record<OutputFormat, readonly ContentKind[]>> = {
  table: ["social", "ad", "creative", "script", "career"],
  listicle: ["ad", "creative", "script", "support", "career"],
};

/** The Output Format text, settled against the piece and the length. */
export function settleFormat(format: Resolved<GuidedOption<OutputFormat>> | undefined, piece: Piece, length?: OutputLength): Settled {
  if (format === undefined) return {};
  if (format.kind === "custom") return { line: sentence(format.text) };
  const { option } = format;
  if (length === "very-short" && FORMATS_UNFIT_FOR_VERY_SHORT.includes(option.value)) {
    return { note: `The ${quoted(option.label)} format was left out: one or two sentences cannot hold it, and the length you chose is kept.` };
  }
  if (piece.kind !== undefined && FORMATS_UNFIT_FOR_KIND[option.value]?.includes(piece.kind)) {
    return { note: `The ${quoted(option.label)} format was left out: ${piece.name} is read as running text, which it would break.` };
  }
  if (piece.kind === "meta" && FORMATS_UNFIT_FOR_META.includes(option.value)) {
    return {
      line: "Return the meta title and the meta description as two labelled lines.",
      note: `The ${quoted(option.label)} format does not fit meta tags: they come as two labelled lines.`,
    };
  }
  if (piece.kind === "code") return { note: `The ${quoted(option.label)} format was left out: code comes as one code block.` };
  if (piece.kind === "legal" && FORMATS_UNFIT_FOR_LEGAL.includes(option.value)) {
    return {
      line: "Numbered sections with clear headings, each clause in plain, complete sentences.",
      note: `The ${quoted(option.label)} format does not fit ${piece.name}: it comes as numbered sections instead.`,
    };
  }
  // A speech or a toast has one speaker: no names before each line, only the words and a few delivery cues.
  if (option.value === "script-dialog" && piece.kind === "script" && ONE_SPEAKER.test(piece.name)) {
    return {
      line: "A script for one speaker: the spoken words in short paragraphs, with brief delivery cues (a pause, a raised glass) in brackets where they help.",
      note: `${capitalize(piece.name)} has one speaker, so the ${quoted(option.label)} format gives no speaker names.`,
    };
  }
  if (option.value === "script-dialog" && piece.kind !== undefined && !SCRIPT_KINDS.includes(piece.kind)) {
    return {
      line: `Keep it in the usual form of ${piece.name}; write any exchange it quotes as short dialogue lines, each with the speaker's name.`,
      note: `The ${quoted(option.label)} format is read as a note: ${piece.name} is not a script, so only the exchanges it quotes are written as dialogue.`,
    };
  }
  return { line: `${sentence(option.label)} ${option.guidance}` };
}

/** A custom format that sets a length itself ("under 150 words", "one paragraph of 3 sentences"). */
const LENGTH_IN_FORMAT =
  /\b\d[\d,]*(?:\s*(?:-|–|to)\s*\d[\d,]*)?\+?\s*(?:[a-z]+\s+)?(?:words?|characters?|chars?|sentences?|paragraphs?|lines?)\b|\b(?:one|two|three|four|five|a single|single)[- ](?:[a-z]+[- ])?(?:sentences?|paragraphs?|lines?)\b/i;

/**
 * The form's length gives way to a custom output format that sets one: the format was typed for this piece, and
 * two lengths are one too many.
 */
export function yieldLengthToFormat(
  length: Settled,
  format: Resolved<GuidedOption<OutputFormat>> | undefined,
  lengthLabel: string | undefined,
  brief = "",
): Settled {
  if (length.line === undefined || lengthLabel === undefined) return length;
  if (format?.kind === "custom" && LENGTH_IN_FORMAT.test(format.text)) return { note: `Your output format sets the length, so the length ${quoted(lengthLabel)} was left out.` };
  // "In two sentences", "one paragraph" in the user's own words set the length too.
  if (LENGTH_IN_FORMAT.test(brief)) return { note: `Your brief sets the length (${quoted(LENGTH_IN_FORMAT.exec(brief)![0])}), so the length ${quoted(lengthLabel)} was left out.` };
  return length;
}

const RETURN_ONLY = "Return only the finished text, ready to use, with no preamble, explanations or notes about this brief.";
/** A review is findings, not a text to publish. */
const RETURN_REVIEW = "Return only the review, with no preamble or notes about this brief.";
const RETURN_CODE = "Return only the code, in one fenced code block, ready to run, with no preamble or notes about this brief.";
/** The user's own format for code ("one block, then pytest tests") sets the blocks. */
const RETURN_CODE_AS_ASKED = "Return only the code, ready to run, with no preamble or notes about this brief.";
const META_FORMAT = 'Give two labelled lines: "Meta title:" and "Meta description:".';

/** The Output Format section's text: the settled format line (a meta description's own), then what to return. */
export function outputFormat(kind: ContentKind, code: boolean, formatLine: string | undefined): string {
  const returned = kind === "code-review" ? RETURN_REVIEW : code ? (formatLine ? RETURN_CODE_AS_ASKED : RETURN_CODE) : RETURN_ONLY;
  return joinPresent([formatLine ?? (kind === "meta" ? META_FORMAT : undefined), returned], " ");
}
