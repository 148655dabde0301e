/**
 * What the user's own words (the topic and the additional instructions) ask for or rule out, read once. Where they
 * disagree with a setting or with a default guidance line, the user's words win: the line gives way and a note says
 * so (text-user-conflicts.ts). Only the user's prose is read, never pasted material.
 */

/** A negation and up to a few words before what it rules out ("leave no brackets", "don't use any hashtags"). */
const NOT = String.raw`\b(?:no|never|don't|do not|without|avoid|skip|nor|zero)\b[^.;:!?\n]{0,30}?`;
const ruledOut = (things: string) => new RegExp(`${NOT}\\b(?:${things})\\b`, "i");

/** Guidance the user can rule out by name, and the words that name it in a guidance line. */
export const RULED_OUT_GUIDANCE = {
  hashtags: { user: ruledOut("hashtags?"), guidance: /\bhashtags?\b/i, said: "no hashtags" },
  subheadings: { user: ruledOut("(?:sub)?head(?:ing|er)s?"), guidance: /\bsubheadings?\b/i, said: "no headings" },
  "subject line": { user: ruledOut("subject lines?"), guidance: /\bsubject line\b/i, said: "no subject line" },
  "preview line": { user: ruledOut("preview (?:line|text)s?"), guidance: /\bpreview line\b/i, said: "no preview line" },
} as const;
export type RuledOutGuidance = keyof typeof RULED_OUT_GUIDANCE;

/** The shape the user's words give the text, when they give one. */
export type UserShape = "list" | "table" | "prose";

export interface UserWords {
  /** "Show, do not sell", "no sales pitch", "not promotional". */
  noSelling: boolean;
  /** "Leave no brackets or placeholders", "ready to publish as is". */
  noGaps: boolean;
  /** "No call to action". */
  noCallToAction: boolean;
  /** "No jokes", "keep it serious". */
  noHumour: boolean;
  /** Default guidance the user ruled out by name (hashtags, headings, a subject line). */
  ruledOut: readonly RuledOutGuidance[];
  /** "As bullet points", "in a table", "no bullet points, prose only". */
  shape: UserShape | undefined;
  /** The user's words that set the shape, for the note. */
  shapeSaid: string | undefined;
  /** "Keep it formal" or "keep it casual". */
  register: "formal" | "casual" | undefined;
}

