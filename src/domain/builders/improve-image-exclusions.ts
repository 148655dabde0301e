/**
 * Exclusions for the targets that have no negative prompt (DALL·E 3, gpt-image-1, Flux, Generic): written as what
 * is there instead ("no people" → "an empty street"), or, where no positive form is clear, left out of the prompt
 * and said in a note; never a bare "No X." (OpenAI's and Black Forest Labs' guides: describe what you want; a thing
 * named, even after "no", tends to be drawn). Midjourney keeps `--no` and Stable Diffusion its negative prompt.
 */
import { contentWords, unsaidPart } from "./art-dedupe";
import { FOCUS_BESIDE_DEPTH, PERSON, positiveExclusions } from "./art-exclusions";
import { andJoin } from "./prose";

const PEOPLE = /^(people|persons?|humans?|figures|crowds?|anyone|anybody|pedestrians|tourists|passers-?by|bystanders)$/i;
const VEHICLES = /^(?:other )?(cars?|vehicles?|traffic)$/i;
const TEXT = /^(text|words|letters|lettering|writing|typography|captions?)$/i;
/** A graphic mark: "no text" on it is a symbol-only mark. */
const MARK = /\b(logo|logotype|icon|emblem|badge|monogram|seal|crest|sticker)\b/i;
/** A graphic design whose "no text" means a design told in pictures. */
const DESIGN = /\b(poster|flyer|banner|cover|postcard|greeting card|album art|billboard)\b/i;
/** Places where "no cars" means an empty road. */
const ROADS = /\b(street|streets|road|roads|avenue|highway|alley|boulevard|square|plaza|parking|intersection)\b/i;
/** The article of the subject: the first one, or the one after "a photo of". */
const SUBJECT_ARTICLE = /^((?:(?:an?|the)\s+(?:[\w-]+\s+){0,3}?(?:photo(?:graph)?|painting|illustration|drawing|sketch|render|picture|image|view|shot)\s+of\s+)?)(an?|the)\s+/i;
/** Places a scene can be empty of people. */
const PLACE = String.raw`(?:street|streets|road|alley|avenue|square|plaza|market|cafe|café|coffee shop|restaurant|bar|diner|shop|store|library|office|room|bedroom|kitchen|hallway|corridor|interior|lobby|station|platform|subway|airport|beach|shore|park|garden|forest|woods|field|meadow|city|town|village|cityscape|skyline|bridge|stadium|arena|theat(?:er|re)|church|cathedral|temple|museum|gallery|classroom|school|hospital|warehouse|factory|parking lot|courtyard|pool|harbou?r|pier|dock|marina|coast|coastline|shoreline|boardwalk|playground|trail|path|highway|landscape|desert|valley|ruins|train|bus|lot)`;
/** A setting phrase after the subject: "on a mountain road", "in the park". */
const SETTING = new RegExp(String.raw`\b((?:in|on|at|inside|through|along|across|down)\s+)(an?|the)\s+(?=(?:[\w-]+\s+){0,3}?${PLACE}\b)`, "i");
/** Words that say the place is full: "no people" then has no clear positive form. */
const FULL = /\b(busy|crowded|bustling|packed|lively|populated|teeming)\b/i;

