/**
 * The author's weak wording in a text prompt, sharpened where its meaning is clear: slang spelled out ("wanna"),
 * slang instructions said concretely ("make it pop" → "use vivid, concrete verbs"), praise that asks for nothing
 * ("super good") and vague tails ("and stuff") taken out, hedges dropped from a tone ("kinda casual" → "use a casual
 * tone"). A word whose meaning is not clear ("vibe") is kept, with a note. Read off the texts, so "what changed"
 * can name each rewrite whoever wrote the improvement.
 */

export interface WordingChange {
  /** The author's words. */
  said: string;
  /** What they became; undefined when they were taken out. */
  to?: string;
  why: string;
}

interface Rewrite {
  pattern: RegExp;
  /** The replacement for a match (empty: taken out), from its groups. */
  to: (groups: Record<string, string | undefined>) => string;
  why: string;
}

const INT = String.raw`(?:super|really|very|so|extremely|totally|insanely|crazy|mega|ultra|incredibly)`;
const PRAISE = String.raw`(?:good|great|awesome|amazing|epic|fire|dope|perfect|excellent|fantastic|incredible|top[- ]notch)`;
const TONE = String.raw`(?:casual|formal|friendly|professional|playful|serious|warm|funny|witty|upbeat|conversational|informal|relaxed|chill|light-?hearted)`;
/** Words an intensifier adds nothing to: the word carries the instruction. */
const PLAIN = String.raw`(?:${TONE}|fun|engaging|clear|simple|concise|detailed|polite|helpful|positive|enthusiastic|persuasive|catchy|easy|clean|creative|original|specific|thorough|accurate)`;
/** The end of a clause: what a trailing phrase must be followed by to be trailing. */
const END = String.raw`(?=\s*(?:[.,;!?]|$))`;

const PRAISE_WHY = "praise asks for nothing a model can act on; say what good means here (a tone, a length, a detail to include) if you had something in mind";
const SLANG_WHY = "written out, it cannot be misread";

/** Slang spellings with one reading. */
const SPELLINGS: Readonly<Record<string, string>> = {
  u: "you", gonna: "going to", wanna: "want to", gotta: "have to", tho: "though", thru: "through",
  abt: "about", thats: "that's", theres: "there's", whats: "what's", yrs: "years", yr: "year", hrs: "hours", mins: "minutes", bc: "because", cuz: "because", coz: "because", b4: "before", ppl: "people",
  urself: "yourself", bday: "birthday", gf: "girlfriend", bf: "boyfriend", convo: "conversation", pic: "picture", pics: "pictures", ur: "your", lil: "little", msg: "message", msgs: "messages", insta: "Instagram", idk: "I don't know", smth: "something", sth: "something", };
/** Chat fillers with nothing to say to a model. */
const CHAT_FILLERS = ["pls", "plz", "thx", "lol", "imo", "tbh", "btw"];

