/**
 * Limits that depend on the language's script. Search results cut titles and descriptions by pixel width
 * (about 600 px and 920 px on desktop), not by characters: the usual 60 and 155 characters hold for Latin
 * letters, while a full-width Chinese, Japanese or Korean character is about twice as wide, so about 30 and 80
 * fit; Arabic and Devanagari letters sit in between. Languages written without spaces between words (Chinese,
 * Japanese, Thai) have no word count: lengths are stated in characters (sources in decision 0038).
 */

export type Script = "latin" | "cjk" | "arabic" | "devanagari" | "thai";

const SCRIPTS: readonly [RegExp, Script][] = [
  [/\b(chinese|mandarin|cantonese|japanese|korean|zh|ja|ko)\b|中文|日本語|한국어/i, "cjk"],
  [/\b(arabic|persian|farsi|urdu|hebrew)\b/i, "arabic"],
  [/\b(hindi|marathi|nepali|sanskrit)\b/i, "devanagari"],
  [/\b(thai)\b/i, "thai"],
];

/** The script a language is written in, from its name; Latin when unknown. */
export function scriptOf(language: string | undefined): Script {
  return (language && SCRIPTS.find(([pattern]) => pattern.test(language))?.[1]) || "latin";
}

/** Meta title and description lengths, in characters of the script, that fit a results page. */
export const META_LIMITS: Record<Script, { title: number; description: number }> = {
  latin: { title: 60, description: 155 },
  cjk: { title: 30, description: 80 },
  arabic: { title: 55, description: 140 },
  devanagari: { title: 50, description: 130 },
  thai: { title: 55, description: 140 },
};

/** Characters per English word, for languages without spaces: a 100-word piece is about this many times as many characters. */
const CHARACTERS_PER_WORD: Partial<Record<string, number>> = { chinese: 1.7, japanese: 2.5, thai: 5 };

/** Whether the language separates words with spaces (Korean does; Chinese, Japanese and Thai do not). */
export function countsCharacters(language: string | undefined): boolean {
  return language !== undefined && /\b(chinese|mandarin|cantonese|japanese|thai)\b/i.test(language);
}

/** A word count as a character count in a language without spaces, rounded to tens. */
export function wordsAsCharacters(words: number, language: string): number {
  const key = /japanese/i.test(language) ? "japanese" : /thai/i.test(language) ? "thai" : "chinese";
  return Math.round((words * (CHARACTERS_PER_WORD[key] ?? 2)) / 10) * 10;
}

/** "characters" in the script's own terms, for the prompt. */
export function characterUnit(script: Script): string {
  return script === "cjk" ? "full-width characters" : "characters";
}

/** Spoken pace in characters a minute for a language without spaces (newsreaders: about 250 in Chinese, 300 in Japanese). */
export function spokenCharactersPerMinute(language: string): number {
  return /japanese/i.test(language) ? 300 : 250;
}
