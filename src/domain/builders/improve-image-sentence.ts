/**
 * A tag list ("girl, long hair, forest, watercolor") said as the descriptive sentence that DALL·E 3, gpt-image-1
 * and Flux read best ("A watercolor painting of a girl with long hair in a forest"): the subject with its article,
 * features after "with", a setting after "in" or "on", a time after "at", style and medium words as the medium
 * phrase, anything else after it as written. Small word lists, by kind of word; a term that is none of them stays
 * as it was, so nothing is lost.
 */
import { PERSON } from "./art-exclusions";
import { ANIMAL_NOUN } from "./improve-image-exclusions";
import { andJoin, withArticle } from "./prose";

/** The kind of thing an image is ("a logo of a cat"). */
const KIND = /^(logo|logotype|icon|sticker|poster|emblem|badge|mascot|illustration|portrait|painting|drawing|sketch|photo|photograph|render|3d render|wallpaper)$/i;
/** Style and medium words, said before the kind ("a minimal vector logo"). */
const STYLE = /^(matte painting|concept art|minimal|minimalist|flat|vector|watercolou?r|oil|oil painting|ink|ink drawing|pencil|pencil sketch|charcoal|pastel|digital art|digital painting|pixel art|anime|cartoon|comic|line art|low poly|isometric|3d|realistic|realistic photograph|photorealistic|cinematic|surreal|vintage|retro|geometric|abstract|monochrome|black and white)$/i;
/** The medium each style word names when no kind is given ("watercolor" → "a watercolor painting of …"). */
const MEDIUM_OF: readonly [RegExp, string][] = [
  [/^watercolou?r$/i, "painting"],
  [/^(oil|pastel)$/i, "painting"],
  [/^(ink|pencil|charcoal)$/i, "drawing"],
  [/^(anime|cartoon|comic|vector|line art|flat|digital art)$/i, "illustration"],
];
/** Things a subject has: said after "with" ("with long hair", "with a beard"). */
const FEATURE = /\b(hair|eyes|beard|moustache|mustache|hat|glasses|sunglasses|wings|horns|tail|scarf|dress|jacket|coat|armou?r|tattoos?|freckles|smile|crown|helmet|cloak|mask|backpack|umbrella|sword)$/i;
/** Features that are worn: said after "in". */
const WORN = /\b(dress|jacket|coat|cloak|scarf|armou?r|kimono|suit|gown|robe|uniform|hoodie|sweater)$/i;
/** Features that take no article: plurals and masses. */
const NO_ARTICLE = /\b(hair|eyes|glasses|sunglasses|wings|horns|armou?r|tattoos|freckles)$/i;
/** Places: said after "in" ("in a forest"), or "on" for surfaces and streets. */
const SETTING = /\b(ballroom|hall|harbou?r|port|pier|dock|marina|tavern|pub|temple|shrine|palace|cathedral|church|museum|bakery|farm|barn|canyon|cliff|glacier|lagoon|bay|coast|station|forest|woods|jungle|city|town|village|street|alley|market|park|garden|field|meadow|desert|mountains?|valley|cave|castle|kitchen|office|studio|library|room|bedroom|cafe|café|bar|classroom|space|ocean|sea|lake|river|sky|snow|rain|fog|ruins|swamp|beach|shore|hill|rooftop|bridge|road|moon|island)$/i;
const ON = /\b(street|beach|shore|hill|rooftop|bridge|road|moon|island|field|table|desk)$/i;
/** Mass and open settings that take no article ("in space", "in the rain" is said "in rain" by no one, so "the"). */
const THE_SETTING = /^(rain|fog|snow|sky|ocean|sea|desert|moon)$/i;
const BARE_SETTING = /^(space)$/i;
/** Times of day: said after "at". */
const TIME = /^(night|dusk|dawn|sunset|sunrise|noon|midnight|twilight|golden hour|blue hour)$/i;

