/**
 * The negative prompt, settled against the rest of the form and phrased the way each target reads it:
 * Stable Diffusion a comma list in its own field, Midjourney `--no`, DALL·E and gpt-image-1 one short
 * sentence in good grammar ("Keep the image free of text and watermarks."), Flux a description of what is
 * there instead (its guide: no negative prompts, describe what you want). A term that fights a choice the
 * user made (no "blurry" with a bokeh background) gives way to the choice, and a note says so.
 */
import { andJoin, joinPresent } from "./prose";

/** What the rest of the form chose that an exclusion may fight. */
export interface ExclusionContext {
  /** Background, effects, style, mood, lighting and palette words, lower-cased and joined. */
  chosen: string;
  /** Text the image must spell (quoted in the subject). */
  quoted: readonly string[];
}

export interface SettledExclusions {
  /** The terms kept, in the user's order (Stable Diffusion, Midjourney). */
  terms: string[];
  /** Terms that gave way to a choice, said positively instead ("sharp focus on the subject"). */
  instead: string[];
  /** Text that must appear although "text" is excluded: the exclusion means any other text. */
  onlyText?: string;
  notes: string[];
}

interface Entry {
  readonly pattern: RegExp;
  /** The term inside "free of …". */
  readonly noun: string;
  /** What is there instead, after "The image has …" (Flux). */
  readonly positive: string;
  /** Said of a person ("fresh unadorned skin"): a scene with nobody in it needs nothing said. */
  readonly ofPerson?: true;
  /** Words of the scenes where it can be seen ("empty streets" outdoors, not in a bedroom). */
  readonly where?: RegExp;
}

const STREET = /\b(streets?|roads?|city|cities|town|urban|traffic|highway|avenue|downtown|village|market|parking|intersection|corner|cityscape|alley|boulevard|square|plaza|outdoors?|bridge|storefront|shopfront|stall|stand|neighbou?rhood|suburbs?|harbou?r|port|parking lot|garage|driveway|crossing)\b/i;
export const SKY = /\b(sky|skies|outdoors?|landscape|field|meadow|mountains?|sea|ocean|beach|coast|forest|city|street|horizon|sunset|sunrise|dawn|dusk|lake|river|desert|valley|cityscape|skyline|rooftop)\b/i;

