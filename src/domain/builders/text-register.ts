/**
 * Register: how formal the words are. A tone and a style can disagree on it, and some of its advice (contractions)
 * exists only in English. Settled here once, for the tone and style lines (decision 0038).
 */

/**
 * A tone and a style that disagree on register, settled once: the style keeps the wording (a formal style's
 * complete sentences, no contractions or slang) and the tone gives what it can within it.
 */
export const REGISTER_CLASHES: Partial<Record<`${string}+${string}`, { line: string; note: string }>> = {
  "conversational+formal": {
    line: "- Tone of voice: Conversational: direct address and a natural rhythm, kept within the formal style.",
    note: 'The "Conversational" tone and the "Formal" style disagree on contractions: the prompt keeps the formal style (no contractions) and takes direct address and rhythm from the tone.',
  },
  "friendly+formal": {
    line: "- Tone of voice: Warm and courteous, kept within the formal style: the friendliness is in what is said, not in slang or contractions.",
    note: 'The "Friendly" tone and the "Formal" style are settled as a warm, courteous formal register: friendly in what is said, with no contractions or slang.',
  },
  "witty-humor+formal": {
    line: "- Tone of voice: Dry, understated wit, kept within the formal style: one clever turn of phrase where it serves the message, never slang, puns that need contractions, or jokes at the reader's expense.",
    note: 'The "Witty & Humorous" tone and the "Formal" style are settled as understated wit in a formal register: a clever turn of phrase, not wordplay that needs slang.',
  },
  "professional+informal": {
    line: "- Tone of voice: Professional and credible, in the relaxed register the informal style asks for: everyday words, never slang or filler.",
    note: 'The "Professional" tone and the "Informal" style are settled as a relaxed but credible register: everyday words, no slang.',
  },
};

/**
 * Guidance that only English has: contractions ("don't", "we're"). In another language the advice is about register
 * (everyday words, no slang), and the rest of the line stands.
 */
export function withoutEnglishOnlyAdvice(line: string): string {
  return line
    .replace(/\bcontractions, /g, "")
    .replace(/, with contractions and /g, ", with ")
    .replace(/\bno contractions or slang\b/g, "no slang or colloquialisms")
    .replace(/\b(no|without) contractions,? (or|and) /g, "$1 ")
    .replace(/,? (no|without) contractions\b/g, "");
}