/** A shot named with its look ("cinematic shot", "candid photo"): the kind of image, said first. */
const SHOT = /^(?:[\w-]+\s+){1,2}(shot|still|close-up|closeup|photo|photograph|portrait)$/i;
/** What the subject is doing, a lone "-ing" verb ("walking") or one with its object ("smoking pipe"): said right after the subject. */
const ACTION = /^[a-z]+ing$|^(?:holding|reading|smoking|riding|eating|drinking|carrying|wearing|playing|chasing|feeding|hugging|watching|throwing|catching|pushing|pulling|cooking|walking|fixing|repairing|mending|sharpening|tending)\s+(?:(?:a|an|the|his|her|their)\s+)?[a-z]+(?:\s+[a-z]+)?$/i;
/** "smoking pipe" → "smoking a pipe": a single thing held or used takes its article. */
const withObject = (action: string) => action.replace(/^(\w+ing)\s+(?!(?:a|an|the|his|her|their)\s)([a-z]+(?:\s+[a-z]+)?)$/i, (all, verb: string, thing: string) => (/s$/i.test(thing) ? all : `${verb} ${withArticle(thing)}`));
const NOT_ACTION = /^(painting|drawing|lighting|building|clothing|evening|morning|ceiling|wedding|king|ring|string|spring|swing|wing|thing|something|nothing|anything|everything|sibling|pudding|dumpling|earring|icing|railing|awning|landing|ending|feeling|setting|framing|rendering|shading|colou?ring|sketching|etching|engraving)$/i;
/** The light: said after the setting ("in neon light"). */
const LIGHT = /^([\w-]+ light(?:ing)?|neon|neon lights?|neon glow|moonlight|candlelight|sunlight|firelight|starlight|lamplight|twilight glow|(?:soft|hard|warm|cool|cold|natural|dramatic|cinematic|studio|volumetric|golden|diffused?|rim|ambient|moody|low-key|high-key)\s+light(?:ing)?)$/i;
/** The camera: a lens said as one ("an 85mm lens"), the rest of the optics after "with". */
const LENS = /^(\d{2,3}\s?mm(?:\s+lens)?|wide[- ]angle(?:\s+lens)?|telephoto(?:\s+lens)?|macro(?:\s+lens)?|fisheye(?:\s+lens)?)$/i;
const OPTICS = /^(bokeh|shallow depth of field|depth of field|f\/\d+(?:\.\d+)?|tilt-shift|long exposure|motion blur|film grain)$/i;

/** "an 85mm lens", "a 35mm lens": the article as the number is said. */
const lensPhrase = (term: string) => {
  const lens = /lens$/i.test(term) ? term : `${term} lens`;
  return /^\d/.test(lens) ? `${/^(8\d*|1[18])(?!\d)/.test(lens) ? "an" : "a"} ${lens}` : withArticle(lens);
};
/** "woman in yellow raincoat": a garment worn takes its article. */
const GARMENT = /\bin (?!(?:a|an|the|his|her|their)\s)((?:[a-z]+\s+){0,2}?(?:raincoat|coat|jacket|dress|suit|hoodie|sweater|shirt|hat|scarf|kimono|uniform|gown|cloak|robe|apron|tuxedo))\b/gi;

/** Cities and countries typed in lower case in a tag list: a sentence names them with capitals. */
const PLACE_NAME = /\b(tokyo|kyoto|osaka|paris|london|rome|venice|florence|milan|berlin|amsterdam|prague|vienna|barcelona|madrid|lisbon|istanbul|dubai|cairo|marrakech|mumbai|delhi|shanghai|beijing|hong kong|seoul|bangkok|singapore|sydney|new york|los angeles|san francisco|chicago|havana|rio|mexico city|japan|italy|france|iceland|norway|scotland|ireland|greece|morocco)\b/g;
const capitalised = (text: string) => text.replace(PLACE_NAME, (name) => name.replace(/\b\w/g, (c) => c.toUpperCase()));

const words = (term: string) => term.split(/\s+/).length;

function place(term: string): string {
  const bare = term.replace(/^(a|an|the)\s+/i, "");
  const noun = THE_SETTING.test(bare) ? `the ${bare}` : BARE_SETTING.test(bare) ? bare : withArticle(term);
  return `${ON.test(bare) ? "on" : "in"} ${noun}`;
}

/**
 * The sentence for a tag list, or undefined when the terms already read as a description (a long first term, a
 * verb, a preposition) or are too few to be a list.
 */