/** Animals a scene can be made of: "no humans" or "no dogs" beside them means they are the only figures there. */
const ANIMAL = String.raw`cat|kitten|dog|puppy|fox|wolf|bear|horse|pony|bird|owl|rabbit|bunny|deer|lion|tiger|elephant|monkey|penguin|duck|frog|mouse|squirrel|raccoon|otter|panda|koala|giraffe|zebra|cow|sheep|goat|pig|chicken|dragon|dinosaur|animal|creature|seal|walrus|whale|dolphin|shark|turtle|crab|octopus|butterfly|bee|snake|lizard|camel|hedgehog|badger|hare|swan|goose|crow|raven|eagle|hawk|parrot|flamingo|heron|seagull|gull|bat`;
export const ANIMAL_NOUN = new RegExp(String.raw`\b(?:(${ANIMAL})(s|es)?|(wolves|mice|puppies|bunnies|ponies|geese))\b`, "i");
/** "cats" in "5 cats playing poker": the subject's animals, and whether there are several. */
function animalsOf(described: string): { noun: string; plural: boolean } | undefined {
  const match = ANIMAL_NOUN.exec(described);
  if (!match) return undefined;
  return { noun: match[0].toLowerCase(), plural: match[2] !== undefined || match[3] !== undefined || /^(sheep|deer)$/i.test(match[0]) };
}
/** "dogs", "other animals": an animal excluded beside the subject's. */
const OTHER_ANIMAL = new RegExp(String.raw`^(?:other\s+|any\s+)?(?:${ANIMAL})(?:s|es)?$|^(?:wolves|mice|puppies|bunnies|ponies|geese)$`, "i");
/** Mass nouns, said "any text" rather than "texts" in a closing sentence. */
const MASS = /^(?:any\s+)?(text|writing|lettering|typography|water|smoke|fog|blood|hair|grass|snow|clutter|noise|blur|traffic)$/i;
/** "umbrella" → "umbrellas", "any text" stays: the exclusion as a closing sentence names it. */
const plural = (term: string) =>
  PEOPLE.test(term) || /^(?:any\s+)?(people|children|men|women|fish|sheep|deer)$/i.test(term)
    ? term
    : MASS.test(term) ? `any ${term.replace(/^any\s+/i, "")}` : /s$/i.test(term) || /^(any|extra)\s/i.test(term) ? term : /[^aeiou]y$/i.test(term) ? `${term.slice(0, -1)}ies` : /(ch|sh|x)$/i.test(term) ? `${term}es` : `${term}s`;

const quoted = (terms: readonly string[]) => andJoin(terms.map((t) => `"${t}"`));
const emptyAfter = (article: string) => (/^the$/i.test(article) ? `${article} empty ` : `${/^A/.test(article) ? "An" : "an"} empty `);

/**
 * "A cafe interior" → "An empty cafe interior"; "A photo of a street" → "A photo of an empty street"; "A red car on a
 * mountain road" → "A red car on an empty mountain road"; undefined when no place is named to be empty.
 */
function emptied(described: string): string | undefined {
  const subject = SUBJECT_ARTICLE.exec(described);
  const head = subject && described.slice(subject[0].length).split(/\s+(?:in|on|at|with|under|over|by|near|during|through|along|across|from)\b|,/)[0]!;
  if (subject && new RegExp(String.raw`\b${PLACE}$`, "i").test(head!)) return `${subject[1]}${emptyAfter(subject[2]!)}${described.slice(subject[0].length)}`;
  const setting = SETTING.exec(described);
  if (setting) return `${described.slice(0, setting.index)}${setting[1]}${emptyAfter(setting[2]!)}${described.slice(setting.index + setting[0].length)}`;
  return undefined;
}

/**
 * The description with each exclusion said as what is there, and notes on how each was written. `model` names
 * the target in the notes (undefined for Generic, whose tool is unknown).
 */