const LEXICON: readonly Entry[] = [
  { pattern: /^(blur|blurry|blurred|out of focus|unfocused)$/, noun: "blur", positive: "sharp focus" },
  { pattern: /^(text|words|letters|lettering|writing|typography|captions?)$/, noun: "text", positive: "unlettered surfaces" },
  { pattern: /^(watermarks?)$/, noun: "watermarks", positive: "unmarked surfaces" },
  { pattern: /^(logos?|brands?|branding)$/, noun: "logos", positive: "unbranded surfaces" },
  { pattern: /^(signatures?|artist name|username)$/, noun: "signatures", positive: "unmarked surfaces" },
  { pattern: /^(people|persons?|humans?|figures|crowds?|tourists?|pedestrians?|bystanders?|passers-?by|onlookers?|spectators?|strangers?)$/, noun: "people", positive: "a deserted setting" },
  { pattern: /^other (cars?|vehicles?|traffic)$/, noun: "other vehicles", positive: "the only vehicle in sight" },
  { pattern: /^(cars?|vehicles?|traffic)$/, noun: "vehicles", positive: "empty streets", where: STREET },
  { pattern: /^(jewelry|jewellery|earrings?|necklaces?|accessories)$/, noun: "jewelry", positive: "bare ears and neck", ofPerson: true },
  { pattern: /^(scary|creepy|horror|gore|violence|blood|frightening)$/, noun: "anything frightening", positive: "a gentle friendly mood" },
  { pattern: /^(extra fingers|bad hands|mutated hands|fused fingers|missing fingers)$/, noun: "anatomical errors", positive: "anatomically correct hands", ofPerson: true },
  { pattern: /^(deformed|bad anatomy|extra limbs|mutated|disfigured|malformed|bad proportions)$/, noun: "anatomical errors", positive: "natural proportions" },
  { pattern: /^(cartoon|cartoonish)$/, noun: "cartoonish rendering", positive: "a realistic finish" },
  { pattern: /^(dark|darkness|gloomy|underexposed)$/, noun: "dark, murky areas", positive: "bright, even illumination" },
  { pattern: /^(oversaturated|saturated|garish)$/, noun: "oversaturated color", positive: "natural balanced colors" },
  { pattern: /^(clutter|cluttered|busy|messy)$/, noun: "clutter", positive: "clean, uncluttered surroundings" },
  { pattern: /^(noise|noisy|grain|grainy|film grain)$/, noun: "noise and grain", positive: "smooth clean surfaces" },
  { pattern: /^(frames?|borders?)$/, noun: "frames and borders", positive: "an image that runs edge to edge" },
  { pattern: /^(cropped|cut off|out of frame)$/, noun: "cropping", positive: "the whole subject in frame" },
  { pattern: /^(makeup|make-up)$/, noun: "makeup", positive: "fresh unadorned skin", ofPerson: true },
  { pattern: /^(glasses|eyeglasses|sunglasses)$/, noun: "glasses", positive: "clearly visible eyes", ofPerson: true },
  { pattern: /^(hats?|headwear)$/, noun: "hats", positive: "a bare head", ofPerson: true },
  { pattern: /^(wrinkles)$/, noun: "wrinkles", positive: "smooth skin", ofPerson: true },
  { pattern: /^(nudity|nude|naked|nsfw)$/, noun: "nudity", positive: "fully clothed figures", ofPerson: true },
  // BFL's replacement strategy: "no colors" → "monochrome", "no crowds" → "empty", "no text" → "clean surfaces".
  { pattern: /^(colou?rs?|colou?red)$/, noun: "color", positive: "black and white" },
  { pattern: /^(smoke|smog|haze|hazy|fog|foggy|mist|misty|steam)$/, noun: "haze", positive: "clear air" },
  { pattern: /^(clouds?|cloudy|overcast)$/, noun: "clouds", positive: "a clear sky", where: SKY },
  { pattern: /^(shadows?|harsh shadows|hard shadows)$/, noun: "harsh shadows", positive: "soft, even light" },
  { pattern: /^(reflections?|glare|lens flare)$/, noun: "glare", positive: "matte surfaces" },
  { pattern: /^(busy background|cluttered background|background clutter|distracting background)$/, noun: "a busy background", positive: "a plain, uncluttered background" },
];

/** Stable Diffusion's quality boilerplate: a model that reads sentences has no use for it. */
export const BOILERPLATE = /^(low quality|worst quality|bad quality|normal quality|lowres|low res|low resolution|jpeg artifacts|ugly|bad art|poorly drawn|amateur|duplicate|error)$/;

/**
 * Exclusions that fight a choice: the term, the choice's words (`true`: the term itself among them), and
 * what the term still means beside the choice.
 */
const CONFLICTS: readonly { term: RegExp; chosen: RegExp | true; instead?: string }[] = [
  { term: /^(blur|blurry|blurred|out of focus|bokeh|depth of field)$/, chosen: /blur|bokeh/, instead: "sharp focus on the subject" },
  { term: /^(cartoon|cartoonish)$/, chosen: /cartoon|anime|comic/ },
  { term: /^(anime|comic|illustration|drawing|painting|sketch|3d|3d render|cgi|render|pixel art|watercolou?r|photo|photograph|realistic|photorealistic)$/, chosen: true },
  { term: /^(grain|grainy|noise|noisy|film grain)$/, chosen: /grain|noise/ },
  { term: /^(dark|darkness|gloomy|shadows)$/, chosen: /dark|gothic|horror|shadow|night|silhouette/ },
  { term: /^(colou?rs?|colou?rful|vibrant)$/, chosen: /colou?r|vibrant|neon|tones|pastel/ },
];

/** Single words that end like adjectives but are things ("sky", "building"). */
const NOUNS = new Set(["sky", "body", "city", "anatomy", "jewelry", "pottery", "scenery", "animal", "metal", "crystal", "building", "ceiling", "painting", "drawing", "clothing", "lighting", "bed", "ring", "wing", "string", "baby", "puppy", "family", "lady", "party", "candy", "toy", "boy", "key", "monkey", "valley", "money"]);

const isAdjective = (term: string) => /^[a-z]+(y|ful|ish|ous|ive|less|ic|ed|ing)$/.test(term) && !NOUNS.has(term);

export const lexicon = (term: string) => LEXICON.find((e) => e.pattern.test(term.toLowerCase()));