const REWRITES: readonly Rewrite[] = [
  // "It should be really good and make people want to buy": the praise goes, the ask stays.
  { pattern: new RegExp(String.raw`\b(?:it|this|that|they)\s+(?:should|must|needs? to|has to|have to)\s+be\s+(?<said>(?:${INT}\s+)*${PRAISE})\s+and\s+`, "gi"), to: () => "", why: PRAISE_WHY },
  // A greeting or a thank-you on its own says nothing to a model: it goes.
  {
    pattern: /^\s*(?<said>(?:hi|hey|hello|yo)(?: there)?|good (?:morning|afternoon|evening)|thanks?(?: you)?(?: (?:so much|in advance|a lot))?|ty|cheers)\s*[!.,]*\s*$/gi,
    to: () => "",
    why: "a greeting or a thank-you adds nothing the model can act on",
  },
  // A sentence that is only praise ("Make it amazing.") says nothing: it goes.
  { pattern: new RegExp(String.raw`^\s*(?:(?:make|making)\s+(?:it|this|them)|(?:it|this)\s+(?:should|must|needs? to|has to)\s+be)\s+(?<said>(?:${INT}\s+)*${PRAISE})\s*[.!?]*\s*$`, "gi"), to: () => "", why: PRAISE_WHY },
  // Only where the praise is said of the piece, at the end of its clause or after "make it": "a cheap and really
  // good laptop" asks for a good laptop.
  { pattern: new RegExp(String.raw`\s*,?\s+and\s+(?<said>(?:${INT}\s+)+${PRAISE})${END}`, "gi"), to: () => "", why: PRAISE_WHY },
  { pattern: new RegExp(String.raw`(?<=\bmake (?:it|this|them) [\w-]+)\s+and\s+(?<said>${PRAISE})${END}`, "gi"), to: () => "", why: PRAISE_WHY },
  { pattern: new RegExp(String.raw`(?<=\b(?:make (?:it|this|them)|be|should be)\s+)(?<said>(?:${INT}\s+)+${PRAISE})\s+and\s+`, "gi"), to: () => "", why: PRAISE_WHY },
  {
    pattern: /\b(?<said>make (?:it|this|them|the (?<what>\w+(?: \w+)?)) (?:really )?pop)\b/gi,
    to: (g) => `use vivid, concrete verbs${g.what ? ` in the ${g.what}` : ""}`,
    why: "slang a model reads loosely; the concrete instruction says what to do",
  },
  { pattern: new RegExp(String.raw`\b(?<said>(?:${INT}\s+)+(?:short|brief))${END}`, "gi"), to: () => "as short as possible", why: "the intensifier says how short only loosely; this says it plainly" },
  // "kinda casual." on its own is a tone.
  {
    pattern: new RegExp(String.raw`^\s*(?<said>(?:(?:kinda|kind of|sort of|sorta|${INT})\s+)?(?<tone>${TONE}))\s*[.!]*\s*$`, "gi"),
    to: (g) => `use a ${g.tone!.toLowerCase() === "chill" ? "relaxed" : g.tone!.toLowerCase()} tone`,
    why: "a word on its own is read as context; said as an instruction, the tone is one the model follows",
  },
  { pattern: new RegExp(String.raw`\b(?<said>(?:${INT}\s+)+(?<tone>${PLAIN}))\b`, "gi"), to: (g) => g.tone!, why: "the intensifier adds no instruction; the word after it carries it" },
  // ", kinda short" after another rule is a rule of its own: ", and keep it short".
  {
    pattern: new RegExp(String.raw`(?<=,\s*)(?<said>(?:kinda|kind of|sort of|sorta)\s+(?<adj>${PLAIN}|short|brief|long))${END}`, "gi"),
    to: (g) => `and keep it ${g.adj!.toLowerCase()}`,
    why: "a hedge leaves the model guessing how much of the instruction you mean",
  },
  { pattern: /\b(?<said>kinda|sorta)\s+/gi, to: () => "", why: "a hedge leaves the model guessing how much of the instruction you mean" },
  { pattern: new RegExp(String.raw`\s*,?\s*\b(?<said>(?:and|or) (?:stuff|things|whatever|something)(?: like that)?|and all that(?: stuff)?|and so on)${END}`, "gi"), to: () => "", why: "a vague tail adds nothing the model can act on" },
  { pattern: /\b(?<said>(?:some\s+)?stuff\s+(?:about|on)|some\s+things\s+(?:about|on))\b/gi, to: () => "details about", why: "\"stuff\" names nothing; \"details\" says what to include" },
  { pattern: /(?<=,\s*)(?<said>and (?:other )?stuff like)\s+|\b(?<said2>and (?:other )?stuff like)\s+/gi, to: () => "including ", why: "\"stuff\" names nothing; the example after it says what to include" },
  { pattern: /\b(?<said>(?:add|make up|invent)\s+stuff)\b/gi, to: (g) => `${g.said!.replace(/\s+stuff$/i, "")} anything`, why: "\"stuff\" names nothing; \"anything\" says what is ruled out" },
  // "in like 3 bullets": the number is the instruction; "like" only hedges it.
  { pattern: /\b(?<said>like\s+(?<n>\d+))\b/gi, to: (g) => g.n!, why: "a hedge leaves the model guessing how much of the instruction you mean" },
  { pattern: /(?<=\b(?:summari[sz]e|write|draft|explain|translate|rewrite|make|create|list|give)\b[^.,;]*?)\s+(?<said>for me)(?=\s+(?:in|as|into|with|by|using)\b|\s*[.,;]|$)/gi, to: () => "", why: "the task is for you already; the words add nothing the model can act on" },
  { pattern: /\b(?<said>short and sweet)\b/gi, to: () => "brief", why: SLANG_WHY },
  { pattern: /\b(?<said>no fluff)\b/gi, to: () => "no filler sentences", why: "says what \"fluff\" is, so the model can check for it" },
  { pattern: /\b(?<said>dumb it down(?: a lot| a bit| a little| more| some)?)\b/gi, to: () => "use plain words a beginner understands", why: "says who the reader is and what that asks of the words" },
  { pattern: /\b(?<said>make it snappy)\b/gi, to: () => "keep sentences short", why: "says what snappy asks of the writing" },
  // "a lil caption": of a piece of writing, "little" means short.
  { pattern: /\b(?<said>lil)(?=\s+(?:caption|bio|post|note|poem|story|message|summary|intro|blurb|paragraph|description|speech|toast|reply)s?\b)/gi, to: () => "short", why: "of a piece of writing, it says how long" },
  // "explain it like I'm 5 tho": a trailing "tho" hedges nothing the model can act on.
  { pattern: /,?\s+(?<said>tho)(?=\s*[,.!?]|\s*$)/gi, to: () => "", why: "a chat filler adds nothing the model can act on" },
  // "doing bad" says how something performs: the adverb is what is meant.
  { pattern: /\b(?<said>(?<verb>doing|performing|selling) bad)\b/gi, to: (g) => `${g.verb} badly`, why: SLANG_WHY },
  // "make it fire but not cringe": slang for a tone, said in words a model reads one way.
  { pattern: /(?<=\b(?:make (?:it|this|them)|sound|be|keep it)\s+)(?<said>fire)\b(?=\s+(?:but|and)\b)/gi, to: () => "lively and bold", why: SLANG_WHY },
  { pattern: /(?<=\bnot\s+)(?<said>cringe(?:y)?)\b/gi, to: () => "overdone", why: SLANG_WHY },
  // "why??": one question mark asks the question; more add nothing a model reads.
  { pattern: /(?<=\w)(?<said>\?{2,})/g, to: () => "?", why: "one question mark asks it; more add nothing a model reads" },
  { pattern: /(?<=^|\s)(?<said>w\/o|w\/)(?=\s)/gi, to: (g) => (g.said!.toLowerCase() === "w/o" ? "without" : "with"), why: SLANG_WHY },
  {
    // Lower case only: "BC" and "U" are other words.
    pattern: new RegExp(String.raw`(?<![\w.'’-])(?<said>${Object.keys(SPELLINGS).join("|")})(?![\w'’-]|\.\w)\s?`, "g"),
    to: (g) => `${SPELLINGS[g.said!] ?? g.said} `,
    why: SLANG_WHY,
  },
  { pattern: new RegExp(String.raw`,?\s*(?<![\w.'’-])(?<said>${CHAT_FILLERS.join("|")})(?![\w'’-]|\.\w)`, "g"), to: () => "", why: "a chat filler adds nothing the model can act on" },
];

