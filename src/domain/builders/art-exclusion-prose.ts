/**
 * The exclusions of a natural-language image prompt (DALL·E 3, gpt-image-1, Flux, Generic), none of which has a
 * negative prompt: each is said as what is there instead ("people" → "a deserted setting"), never as a bare
 * "No people." (BFL's guide: naming a thing tends to bring it in; describe what fills the space). An exclusion
 * never vanishes: one the prompt already answers, one nothing in the scene could show, or one with no positive
 * form is named in a note that says why it is not in the prompt.
 */
import { unsaidExclusion } from "./art-dedupe";
import { BOILERPLATE, CARRIES_LETTERING, SKY, FOCUS_BESIDE_DEPTH, lexicon, PERSON, positiveBeside, quotedList, type SettledExclusions } from "./art-exclusions";
import { capitalize } from "./prose";

export type ExclusionModel = "DALL·E 3" | "gpt-image-1" | "Flux" | "generic";

export interface DescribedExclusions {
  /** What is there instead, to join the description. */
  phrases: string[];
  /** DALL·E 3 and gpt-image-1: one closing sentence for what has no positive form ("No umbrellas or boats."). */
  closing?: string;
  notes: string[];
}

/** Negated adjectives and what is there instead ("broken sword" → "an intact sword"); "in sharp focus" follows its noun. */
const ANTONYMS: Readonly<Record<string, string>> = {
  broken: "intact", damaged: "intact", cracked: "intact", shattered: "intact", torn: "intact", chipped: "intact", bent: "straight",
  blurry: "in sharp focus", blurred: "in sharp focus", "out-of-focus": "in sharp focus", unfocused: "in sharp focus",
  scary: "gentle", creepy: "gentle", frightening: "gentle", menacing: "gentle", angry: "friendly", sad: "cheerful", grumpy: "cheerful",
  dirty: "clean", messy: "tidy", rusty: "polished", dull: "vivid", dark: "bright", wilted: "fresh", dead: "living", crooked: "straight",
  distorted: "well-proportioned", deformed: "well-proportioned", cluttered: "uncluttered", busy: "uncluttered", wet: "dry",
};

/** Realism excluded as a style ("photorealism", "realistic"), said as the rendering it names. */
const REALISM_STYLE = /^(?:photo-?realism|photo-?realistic|hyper-?realism|hyper-?realistic|realism|realistic|photographic|photography|photos?)$/i;

/** Positive forms that read worse than the plain constraint on a model that follows one. */
const PLAINLY_SAID: readonly string[] = ["a deserted setting", "clear air"];

const MASS = /^(text|lettering|writing|scenery|water|smoke|steam|fog|snow|rain|grass|hair|furniture|clothing|jewelry|jewellery|makeup|glare|noise|grain|color|colour|blood|gore|nudity|traffic|signage|branding|typography|sky|background)$/i;

/** "umbrella" → "umbrellas", for a closing sentence that lists things ("No umbrellas or boats."). */
function plural(term: string): string {
  // "spiky" → "spiky things": a describing word is no thing to leave out.
  if (/^[a-z]+(y|ful|ish|ous|ive|less|ic|al)$/.test(term) && !MASS.test(term) && !/(?:ey|ay|oy|ppy|ty|dy|ly)$/.test(term)) return `${term} things`;
  if (!/^[a-z]+$/.test(term) || MASS.test(term) || /(s|ism)$/.test(term)) return term;
  if (/[^aeiou]y$/.test(term)) return term.replace(/y$/, "ies");
  return /(x|ch|sh)$/.test(term) ? `${term}es` : `${term}s`;
}