export function settleExclusions(negatives: readonly string[], context: ExclusionContext): SettledExclusions {
  const settled: SettledExclusions = { terms: [], instead: [], notes: [] };
  for (const term of negatives) {
    const key = term.toLowerCase();
    const conflict = CONFLICTS.find(
      (c) => c.term.test(key) && (c.chosen === true ? new RegExp(`\\b${key}\\b`).test(context.chosen) : c.chosen.test(context.chosen)),
    );
    if (conflict) {
      if (conflict.instead && !settled.instead.includes(conflict.instead)) settled.instead.push(conflict.instead);
      settled.notes.push(
        conflict.instead
          ? `"${term}" in Negative Prompt would fight what you chose elsewhere in the form, so the prompt asks for ${conflict.instead} instead.`
          : `"${term}" in Negative Prompt contradicts what you chose elsewhere in the form, so it was left out and your choice kept.`,
      );
      continue;
    }
    if (/^(text|words|letters|lettering|writing|typography)$/.test(key) && context.quoted.length > 0) {
      settled.onlyText = context.quoted.map((q) => `"${q}"`).join(" and ");
      settled.notes.push(`"${term}" in Negative Prompt is read as any text besides ${settled.onlyText}, which the subject asks the image to show.`);
      continue;
    }
    settled.terms.push(term);
  }
  return settled;
}

/** "Keep the image free of text, watermarks and anything scary." for DALL·E, gpt-image-1 and Generic. */
export function constraintSentence(settled: SettledExclusions): { sentence?: string; notes: string[] } {
  const notes: string[] = [];
  const nouns: string[] = [];
  const adjectives: string[] = [];
  const boilerplate = settled.terms.filter((t) => BOILERPLATE.test(t.toLowerCase()));
  for (const term of settled.terms) {
    if (boilerplate.includes(term)) continue;
    const noun = lexicon(term)?.noun ?? term;
    // "anything frightening" → "Nothing frightening.": an adjective has a sentence of its own.
    const adjective = noun.startsWith("anything ") || (noun === term && isAdjective(term.toLowerCase()));
    const list = adjective ? adjectives : nouns;
    const item = noun.replace(/^anything /, "");
    if (!list.includes(item)) list.push(item);
  }
  if (settled.onlyText) nouns.push(`text besides ${settled.onlyText}`);
  if (boilerplate.length > 0) notes.push(`${quotedList(boilerplate)} left out: quality tags are for Stable Diffusion's negative prompt, and this model reads sentences.`);
  // One plain sentence ("No text, labels or lettering."): the OpenAI models follow it as written.
  const orJoin = (items: string[]) => andJoin(items).replace(/ and (?=[^,]*$)/, " or ");
  const sentence = joinPresent([nouns.length > 0 && `No ${orJoin(nouns)}.`, adjectives.length > 0 && `Nothing ${orJoin(adjectives)}.`], " ");
  return { ...(sentence === "" ? {} : { sentence }), notes };
}

/**
 * For a model with no negative field (DALL·E 3, gpt-image-1, Flux, Generic). Flux, whose guide says naming a
 * thing brings it in, gets what is there instead of each exclusion ("people" → "a deserted setting"), said
 * with the rest of the description, and one with no positive form is left out with a note. The others follow
 * a plain constraint sentence ("No text or watermarks."), which reads better than a rewrite ("unlettered
 * surfaces" beside a book). A note says which way the exclusions were written.
 */
/** A shallow depth of field blurs the background on purpose: "no blur" then means the subject only. */
const DEPTH = /depth of field|bokeh|blurred background|background blur|\bf\/1\.\d/i;
export const FOCUS_BESIDE_DEPTH = "the subject in sharp focus against a softly blurred background";

/** Things in a scene that carry lettering or marks, where "no text" needs saying as what is there instead. */
export const CARRIES_LETTERING =
  /\b\w*(shop|store|book|sign|board|front)s?\b|\b(signage|posters?|magazines?|newspapers?|labels?|packaging|packages?|boxes|bottles?|cans?|screens?|monitors?|phones?|menus?|banners?|flags?|t-shirts?|shirts?|jerseys?|mugs?|logos?|covers?|maps?|documents?|letters?|cards?|tickets?|receipts?|walls?|trucks?|vans?|buses|trains?|cafes?|diners?|bakery|bar|restaurants?|street|market|city|cityscape|neon)\b/i;
