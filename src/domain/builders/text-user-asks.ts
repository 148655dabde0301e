/**
 * Settings the user's own words restate for this piece: the keywords they listed, the language they name. What the
 * user wrote wins over the form's setting (decision 0038), and the prompt says it once, the user's way.
 */
import { LANGUAGE_OPTIONS } from "./text-options";

/** "SEO keywords: a, b, c" or "Keywords: a; b": the keywords, the first one primary. */
export function userKeywords(said: string): string[] | undefined {
  const match = /\b(?:seo\s+|target\s+|focus\s+)?key ?(?:words?|phrases?)\s*(?:to use|to target)?\s*[:=-]\s*([^.\n]+)/i.exec(said);
  const keywords = match?.[1]
    ?.split(/[,;]|\s+and\s+/)
    .map((keyword) => keyword.trim().replace(/^["'“]|["'”]$/g, ""))
    .filter((keyword) => keyword !== "");
  return keywords && keywords.length > 0 ? keywords : undefined;
}

/** The SEO line built on the user's keywords: never "choose one" when they gave them. */
export function keywordsLine(keywords: readonly string[], meta: string): string {
  const [primary, ...secondary] = keywords.map((keyword) => `"${keyword}"`);
  const others = secondary.length === 0 ? "" : ` Work in the secondary keywords ${secondary.join(", ")} where they read naturally.`;
  return `- SEO: Use ${primary} as the primary keyword, naturally, in the title, the opening lines and a subheading where the piece has them.${others} Never keyword-stuff. ${meta}`;
}

const LANGUAGE_NAMES = LANGUAGE_OPTIONS.map((option) => option.label).join("|");
/** "Write it in French", "in French, please", "the text should be in German"; not "fluent in French". */
const LANGUAGE_ASK = new RegExp(
  String.raw`\b(?:write|written|writing|reply|respond|answer|translate[d]?|compose|draft|produce|should be|must be|it's|all)\b[^.;:!?\n]{0,25}?\bin\s+(${LANGUAGE_NAMES})\b`,
  "i",
);

/** The language the user's words ask for, as the form labels it. */
export function userLanguage(said: string): string | undefined {
  const named = LANGUAGE_ASK.exec(said)?.[1];
  return named && LANGUAGE_OPTIONS.find((option) => option.label.toLowerCase() === named.toLowerCase())?.label;
}

/** The note when the user's language differs from the setting (English when none was chosen). */
export function languageNote(asked: string | undefined, setting: string | undefined): string[] {
  const from = setting ?? "English";
  return asked !== undefined && asked !== from ? [`Your brief asks for ${asked}, so the text is written in ${asked} instead of ${from}.`] : [];
}