/** Words whose meaning is the author's to settle: kept, with a note. */
const UNCLEAR = /\b((?<=\b(?:write|make|create|draft|generate) )something|too long|too short|vibes?|wow factor|on[- ]brand|next[- ]level|killer|flair|jazz (?:it )?up|spice (?:it )?up|edgy|slick|pizzazz|oomph|pop)\b/gi;

/** The sentence with its clear rewrites made, what each was, and the unclear words it still has. */
export function sharpenWording(sentence: string): { text: string; changes: WordingChange[]; unclear: string[] } {
  const changes: WordingChange[] = [];
  let text = sentence;
  for (const rule of REWRITES) {
    text = text.replace(rule.pattern, (...args: unknown[]) => {
      const groups = args[args.length - 1] as Record<string, string | undefined>;
      const to = rule.to(groups);
      changes.push({ said: groups.said ?? groups.said2 ?? "", ...(to.trim() === "" ? {} : { to: to.trim() }), why: rule.why });
      return to;
    });
  }
  // A word taken out leaves no stray space or comma behind it.
  text = text.replace(/\s+([,.!?])/g, "$1").replace(/,+([.!?])/g, "$1").replace(/\s{2,}/g, " ").trim().replace(/,$/, "");
  const unclear = [...new Set([...text.matchAll(UNCLEAR)].map((m) => m[1]!.toLowerCase()))];
  return { text, changes, unclear };
}

/** The note for a word kept because its meaning is unclear. */
export const unclearNote = (word: string) =>
  `"${word}" kept: it is unclear what it asks for. Say concretely what you mean (what kind of piece, which tone, how long) and improve again.`;

/** The note for a rewrite the improver made. */
export const wordingNote = (change: WordingChange) =>
  change.to === undefined ? `"${change.said}" taken out: ${change.why}.` : `"${change.said}" written as "${change.to}": ${change.why}.`;

const lower = (text: string) => text.toLowerCase();

/** The rewrites an improvement made, read off the two texts: what the original said that the improvement no longer does. */
export function wordingChanges(original: string, improved: string): WordingChange[] {
  const found = original.split(/(?<=[.!?])\s+|\n+/).flatMap((s) => sharpenWording(s).changes);
  const seen = new Set<string>();
  return found.filter((c) => {
    const key = lower(c.said);
    if (seen.has(key) || count(improved, key) > 0) return false;
    seen.add(key);
    return c.to === undefined || lower(improved).includes(lower(c.to));
  });
}

/** A sentence's words, for telling a repeated instruction: case, punctuation and a leading connective aside. */
export const sentenceKey = (sentence: string) => lower(sentence).replace(/[^\p{L}\p{N}\s]/gu, "").replace(/\s+/g, " ").trim();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** How many times a phrase stands as words in a text ("u" in "you" does not count). */
const count = (text: string, part: string) => (lower(text).match(new RegExp(`(?<![\\w'’])${escaped(lower(part))}(?![\\w'’])`, "g")) ?? []).length;
const sentencesIn = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).map((s) => sentenceKey(s.replace(/^[-*•]\s+/, ""))).filter(Boolean);

/** Whether an instruction the original said twice (a whole sentence, or a phrase rewritten) the improvement says once. */
export function saidOnce(original: string, improved: string): boolean {
  const before = sentencesIn(original);
  const after = sentencesIn(improved);
  if (before.some((s, i) => before.indexOf(s) !== i && after.filter((t) => t === s).length === 1)) return true;
  return wordingChanges(original, improved).some((c) => c.to !== undefined && count(original, c.said) > 1 && count(improved, c.to) === 1);
}