/** People in the scene: "no people" then means nobody else, not a deserted scene. */
export const PERSON =
  /(?<!-)\b(man|men|woman|women|girl|boy|child|children|kid|person|lady|gentleman|farmer|fisherman|knight|soldier|warrior|king|queen|prince|princess|wizard|witch|chef|doctor|nurse|dancer|musician|violinist|guitarist|pianist|singer|worker|student|teacher|monk|samurai|ninja|astronaut|pilot|sailor|traveler|traveller|hiker|runner|cyclist|skater|surfer|model|elder|grandmother|grandfather|mother|father|baby|couple|family|portrait|face|figure|character|detective|explorer|scientist|athlete|player|rider|hunter|priest|nun|pirate|cowboy|soldiers|bride|groom|vendor|seller|merchant|cook|baker|shopkeeper|keeper|busker|beggar|mechanic|blacksmith|painter|artist|waiter|waitress|bartender|barista|driver|officer|guard|shepherd|gardener|carpenter|tailor|potter|weaver|hawker|street performer)\b/i;

/** Creatures a subject can be, with a count or an article before them ("5 cats", "a hedgehog"). */
const CREATURE =
  /\b(?:a|an|the|one|two|three|four|five|six|seven|eight|nine|ten|several|\d+)\s+(?:[a-z-]+\s+){0,2}?(cats?|kittens?|dogs?|puppy|puppies|foxe?s?|wolf|wolves|bears?|rabbits?|bunny|bunnies|hares?|hedgehogs?|mice|mouse|owls?|birds?|ducks?|geese|goose|swans?|horses?|ponies|pony|deer|elephants?|lions?|tigers?|monkeys?|frogs?|toads?|turtles?|tortoises?|fish|koi|whales?|dolphins?|penguins?|otters?|badgers?|squirrels?|raccoons?|bees?|butterfl(?:y|ies)|dragons?|robots?|unicorns?|cows?|pigs?|sheep|goats?|chickens?|hens?|snails?|crabs?|octopus(?:es)?|sloths?|pandas?|koalas?|giraffes?|zebras?|camels?|llamas?|alpacas?)\b/i;

/** "5 cats playing poker" with "no humans": the cats are the only figures, said of them. */
function onlyFigures(described: string): string | undefined {
  const m = CREATURE.exec(described);
  if (m === null) return undefined;
  const noun = m[1]!.toLowerCase();
  const plural = /^(?:a|an|one)\s/i.test(m[0]) ? false : !/^(?:the)\s/i.test(m[0]) || /(s|mice|geese|sheep|deer|fish)$/.test(noun);
  return plural && !/^(deer|fish|koi|sheep)$/.test(noun) ? `the ${noun} as the only figures in the scene` : `the ${noun} as the only figure in the scene`;
}

/** What is there instead, fitted to what the prompt already shows (a person in a "deserted" scene is its only figure). */
export function positiveBeside(positive: string, described: string): string {
  if (positive === "sharp focus" && DEPTH.test(described)) return FOCUS_BESIDE_DEPTH;
  if (positive === "a deserted setting" && PERSON.test(described)) return "an otherwise empty scene";
  if (positive === "a deserted setting") return onlyFigures(described) ?? positive;
  if (positive === "empty streets" && /\b(busy|crowded|bustling|lively)\b/i.test(described)) return "pedestrian-only streets";
  return positive;
}

