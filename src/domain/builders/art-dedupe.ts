/**
 * One word said once: the subject speaks first, then each choice in turn, and a term whose words an earlier
 * one already said gives way ("a flat vector icon of a rocket" needs no "flat vector icon" style, "a
 * minimalist poster" no "minimalist" mood). Our own additions (a style's cues, the detail words) go whole at
 * the first repeated word; an option loses only the repeated words ("screen print poster" after "a minimalist
 * poster" is "screen print"), and a custom text stays whole, never cut into a broken noun phrase ("studio
 * product photography" after "product photo"). Either goes when nothing of its own is left ("cyberpunk neon
 * colors" after a cyberpunk style and a neon glow would be "colors" alone).
 */
import { artNoun, backgroundProse } from "./art-nouns";

const STOP = new Set(
  "a an the of with and or in on at by to for as its it is are from into onto over under set against among amid some any this that these those very".split(" "),
);
/** Heads that say nothing without their modifier ("colors" alone is no palette). */
const HEADS = new Set("color colour tone light lighting background composition shot view effect style art image scene".split(" "));
/** Words that say another word too: a cyberpunk scene is already futuristic, a limited palette already counts its colors. */
const IMPLIED: Readonly<Record<string, readonly string[]>> = { cyberpunk: ["futuristic"], photorealistic: ["realistic"], photograph: ["photo"], palette: ["colors"] };

const stem = (word: string) => word.replace(/(?<=[a-z]{3}[^s])s$/, "").replace(/(?<=[a-z]{3})(ed|ing)$/, "");

/** The words of a text that carry meaning, stemmed and lower-cased. */
export function contentWords(text: string): string[] {
  const words = (text.toLowerCase().match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? []).flatMap((w) => [w, ...w.split("-").filter(() => w.includes("-"))]);
  return words.filter((w) => !STOP.has(w) && !/^\d+$/.test(w)).map(stem);
}