/** "a"/"an" before a singular countable phrase. */
const article = (phrase: string) => (/^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`);

/**
 * What is there instead of an exclusion the lexicon does not know, by a general rule read from the term itself:
 * a negated adjective by its antonym ("blurry faces" → "faces in sharp focus", "broken sword" → "an intact
 * sword"), a background or scenery by a clear background, a drop shadow by a flat edge.
 */
export function generalPositive(term: string, transparent: boolean): string | undefined {
  const t = term.toLowerCase().trim();
  if (/^(?:drop|cast) shadows?$/.test(t)) return "a flat, shadowless edge";
  if (/^(?:colou?r )?gradients?$/.test(t)) return "flat, solid fills";
  if (/^(?:scenery|background|backdrop|setting|landscape|surroundings)$/.test(t) || /\b(?:in|from) (?:the )?background$/.test(t)) return transparent ? "" : "a clear background";
  const m = /^([a-z-]+) ([a-z][a-z -]*)$/.exec(t);
  const antonym = m ? ANTONYMS[m[1]!] : undefined;
  if (!m || antonym === undefined) return undefined;
  const noun = m[2]!;
  if (antonym.startsWith("in ")) return `${noun} ${antonym}`;
  return /s$/.test(noun) || MASS.test(noun) ? `${antonym} ${noun}` : article(`${antonym} ${noun}`);
}

const TRANSPARENT_OR_PLAIN = /\b(transparent|plain|blank|white|solid|seamless|isolated|cut-?out)\b[^,.]*\b(background|backdrop)\b|\bno background\b/i;

/** "has no negative prompt" for a named model; a generic tool may have one. */
function lacksField(model: ExclusionModel): string {
  return model === "generic" ? "not every tool has a negative prompt" : `${model} has no negative prompt`;
}

/**
 * `described`: what the prompt says besides the exclusions, which their wording must fit (a person in a
 * "deserted" scene is its only figure); `said`: its content words, so what it already says is not said twice.
 */
export function describedExclusions(settled: SettledExclusions, model: ExclusionModel, described: string, said: ReadonlySet<string>): DescribedExclusions {
  const phrases: { term: string; phrase: string }[] = [];
  const boilerplate: string[] = [];
  const nothingCarriesText: string[] = [];
  const nobody: string[] = [];
  const elsewhere: string[] = [];
  const unknown: string[] = [];
  const carriesLettering = CARRIES_LETTERING.test(described) || settled.onlyText !== undefined;
  const answered: string[] = [];
  let motionBlurNote: string | undefined;
  const hasPerson = PERSON.test(described);
  // OpenAI's models follow an explicit constraint: text and marks are left out in so many words there.
  const openAI = model === "DALL·E 3" || model === "gpt-image-1";
  const constraints: string[] = [];
  const plainBackground = TRANSPARENT_OR_PLAIN.test(described);
  for (const term of settled.terms) {
    const entry = lexicon(term);
    const general = entry ? undefined : generalPositive(term, plainBackground);
    if (BOILERPLATE.test(term.toLowerCase())) boilerplate.push(term);
    // A style word excluded belongs with the style: "photorealism" → "No photorealistic rendering.", never "photorealisms".
    else if (openAI && REALISM_STYLE.test(term.trim())) constraints.push("photorealistic rendering");
    // OpenAI's models follow the constraint itself: text and marks are never dropped there, lettering or not.
    else if (entry && / surfaces$/.test(entry.positive) && openAI) constraints.push(entry.noun);
    else if (entry && / surfaces$/.test(entry.positive) && !carriesLettering) nothingCarriesText.push(term);
    // "a deserted setting" adds an eerie mood and "clear air" means little indoors: said plainly where it is read.
    else if (openAI && entry && PLAINLY_SAID.includes(entry.positive) && positiveBeside(entry.positive, described) === entry.positive && !(entry.positive === "clear air" && SKY.test(described))) constraints.push(term.trim().toLowerCase());
    // A generic tool reads "no lettering" as the constraint it is; "unlettered surfaces" is nobody's phrase.
    else if (entry && / surfaces$/.test(entry.positive) && model === "generic") phrases.push({ term, phrase: `no ${entry.noun === "text" ? "lettering" : entry.noun}` });
    else if (entry?.ofPerson && !hasPerson) nobody.push(term);
    else if (entry?.where && !entry.where.test(described)) elsewhere.push(term);
    else if (entry) phrases.push({ term, phrase: positiveBeside(entry.positive, described) });
    else if (general === "") answered.push(term);
    else if (general !== undefined) phrases.push({ term, phrase: general });
    else if (openAI) constraints.push(plural(term));
    else unknown.push(term);
  }
  if (/\bmotion blur\b/i.test(described) && phrases.some((ph) => / in sharp focus$/.test(ph.phrase))) {
    motionBlurNote = "Motion blur (Effects) and a blur you excluded pull against each other: the prompt keeps the blur on what moves and asks for the rest in sharp focus.";
  }
  if (settled.onlyText) {
    const unlettered = phrases.findIndex((p) => p.phrase === "unlettered surfaces");
    if (unlettered !== -1) phrases.splice(unlettered, 1);
    phrases.push({ term: "text", phrase: `${settled.onlyText} as its only lettering` });
  }
  // Each phrase said once, and not said at all where the description already says it ("sharp focus" beside "sharp").
  const kept: string[] = [];
  const keptTerms: string[] = [];
  for (const { term, phrase } of phrases) {
    // A phrase about the subject names it on purpose ("the cats as the only figures"): never cut.
    const rest = phrase === FOCUS_BESIDE_DEPTH || / as the only figures? /.test(phrase) ? phrase : unsaidExclusion(phrase, said);
    if (rest === undefined) answered.push(term);
    else {
      if (!keptTerms.includes(term)) keptTerms.push(term);
      if (!kept.includes(rest)) kept.push(rest);
    }
  }
  // "unlettered surfaces", "unbranded surfaces" → "unlettered, unbranded surfaces": one head, said once.
  const surfaces = kept.filter((ph) => / surfaces$/.test(ph));
  if (surfaces.length > 1) {
    kept.splice(kept.indexOf(surfaces[0]!), 1, `${surfaces.map((ph) => ph.replace(/ surfaces$/, "")).join(", ")} surfaces`);
    for (const ph of surfaces.slice(1)) kept.splice(kept.indexOf(ph), 1);
  }
  const them = (terms: readonly string[]) => (terms.length === 1 ? "it" : "them");
  const notes: string[] = motionBlurNote ? [motionBlurNote] : [];
  const closing = closingSentence(constraints.filter((c, i) => constraints.indexOf(c) === i));
  if (closing) notes.push(`${model} has no negative prompt and follows an explicit constraint, so what has no positive form is one closing sentence ("${closing}").`);
  if (kept.length > 0) notes.push(`${model === "generic" ? capitalize(lacksField(model)) : lacksField(model)}, so your exclusions${keptTerms.length > 0 ? ` (${quotedList(keptTerms)})` : ""} are described as what is there instead (${kept.join("; ")}).`);
  if (answered.length > 0) notes.push(`${quotedList(answered)}: the prompt already describes what is there instead, so nothing more is said.`);
  if (boilerplate.length > 0) notes.push(`${quotedList(boilerplate)} left out: quality tags are for Stable Diffusion's negative prompt, and this model reads sentences.`);
  if (nothingCarriesText.length > 0) notes.push(`${quotedList(nothingCarriesText)} left out: nothing in this scene carries lettering or marks, and naming ${them(nothingCarriesText)} tends to bring ${them(nothingCarriesText)} in.`);
  if (nobody.length > 0) notes.push(`${quotedList(nobody)} left out: nobody in this scene could wear or show ${them(nobody)}, and naming ${them(nobody)} tends to bring ${them(nobody)} in.`);
  if (elsewhere.length > 0) notes.push(`${quotedList(elsewhere)} left out: nothing in this scene is a place to see ${them(elsewhere)}, and naming ${them(elsewhere)} tends to bring ${them(elsewhere)} in.`);
  if (unknown.length > 0) {
    notes.push(
      `${quotedList(unknown)} could not be expressed ${model === "generic" ? "in the prompt, since not every tool has a negative prompt" : `for ${model}, which has no negative prompt`}: naming ${them(unknown)} in a "no …" sentence can bring ${them(unknown)} in, and the form does not say what is there instead. To keep ${them(unknown)} out, describe what is there instead in Additional Customization.`,
    );
  }
  if (model === "generic" && settled.terms.length > 0) notes.push(`If your tool has a negative prompt field, put ${settled.terms.length === 1 ? "this" : "these"} there: ${settled.terms.join(", ")}.`);
  return { phrases: kept, ...(closing ? { closing } : {}), notes };
}

/** "No text or logos anywhere." / "No people, steam or photorealistic rendering.": one grammatical constraint, last. */
function closingSentence(items: readonly string[]): string | undefined {
  if (items.length === 0) return undefined;
  const list = items.length === 1 ? items[0]! : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]!}`;
  const marksOnly = items.every((i) => /^(text|watermarks|logos|signatures)$/.test(i));
  return `No ${list}${marksOnly ? " anywhere" : ""}.`;
}