/** `described`: what the prompt already says, which an exclusion's positive wording must not contradict. */
export function positiveExclusions(settled: SettledExclusions, flux: boolean, described = ""): { phrases: string[]; sentence?: string; notes: string[] } {
  if (!flux) {
    const plain = constraintSentence(settled);
    if (plain.sentence) plain.notes.push("Your exclusions are one plain sentence at the end of the prompt: this model has no negative prompt field, and it follows such a sentence.");
    return plain.sentence === undefined ? { phrases: [], notes: plain.notes } : { phrases: [], sentence: plain.sentence, notes: plain.notes };
  }
  const phrases: string[] = [];
  const unknown: string[] = [];
  const unneeded: string[] = [];
  const add = (phrase: string) => phrases.includes(phrase) || phrases.push(phrase);
  const carriesLettering = CARRIES_LETTERING.test(described) || settled.onlyText !== undefined;
  for (const term of settled.terms) {
    if (BOILERPLATE.test(term.toLowerCase())) continue;
    const entry = lexicon(term);
    // Nothing in the scene carries lettering: "unlettered surfaces" would only bring surfaces and the idea of text in.
    if (entry && / surfaces$/.test(entry.positive) && !carriesLettering) unneeded.push(term);
    else if (entry) add(positiveBeside(entry.positive, described));
    else unknown.push(term);
  }
  if (settled.onlyText) {
    const unlettered = phrases.indexOf("unlettered surfaces");
    if (unlettered !== -1) phrases.splice(unlettered, 1);
    add(`${settled.onlyText} as its only lettering`);
  }
  // "unlettered surfaces", "unbranded surfaces" → "unlettered, unbranded surfaces": one head, said once.
  const surfaces = phrases.filter((ph) => / surfaces$/.test(ph));
  if (surfaces.length > 1) {
    phrases.splice(phrases.indexOf(surfaces[0]!), 1, `${surfaces.map((ph) => ph.replace(/ surfaces$/, "")).join(", ")} surfaces`);
    for (const ph of surfaces.slice(1)) phrases.splice(phrases.indexOf(ph), 1);
  }
  const notes: string[] = [];
  const dropped = settled.terms.filter((t) => BOILERPLATE.test(t.toLowerCase()));
  if (dropped.length > 0) notes.push(`${quotedList(dropped)} left out: quality tags are for Stable Diffusion's negative prompt, and this model reads sentences.`);
  if (unneeded.length > 0) {
    notes.push(`${quotedList(unneeded)} left out: Flux has no negative prompt, naming ${unneeded.length === 1 ? "it" : "them"} tends to bring ${unneeded.length === 1 ? "it" : "them"} in, and nothing in this scene carries lettering or marks.`);
  }
  if (phrases.length > 0) notes.push(`Flux has no negative prompt and naming a thing tends to bring it in, so your exclusions are written as what is there instead (${phrases.join("; ")}).`);
  if (unknown.length > 0) {
    notes.push(
      `Flux has no negative prompt, and naming ${quotedList(unknown)} tends to bring it in: it was left out of the prompt. Describe what should be there instead (Additional Customization).`,
    );
  }
  return { phrases, notes };
}

const TEXT_TERM = /^(text|words|letters|lettering|writing|typography|captions?)$/i;
/** A proper name as typed: capitalized words, joined by "&", "and", "of" and the like ("Crumb & Co", "House of Tea"). */
export const PROPER_NAME = String.raw`[A-Z0-9][\w'’&-]*(?:\s+(?:(?:&|and|of|the|de|du|la|le|von|van)\s+)?[A-Z0-9][\w'’&-]*)*`;
/** "a bakery called Sunrise": a name the image would have to spell. */
const NAMED = new RegExp(`,?\\s+(?:called|named)\\s+("[^"]+"|“[^”]+”|${PROPER_NAME})`);
const MARK = /\b(logo|logotype|icon|emblem|badge|monogram|mark|seal|crest)\b/i;

/**
 * A subject that names text ("a bakery called Sunrise") while the exclusions say "no text": the exclusion
 * wins, the name leaves the subject, and a logo becomes a symbol-only mark. The caller says so in a note.
 */
export function settleNamedText(subject: string | undefined, negatives: readonly string[]): { subject?: string; negatives: string[]; phrase?: string; note?: string } {
  const match = subject === undefined ? null : NAMED.exec(subject);
  const excluded = negatives.find((n) => TEXT_TERM.test(n.trim()));
  if (subject === undefined || match === null || excluded === undefined) return { subject, negatives: [...negatives] };
  const name = match[1]!.replace(/^["“]|["”]$/g, "");
  const mark = MARK.test(subject);
  return {
    subject: subject.replace(match[0], ""),
    negatives: negatives.filter((n) => n !== excluded),
    phrase: mark ? "a symbol-only mark without lettering" : "unlettered surfaces",
    note: `"${name}" would be lettering, and the prompt asks for no ${excluded}: ${mark ? "the mark is symbol-only and the name is left out" : "the name is left out"}. Set the name beside it in your design tool, or take "${excluded}" out to have it drawn (gpt-image-1 spells words best).`,
  };
}

export const quotedList = (terms: readonly string[]) => andJoin(terms.map((t) => `"${t}"`));