export function describeTags(terms: readonly string[]): string | undefined {
  if (terms.length < 3 || terms.some((t) => words(t) > 6) || /\b(in|on|at|with|of|under|over|is|are)\b/i.test(terms[0] ?? "")) return undefined;
  const kinds = terms.filter((t) => KIND.test(t) || SHOT.test(t));
  const actions = terms.filter((t) => ACTION.test(t) && !NOT_ACTION.test(t) && !(words(t) === 1 && t === terms[0]));
  const lights = terms.filter((t) => LIGHT.test(t));
  const lenses = terms.filter((t) => LENS.test(t));
  const optics = terms.filter((t) => OPTICS.test(t));
  const styles = terms.filter((t) => STYLE.test(t));
  const features = terms.filter((t) => words(t) <= 3 && FEATURE.test(t) && !KIND.test(t));
  // "fantasy castle, floating island, waterfalls": a place named first is the subject, unless a figure is named after it.
  const figure = terms.some((t) => t !== terms[0] && (PERSON.test(t) || ANIMAL_NOUN.test(t)));
  const settings = terms.filter((t, i) => words(t) <= 3 && SETTING.test(t) && !features.includes(t) && (i > 0 || figure));
  const times = terms.filter((t) => TIME.test(t));
  const worn = features.filter((f) => WORN.test(f));
  const has = features.filter((f) => !worn.includes(f));
  const sorted = new Set([...kinds, ...styles, ...features, ...settings, ...times, ...actions, ...lights, ...lenses, ...optics]);
  const others = terms.filter((t) => !sorted.has(t));
  const [subject, ...rest] = others;
  // Nothing to sort, or no subject to hang it on: the list stays as it is.
  if (subject === undefined || sorted.size === 0) return undefined;
  // The kind named ("logo"), else a style that names its medium ("oil painting"), else the medium a style word implies.
  const mediumStyle = styles.find((s) => /\b(painting|drawing|sketch|photograph|illustration|render|art)$/i.test(s));
  const mediumKind = kinds[0] ?? mediumStyle ?? MEDIUM_OF.find(([pattern]) => styles.some((s) => pattern.test(s)))?.[1];
  const styleWords = styles.filter((s) => s !== mediumKind && !kinds.includes(s));
  // "logo for a bakery" names its own kind: the styles go before it ("a minimal vector logo for a bakery").
  const bare = subject.replace(/^(a|an|the)\s+/i, "");
  const ownKind = KIND.test(bare.split(" ")[0] ?? "") && kinds.length === 0;
  const head = ownKind
    ? withArticle([...styles, bare].join(" "))
    : mediumKind
      ? `${withArticle([...styleWords, mediumKind].join(" "))} of ${withArticle(subject)}`
      : withArticle(subject);
  // Subject first, then what it does, where, when, in what light, and through what lens.
  const apertures = optics.filter((o) => /^f\//i.test(o));
  const effects = optics.filter((o) => !apertures.includes(o));
  const camera = [lenses.length > 0 ? `shot on ${andJoin(lenses.map(lensPhrase))}` : "", apertures.length > 0 ? `at ${andJoin(apertures)}` : "", effects.length > 0 ? `with ${andJoin(effects)}` : ""].filter(Boolean).join(" ");
  const parts = [
    head,
    // A garment is worn ("in a red dress"); anything else the subject has comes after "with".
    worn.length > 0 ? `in ${andJoin(worn.map((f) => (NO_ARTICLE.test(f) ? f : withArticle(f))))}` : "",
    has.length > 0 ? `with ${andJoin(has.map((f) => (NO_ARTICLE.test(f) ? f : withArticle(f))))}` : "",
    andJoin(actions.map(withObject)),
    ...settings.map(place),
    times.length > 0 ? `at ${andJoin(times)}` : "",
  ].filter(Boolean);
  const light = lights.length > 0 ? andJoin(lights.map((l) => (/^neon$/i.test(l) ? "lit by neon" : /^(neon|moon|candle|sun|fire|star|lamp)/i.test(l) ? `lit by ${l}` : `in ${l}`))) : "";
  // Style words with no medium to carry them ("cinematic") follow, as do the terms no list names, in their order.
  const after = [...(mediumKind || ownKind ? [] : styleWords), ...kinds.slice(1), ...rest];
  return [capitalised(parts.join(" ")).replace(GARMENT, (_m, garment: string) => `in ${withArticle(garment)}`), light, ...after, camera].filter(Boolean).join(", ");
}

/** "Draw 5 cats …", "Please create …": an instruction to the model where the picture should be described. */
const IMPERATIVE_OPENING = /^(?:please\s+)?(?:draw|paint|create|generate|make|render|illustrate|design|sketch|depict|produce|give me|show me)\s+(?:me\s+)?(?=\S)/i;
/** "make it look like an old oil painting": the look, said as a description. */
const LOOK_LIKE = /^(?:please\s+)?(?:make|have)\s+(?:it|this|the image|the picture)\s+(?:look|looks|seem|appear)\s+like\s+(.+)$/i;
/** "make it look dramatic", "make it feel cozy": the look itself is the description. */
const LOOK = /^(?:please\s+)?(?:make|have)\s+(?:it|this|the image|the picture)\s+(?:look|looks|feel|seem|appear)\s+((?:very\s+|really\s+)?[a-z-]+(?:\s+(?:and|but)\s+[a-z-]+)?)$/i;

/** The terms said as a description of the picture, and a note for each instruction turned into one. */
export function asDescription(terms: readonly string[]): { terms: string[]; notes: string[] } {
  const notes: string[] = [];
  const out = terms.map((term, i) => {
    const look = LOOK_LIKE.exec(term) ?? LOOK.exec(term);
    if (look) {
      const described = LOOK_LIKE.test(term) ? `in the style of ${look[1]!.trim()}` : look[1]!.replace(/^(?:very|really)\s+/i, "").trim();
      notes.push(`"${term}" written as "${described}": an image prompt describes the picture; an instruction about it is read as words to draw.`);
      return described;
    }
    const opening = i === 0 ? IMPERATIVE_OPENING.exec(term) : null;
    // "Make up" and the like are no opening; the rest of the term must be left to describe.
    if (opening && !/^(?:it|this|them|sure|up)\b/i.test(term.slice(opening[0].length))) {
      const described = term.slice(opening[0].length);
      notes.push(`"${opening[0].trim()}" taken out: an image prompt describes the picture, and the model reads an instruction to draw as more words to draw.`);
      return described;
    }
    return term;
  });
  return { terms: out, notes };
}