class Said {
  private readonly words = new Set<string>();
  private text = "";
  add(text: string | undefined): void {
    this.text += ` ${(text ?? "").toLowerCase()}`;
    for (const w of contentWords(text ?? "")) {
      this.words.add(w);
      for (const implied of IMPLIED[w] ?? []) this.words.add(stem(implied));
    }
  }
  /** A content word (as `contentWords` gives it) already said. */
  has(word: string): boolean {
    return this.words.has(word);
  }
  /** The phrase, word for word, already said. */
  hasPhrase(phrase: string): boolean {
    return new RegExp(`\\b${phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(this.text);
  }
  /** Any content word of the text already said. */
  overlaps(text: string): boolean {
    return contentWords(text).some((w) => this.words.has(w));
  }
}

/** A comma list of our own terms without those that repeat a word already said. */
function ownTerms(list: string | undefined, said: Said): string | undefined {
  if (list === undefined) return undefined;
  const kept = list
    .split(",")
    .map((t) => t.trim())
    .filter((t) => t !== "" && !said.overlaps(t));
  kept.forEach((t) => said.add(t));
  return kept.length === 0 ? undefined : kept.join(", ");
}

/** A chosen term as the dedupe reads it: art-parts.ts's ArtTerm, named here so the two modules stay one-way. */
interface Term {
  term: string;
  prose: string;
  cues?: string;
  custom: boolean;
}

/** The parts of a prompt the dedupe goes through, in the order the prompt says them. */
interface DedupedParts {
  subject?: string;
  style?: Term;
  mood?: Term;
  lighting?: Term;
  palette?: Term;
  perspective?: Term;
  composition?: Term;
  background?: Term;
  effects?: Term;
  detail?: string;
}

/** A user's term without its repeated words (a custom one whole); gone when only a head word or nothing is left. */
function userTerm<T extends Term>(t: T | undefined, said: Said, reprose: (term: string) => string): T | undefined {
  if (t === undefined) return undefined;
  const words = t.term.split(/\s+/);
  const kept = words.filter((w) => !(contentWords(w).length > 0 && contentWords(w).every((c) => said.has(c))));
  const own = kept.flatMap((w) => contentWords(w)).filter((w) => !HEADS.has(w));
  // An option's sentence form may add words of its own ("set underwater, with … filtered light"): plain when they repeat.
  const proseRepeats = t.prose !== t.term && contentWords(t.prose).some((w) => said.has(w) && !contentWords(t.term).includes(w));
  // A lone head left of several words ("glow" of "neon glow" beside "neon-lit") is a fragment the rest says
  // already: the term goes, and its words, never written, stay unsaid.
  if (!t.custom && kept.length === 1 && words.length > 1 && kept[0] === words.at(-1)) return undefined;
  said.add(t.term);
  said.add(t.prose);
  if (own.length === 0) return undefined;
  if (kept.length === words.length && !proseRepeats) return t;
  // A custom text is the user's own phrase: cutting a word out of it can break it ("a studio photography").
  if (t.custom) return t;
  const term = kept.join(" ").replace(/^(and|with|of)\s+|\s+(and|with|of)$/g, "");
  return { ...t, term, prose: reprose(term) };
}

/**
 * What is there instead of an exclusion, without what the prompt already says: gone when most of it is said
 * ("sharp focus" beside "sharp focus"), else without the said modifiers ("natural proportions" after
 * "natural sunlight" is "proportions"), its last word kept so the exclusion is never lost.
 */
export function unsaidPart(phrase: string, said: ReadonlySet<string>): string | undefined {
  if (phrase.includes('"')) return phrase;
  const words = contentWords(phrase);
  if (words.filter((w) => said.has(w)).length * 2 >= words.length) return undefined;
  return withoutSaidModifiers(phrase, said);
}

/** The phrase without its already-said words, its last word kept ("natural proportions" → "proportions"). */
function withoutSaidModifiers(phrase: string, said: ReadonlySet<string>): string {
  const tokens = phrase.split(" ");
  const kept = tokens.filter((t, i) => i === tokens.length - 1 || !contentWords(t).some((w) => said.has(w)));
  return kept.join(" ").replace(/\b(a|an) (?=\S+$)/, "").replace(/,$/, "");
}

/**
 * What is there instead of an exclusion, beside what the prompt already says: gone only when the prompt says it
 * already (every word, or most of them with the word that carries the meaning, "sharp" of "sharp focus"), so an
 * exclusion never vanishes because its head was said of something else ("empty streets" after "a street musician").
 */
export function unsaidExclusion(phrase: string, said: ReadonlySet<string>): string | undefined {
  if (phrase.includes('"')) return phrase;
  const words = contentWords(phrase);
  const count = words.filter((w) => said.has(w)).length;
  if (count === words.length || (count * 2 >= words.length && said.has(words[0]!))) return undefined;
  return withoutSaidModifiers(phrase, said);
}

/**
 * The parts with every repeated word taken out, in the order the prompt says them. `detailAlternates`: other words
 * for the detail level, used when every detail term repeats a word already said, so a set level is still said.
 */
export function dedupeParts<P extends DedupedParts>(p: P, detailAlternates: readonly string[] = []): P {
  const said = new Said();
  said.add(p.subject);
  const same = (t: string) => t;
  const { cues: styleCues, ...styleTerm } = p.style ?? { cues: undefined };
  const style = p.style && userTerm(styleTerm as Term, said, artNoun);
  const out: P = {
    ...p,
    style,
    mood: userTerm(p.mood, said, same),
    lighting: userTerm(p.lighting, said, same),
    // A palette colors the whole image: words the subject says of one thing ("a neon-lit room") do not say it.
    palette: userTerm(p.palette, said, same) ?? (p.palette && !(p.subject ?? "").toLowerCase().includes(p.palette.term.toLowerCase()) ? p.palette : undefined),
    perspective: userTerm(p.perspective, said, same),
    composition: userTerm(p.composition, said, same),
    background: userTerm(p.background, said, backgroundProse),
    // An effect is a finish the user picked ("film grain" beside a "film photograph"): gone only when said word for word.
    // Repeated words go ("holographic glow" after "neon glow"), but never the whole effect.
    effects: p.effects && said.hasPhrase(p.effects.term) ? undefined : (userTerm(p.effects, said, same) ?? p.effects),
  };
  // Natural-language targets say "a palette of …": a cue's own palette ("limited palette") gives way to the chosen one.
  if (out.palette) said.add("palette");
  const cues = ownTerms(styleCues, said);
  if (out.style && cues !== undefined) out.style = { ...out.style, cues };
  out.detail = ownTerms(p.detail, said) ?? detailAlternates.find((t) => !said.overlaps(t)) ?? detailAlternates[0];
  return out;
}
