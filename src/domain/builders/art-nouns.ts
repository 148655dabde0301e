/** Custom field text made into a noun phrase that reads right in a sentence. */
import { withArticle } from "./prose";

/** A custom phrase that already says where ("in a library") needs no "against" or "as a". */
export const PREPOSITION = /^(in|on|at|under|inside|within|against|among|amid|over|above|below|beneath|near|by|beside|behind|from|through|across|along)\b/i;

/** Heads that take no "a": "studio product photography", "pixel art", "soft lighting". */
const MASS_HEAD = /\b(photography|art|artwork|imagery|lighting|light|typography|calligraphy|ink|gouache|charcoal|graphite|clay|paper|fabric|metal|glass|wood|stone|smoke|fog|mist|water)$/i;

/** A custom phrase as a noun phrase: "a" only before a countable singular head. */
export function artNoun(phrase: string): string {
  return MASS_HEAD.test(phrase.trim()) ? phrase.trim() : withArticle(phrase);
}

/** Last words that leave a background without a noun ("plain white seamless"): it gets "backdrop". */
const NO_HEAD = /\b(white|black|gr[ae]y|red|blue|green|yellow|orange|purple|pink|brown|beige|cream|neutral|seamless|plain|solid|dark|bright|pastel|blurred|blurry|textured|minimal|empty|simple|clean|soft|muted|light|colou?red|transparent)$/i;

/** A custom background in the sentence: "set in a library", "set against a plain white seamless backdrop". */
export function backgroundProse(text: string): string {
  if (PREPOSITION.test(text)) return `set ${text}`;
  return `set against ${artNoun(NO_HEAD.test(text.trim()) ? `${text.trim()} backdrop` : text)}`;
}