/** "Do not sell", "not salesy", "no hype"; not a subject such as "never sell your shares". */
const NO_SELLING =
  /\bshow,? (?:do not|don't|not) sell\b|\b(?:do not|don't|never|not) (?:hard[- ])?sell(?:ing)?\b(?!\s+(?:your|my|our|their|his|her|the|a|an|this|that|these|those|it|them|to|shares?|stocks?)\b)|\b(?:not|never|no|without|avoid|don't|do not)\b[^.;:!?\n]{0,20}?\b(?:salesy|sales (?:pitch|language|speak|talk|tone)|pitchy|hype|promotional|marketing (?:speak|language|fluff)|hard sell)\b|\bnon-?promotional\b|\binformational only\b/i;
const NO_GAPS =
  /\b(?:no|never|without|avoid|don't|do not)\b[^.;:!?\n]{0,30}?\b(?:brackets?|placeholders?|gaps|blanks|fill-?ins)\b|\bready to (?:publish|post|send|go live)\b|\b(?:goes|go|going) live as[- ]is\b|\bpublish(?:ed)? as[- ]is\b/i;
const NO_CTA = ruledOut("calls? to action|calls?-to-action|ctas?");
const NO_HUMOUR =
  /\b(?:no|without|avoid|don't|do not|never)\b[^.;:!?\n]{0,20}?\b(?:jokes?|joking|humou?r|puns?|wordplay)\b|\b(?:keep it|stay|be) (?:serious|sombre|somber|solemn)\b|\b(?:serious|sombre|somber|solemn) (?:tone|register|voice)\b|\bnot (?:jokey|jokes?|joking|funny|flippant|glib|cute|humorous|playful)\b|\b(?:be|keep it|stay|sound|remain|tone:?)\s+(?:humble|serious|sombre|somber|solemn|respectful|sober|earnest)\b/i;

const SHAPES: readonly [RegExp, UserShape][] = [
  [/\b(?:no|without|avoid|don't use|do not use)\b[^.;:!?\n]{0,15}?\b(?:bullets?|bullet points|bulleted lists?|lists)\b|\b(?:in|as) (?:prose|full paragraphs|running text)\b|\bprose only\b|\b(?:one|a single|two|three) paragraphs?\b|\b(?:in|as|use|using|with) (?:short |full |clear )?paragraphs\b/i, "prose"],
  // "As a table", "use a table"; not "a kitchen with a table for six".
  [/\b(?:as|in|into|use|using)\s+(?:a\s+)?(?:markdown\s+)?table\b(?!\s+(?:for|of|with|and)\b)/i, "table"],
  [/\b(?:as|in|into|use|using|with)\s+(?:a\s+)?(?:short\s+)?(?:bullet(?:ed)?(?: points?| list)?|bullets|numbered (?:list|steps)|checklist)\b/i, "list"],
];

const FORMAL = /\b(?:keep it|be|stay|in a|use a|strictly|very)\s+(?:formal|professional)\b|\bformal (?:tone|register|language|english)\b/i;
const CASUAL = /\b(?:keep it|be|stay|in a|use a)\s+(?:casual|informal|relaxed|conversational|chatty|laid-back)\b|\b(?:casual|informal|conversational|chatty) (?:tone|register|language)\b/i;

export function userWords(topic: string, instructions: string | undefined): UserWords {
  const said = [topic, instructions ?? ""].join("\n");
  const shape = SHAPES.map(([pattern, kind]) => [pattern.exec(said)?.[0], kind] as const).find(([match]) => match !== undefined);
  return {
    noSelling: NO_SELLING.test(said),
    noGaps: NO_GAPS.test(said),
    noCallToAction: NO_CTA.test(said),
    noHumour: NO_HUMOUR.test(said),
    ruledOut: (Object.keys(RULED_OUT_GUIDANCE) as RuledOutGuidance[]).filter((key) => RULED_OUT_GUIDANCE[key].user.test(said)),
    shape: shape?.[1],
    shapeSaid: shape?.[0]?.trim(),
    register: FORMAL.test(said) ? "formal" : CASUAL.test(said) ? "casual" : undefined,
  };
}

/**
 * The guidance without the clauses that mention `term`: "Hook in the first line, keep sentences short and add a few
 * relevant hashtags at the end." without hashtags is "Hook in the first line and keep sentences short." A sentence
 * left with nothing is dropped; the list's last "and" moves to the items that remain.
 */
export function withoutClauses(guidance: string, term: RegExp): string {
  const sentences = guidance.split(/(?<=[.!?])\s+/);
  return sentences
    .map((s) => (term.test(s) ? withoutClause(s, term) : s))
    .filter((s) => s !== "")
    .join(" ");
}

function withoutClause(text: string, term: RegExp): string {
  const end = /[.!?]$/.exec(text)?.[0] ?? "";
  const body = end === "" ? text : text.slice(0, -1);
  // Items with the separator before each: [["", "Use a clear headline"], [", ", "scannable subheadings"], [" and ", …]].
  const parts = body.split(/(; |, and |, | and )/);
  const items: { sep: string; text: string }[] = [{ sep: "", text: parts[0] ?? "" }];
  for (let i = 1; i < parts.length; i += 2) items.push({ sep: parts[i] ?? "", text: parts[i + 1] ?? "" });
  const kept: { sep: string; text: string }[] = [];
  for (const item of items) {
    if (!term.test(item.text)) {
      kept.push(item);
      continue;
    }
    // The list's "and" was on the dropped item: the last comma before it takes it.
    if (/and $/.test(item.sep)) {
      const last = [...kept].reverse().find((k) => k.sep === ", ");
      if (last) last.sep = " and ";
    }
  }
  if (kept.length === 0) return "";
  // "Include a subject line and a preview line" without the subject line keeps its verb: "Include a preview line".
  const verb = /^(Use|Include|Add|Give|Write|Keep)\s/.exec(items[0]!.text)?.[1];
  const first = kept[0]!.text;
  const carried = kept[0] !== items[0] && verb && /^(a|an|the|one|two|three|\w+s)\s/i.test(first) ? `${verb} ${first}` : first;
  kept[0] = { sep: "", text: carried.charAt(0).toUpperCase() + carried.slice(1) };
  return `${kept.map((k) => `${k.sep}${k.text}`).join("")}${end}`;
}