export function exclusionsDescribed(described: string, negatives: readonly string[], model: string | undefined, closing = false): { text: string; notes: string[]; closing?: string } {
  // A person in the scene is a figure too: then the animals are not the only ones.
  const animals = PERSON.test(described) ? undefined : animalsOf(described);
  const said = new Set(contentWords(described));
  const positive = (term: string) => positiveExclusions({ terms: [term], instead: [], notes: [] }, true, described);
  const after: string[] = [];
  const withs: string[] = [];
  const written: string[] = [];
  const left: string[] = [];
  const unneeded: string[] = [];
  const boilerplate: string[] = [];
  let empty = false;
  const add = (list: string[], phrase: string) => list.includes(phrase) || list.push(phrase);
  for (const term of negatives) {
    const key = term.trim().toLowerCase();
    // "background clutter": the last word is the thing excluded, where the whole has no positive form.
    const whole = positive(key);
    const settled = whole.phrases.length === 0 && /^(background|any|extra)\s+\w+$/.test(key) ? positive(key.split(/\s+/)[1]!) : whole;
    const nobody = PEOPLE.test(key) || (VEHICLES.test(key) && ROADS.test(described));
    // "5 cats …, no humans, no dogs": the cats are the only figures there.
    if (animals && !(nobody && !FULL.test(described) && emptied(described) !== undefined) && (PEOPLE.test(key) || (OTHER_ANIMAL.test(key) && !key.includes(animals.noun.replace(/e?s$/, ""))))) {
      add(after, `with the ${animals.noun} as the only ${animals.plural ? "figures" : "figure"} in the scene`);
      written.push(term);
    } else if (PEOPLE.test(key) && settled.phrases[0] === "an otherwise empty scene") {
      add(after, "the only figure in the scene");
      written.push(term);
    } else if (nobody && !FULL.test(described) && emptied(described) !== undefined) {
      empty = true;
      written.push(term);
    } else if (PEOPLE.test(key)) {
      left.push(term);
    } else if (TEXT.test(key) && (MARK.test(described) || DESIGN.test(described))) {
      add(after, MARK.test(described) ? "a symbol-only mark" : "told in imagery alone");
      written.push(term);
    } else if (settled.phrases.length > 0) {
      // What the description already says ("sharp focus" for "no blur") is not said twice.
      const unsaid = settled.phrases.map((ph) => (ph === FOCUS_BESIDE_DEPTH ? ph : unsaidPart(ph, said))).filter((ph): ph is string => ph !== undefined && ph !== "");
      for (const phrase of unsaid) add(phrase === "sharp focus" ? after : withs, phrase === "sharp focus" ? "in sharp focus" : phrase);
      written.push(term);
    } else if (settled.notes.some((n) => /quality tags/.test(n))) boilerplate.push(term);
    else if (settled.notes.some((n) => /carries lettering/.test(n))) unneeded.push(term);
    else left.push(term);
  }
  const focus = after.includes("in sharp focus");
  let text = [(empty && emptied(described)) || described, ...after.filter((a) => a !== "in sharp focus")].join(", ");
  // A description that already has "with" goes on with its list rather than saying "with" twice.
  if (withs.length > 0) text = `${text}, ${/\bwith\b/i.test(described) ? "" : "with "}${andJoin(withs)}`;
  if (focus) text = `${text}, in sharp focus`;
  const notes: string[] = [];
  const why = `${model ? `${model} has` : "many tools have"} no negative prompt, and a thing named, even after "no", tends to be drawn${model === "Flux" ? " (Black Forest Labs advise describing what is there, not what is not)" : ""}`;
  if (written.length > 0) notes.push(`${quoted(written)} written as what is there instead: ${why}.`);
  if (boilerplate.length > 0) notes.push(`${quoted(boilerplate)} left out: quality tags are for Stable Diffusion's negative prompt, and ${model ?? "this model"} reads sentences.`);
  // DALL·E 3 and gpt-image-1 follow a plain closing sentence: what has no positive form is said there, never dropped.
  const closed = closing ? [...unneeded, ...left] : [];
  if (closed.length > 0) {
    // "any text" reads best last: "Leave out seals and any text."
    const sentence = `Leave out ${andJoin(closed.map(plural).sort((a, b) => Number(/^any /.test(a)) - Number(/^any /.test(b))))}.`;
    notes.push(`${quoted(closed)} said in one closing sentence ("${sentence}"): ${model} has no negative prompt field, no positive wording says ${closed.length === 1 ? "it" : "them"} plainly, and it follows a plain instruction at the end of the prompt.`);
    return { text, notes, closing: sentence };
  }
  if (unneeded.length > 0) notes.push(`${quoted(unneeded)} left out of the prompt: nothing in the scene carries lettering or marks, and ${why}.`);
  if (left.length > 0) {
    notes.push(`${quoted(left)} left out of the prompt: ${why}. If ${left.length === 1 ? "it still appears" : "they still appear"}, describe what should be there instead and improve again.`);
  }
  return { text, notes };
}
