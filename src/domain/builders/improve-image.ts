/**
 * The offline improver for image prompts: the pasted prompt taken apart into its terms, exclusions, aspect,
 * size and parameters, repaired for its target and written again in the target's syntax (Midjourney
 * parameters last and in range, a Stable Diffusion negative prompt, natural language for DALL·E, gpt-image-1
 * and Flux). Tokens the target ignores are dropped; what an expert would add is said in notes, never invented.
 */
import { settleNamedText } from "./art-exclusions";
import type { ArtTarget, Size } from "./art-options";
import { DALLE3_SIZES, fluxSize, GPT_IMAGE_SIZES, MIDJOURNEY_VERSION, nearestSize, SDXL_SIZES, sizeText } from "./art-targets";
import type { ComposedPrompt, ParameterValue } from "./composed-prompt";
import { andJoin, capitalize, sentence, withArticle } from "./prose";
import { checkParameters, countNote, DETAIL_ASK, engineLook, FILLER_TOKEN, IGNORED_TOKEN, INNER_FILLER, RENDER_ENGINE, SD_QUALITY_WEIGHT, sdxlQuality } from "./improve-image-rules";
import { exclusionsDescribed } from "./improve-image-exclusions";
import { asDescription, describeTags } from "./improve-image-sentence";
import { parseImagePrompt, type ImagePromptParts } from "./improve-image-parse";

/** Single-word descriptions that read better before the noun they describe ("cat, cute" → "a cute cat"). */
const ADJECTIVE =
  /^(cute|adorable|beautiful|fluffy|happy|sad|small|tiny|big|large|huge|giant|old|young|little|cozy|cosy|majestic|fierce|angry|sleepy|playful|elegant|ancient|futuristic|magical|mysterious|colou?rful|dark|bright|red|orange|yellow|green|blue|purple|pink|black|white|brown|golden|silver|gr[ae]y|glowing|lonely|serene|friendly|wise|shy|curious)$/i;


/** `(term:1.2)` as `term` and `cat::2` as `cat`: weights only Stable Diffusion (and Midjourney V6) read. */
function withoutWeights(term: string): string {
  return term.replace(/\(([^():]+):\d+(\.\d+)?\)/g, "$1").replace(/::-?\d*(\.\d+)?/g, "").trim();
}

/**
 * "cat", "cute" → "a cute cat": lone adjectives folded before the subject they describe. For models that
 * read sentences, a bare subject of two or more words gets its article ("neon city" → "a neon city").
 */
function naturalPhrase(terms: string[], sentences = false): string[] {
  const [subject, ...rest] = terms;
  if (subject === undefined || subject.split(" ").length > 4) return terms;
  const adjectives = rest.filter((t) => ADJECTIVE.test(t));
  // A capitalised subject may be a name ("Paris at night"), which takes no article.
  if (adjectives.length === 0) return sentences && subject.includes(" ") && !/^[A-Z]/.test(subject) ? [withArticle(subject), ...rest] : terms;
  const bare = subject.replace(/^(a|an|the)\s+/i, "");
  const article = /^the\s/i.test(subject) ? "the " : "";
  const phrase = `${adjectives.join(" ")} ${bare}`;
  return [article ? `${article}${phrase}` : withArticle(phrase), ...rest.filter((t) => !adjectives.includes(t))];
}

/** Flat graphic work, which has no light or camera to name. */
const GRAPHIC = /\b(logo|logotype|icon|sticker|pattern|emblem|badge|monogram|favicon|seamless|tileable|clip ?art|wordmark)\b/;
/** Realism asked in so many words: the medium (a realistic photograph), not a quality tag. */
export const REALISM = /^(ultra[- ]?realistic|hyper[- ]?realistic|photo[- ]?realistic|photoreal|realistic|hyperrealism|photorealism)$/i;

/** Notes on what an expert would add that the prompt does not say (never written into the prompt). */
function expertNotes(terms: readonly string[]): string[] {
  const text = terms.join(" ").toLowerCase();
  const notes: string[] = [];
  const graphic = GRAPHIC.test(text);
  if (!graphic && !/\b(light|lit|lighting|sun|sunlight|sunset|sunrise|dawn|dusk|glow|shadows?|golden hour|neon|moonlight|backlit|night)\b/.test(text)) {
    notes.push("The prompt does not say the light: naming it (soft window light, golden hour, neon at night) gives a more deliberate image.");
  }
  if (!graphic && !/\b(close-up|closeup|wide|shot|angle|view|composition|framing|framed|portrait|lens|\d+mm|aerial|overhead|centered|symmetr)/.test(text)) {
    notes.push("The prompt does not say the framing: a shot size or angle (close-up, wide shot, low angle) decides the composition.");
  }
  if (!/\b(photo|photograph|painting|illustration|render|sketch|drawing|art|style|watercolou?r|anime|pixel|3d|oil|ink|comic|cinematic|vector|unreal|octane|engine|blender|c4d|cinema 4d|v-?ray|redshift|ue\d)/.test(text)) {
    notes.push("The prompt does not say the medium or style (a photograph, a watercolor, a 3D render); the model will pick one.");
  }
  return notes;
}

function shapeOf(parts: ImagePromptParts): Size | undefined {
  return parts.aspect && { width: parts.aspect[0], height: parts.aspect[1] };
}

function sizeNote(name: string, size: Size, parts: ImagePromptParts, notes: string[]): void {
  const shape = shapeOf(parts);
  if (!shape) return;
  if (parts.shapeWords !== undefined) {
    notes.push(`"${parts.shapeWords}" taken out of the prompt and set as the size: ${sizeText(size)}.`);
    return;
  }
  const off = Math.abs(Math.log((size.width / size.height) * (shape.height / shape.width))) > 0.02;
  if (off) notes.push(`${name} has no ${shape.width}:${shape.height} size: ${sizeText(size)} is the nearest; crop it afterwards.`);
}

function midjourney(parts: ImagePromptParts, target: "midjourney" | "midjourney-v6", notes: string[]): ComposedPrompt {
  const version = MIDJOURNEY_VERSION[target];
  const legacy = target === "midjourney-v6";
  const terms = legacy ? parts.terms : naturalPhrase(parts.terms.map(withoutWeights).filter(Boolean));
  const parameters = checkParameters(parts.parameters, target, notes);
  const hasVersion = parameters.some((p) => p.name === "v" || p.name === "version");
  const params = [
    parts.aspect ? `--ar ${parts.aspect.join(":")}` : "",
    ...parameters.map((p) => `--${p.name}${p.value ? ` ${p.value}` : ""}`),
    // The target names a version; without --v, Midjourney uses the account's default model, which may be another.
    hasVersion ? "" : `--v ${version}`,
    // Last, since --no takes the rest of the line.
    parts.negatives.length > 0 ? `--no ${parts.negatives.join(", ")}` : "",
  ];
  if (parts.size) notes.push("Midjourney takes no pixel size: the shape is --ar, and upscaling the image you pick makes it larger.");
  return { prompt: [terms.join(", "), ...params].filter(Boolean).join(" "), parameters: {}, notes };
}

function stableDiffusion(parts: ImagePromptParts, notes: string[]): ComposedPrompt {
  const shape = shapeOf(parts) ?? { width: 1, height: 1 };
  const size = nearestSize(SDXL_SIZES, shape);
  if (parts.size && parts.size[0] * parts.size[1] > size.width * size.height * 1.1) {
    notes.push(`SDXL renders best near one megapixel: ${sizeText(size)} for this shape, then upscale to ${parts.size.join("x")}.`);
  }
  return {
    prompt: parts.terms.join(", "),
    ...(parts.negatives.length > 0 ? { negativePrompt: parts.negatives.join(", ") } : {}),
    // Steps, CFG, sampler and scheduler are the author's: an improved prompt never invents settings they did not give.
    parameters: { width: size.width, height: size.height, ...parts.settings },
    notes,
  };
}

/** What "highly detailed" asks of a model that reads the detail named. */
const FINE_DETAIL = "intricate fine detail";

const SMALL_NUMBERS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
/** "5 cats playing" opening a sentence is "Five cats playing": a sentence does not open on a figure. */
const spelledCount = (text: string) => text.replace(/^(\d{1,2})(?=\s+[a-z])/, (n) => SMALL_NUMBERS[Number(n)] ?? n);

/** The names the notes give the targets that read sentences; Generic's tool is unknown. */
const MODEL_NAME: Readonly<Record<"dalle" | "gpt-image" | "flux" | "generic", string | undefined>> = { dalle: "DALL·E 3", "gpt-image": "gpt-image-1", flux: "Flux", generic: undefined };
/** "photo of a fox", "product photo of a wallet" → "a photo of a fox": the kind of image, said with its article. */
const KIND_OF = /^(?:[\w-]+\s+){0,2}?(photo|photograph|portrait|painting|illustration|drawing|sketch|render|picture|image|close-up|closeup|view|logo|icon|poster|watercolou?r)\s+of\b/i;

function naturalLanguage(parts: ImagePromptParts, target: "dalle" | "gpt-image" | "flux" | "generic", notes: string[]): ComposedPrompt {
  const terms = parts.terms.map(withoutWeights).filter(Boolean);
  if (terms[0] !== undefined && KIND_OF.test(terms[0])) terms[0] = withArticle(terms[0].charAt(0).toLowerCase() + terms[0].slice(1));
  // Terms that opened the author's sentences open sentences again; the rest join with commas.
  const phrased = naturalPhrase(terms, true).filter(Boolean);
  const described = describeTags(terms) ?? phrased.reduce((text, term, i) => (i === 0 ? term : `${text}${parts.sentenceOpeners.includes(term) ? ". " : ", "}${term}`), "");
  const excluded = exclusionsDescribed(described, parts.negatives, MODEL_NAME[target], target === "dalle" || target === "gpt-image");
  notes.push(...excluded.notes);
  const shape = shapeOf(parts);
  const frame = target === "generic" && shape ? `Compose it as a ${shape.width}:${shape.height} image.` : "";
  const prompt = [sentence(capitalize(spelledCount(excluded.text))), frame, excluded.closing ?? ""].filter(Boolean).join(" ");
  const parameters: Record<string, ParameterValue> = {};
  if (target === "dalle" || target === "gpt-image") {
    const size = nearestSize(target === "dalle" ? DALLE3_SIZES : GPT_IMAGE_SIZES, shape ?? { width: 1, height: 1 });
    sizeNote(target === "dalle" ? "DALL·E 3" : "gpt-image-1", size, parts, notes);
    // gpt-image-1's defaults (size and quality "auto", n 1) are left to the API when the prompt gives no shape.
    Object.assign(parameters, target === "dalle" ? { model: "dall-e-3", size: sizeText(size), n: 1 } : { model: "gpt-image-1", ...(shape ? { size: sizeText(size) } : {}), n: 1 });
  } else if (target === "flux") {
    // The endpoint (FLUX_ENDPOINT) names the model; the size is always sent, the API's own default being 1024x768.
    const { width, height } = shape ?? { width: 1, height: 1 };
    const scale = Math.sqrt((1024 * 1024) / (width * height));
    const size = fluxSize({ width: width * scale, height: height * scale }, { width, height });
    Object.assign(parameters, { width: size.width, height: size.height });
  } else if (target === "generic" && parts.negatives.length > 0) {
    notes.push(`If your tool has a negative prompt field, put these there too: ${parts.negatives.join(", ")}.`);
  }
  return { prompt, parameters, notes };
}

/** "ultra realistic" → "realistic photograph": the medium the author asked for, said once. */
function realismAsMedium(terms: string[], notes: string[]): string[] {
  const realism = terms.filter((t) => REALISM.test(withoutWeights(t)));
  if (realism.length === 0) return terms;
  const photo = terms.some((t) => /\b(photo|photograph|photography)\b/i.test(t));
  notes.push(`${andJoin(realism.map((t) => `"${t}"`))} read as the medium: ${photo ? "the photograph the prompt names" : "a realistic photograph"}.`);
  const at = terms.indexOf(realism[0]!);
  const rest = terms.filter((t) => !realism.includes(t));
  if (!photo) rest.splice(Math.max(1, at), 0, "realistic photograph");
  return rest;
}

/** A photograph named, or realism read as one. */
const PHOTO = /^(photo|photograph|photography|realistic photograph|photorealistic|dslr photo|35mm photo)$/i;
/** Flat graphic media, which are neither photographed nor rendered. */
const FLAT = /^(vector|vector art|flat|flat design|logo|icon|line art|clip ?art)$/i;
const RENDERED = (t: string) => RENDER_ENGINE.test(t) || /^3d render$/i.test(t);

/**
 * Once the medium is decided, the words of another are dropped: a flat graphic is not photographed or rendered,
 * and a photograph named before a render engine is not a 3D render (the one named first wins).
 */
function oneMedium(terms: string[], notes: string[]): string[] {
  const plain = terms.map((t) => withoutWeights(t).trim());
  const photo = plain.findIndex((t) => PHOTO.test(t) || REALISM.test(t));
  const render = plain.findIndex(RENDERED);
  const flat = plain.some((t) => FLAT.test(t));
  const clash = (t: string) => (flat ? PHOTO.test(t) || REALISM.test(t) || RENDERED(t) : photo >= 0 && render >= 0 && (photo < render ? RENDERED(t) : PHOTO.test(t) || REALISM.test(t)));
  const dropped = terms.filter((_, i) => clash(plain[i]!));
  if (dropped.length === 0) return terms;
  const medium = flat ? "a flat graphic" : photo < render ? "a photograph" : "a 3D render";
  notes.push(`${andJoin(dropped.map((t) => `"${t}"`))} dropped: the prompt names ${medium}, and the words of another medium pull the image two ways.`);
  return terms.filter((t) => !dropped.includes(t));
}

const PRAISED_IMAGE = /^(beautiful|stunning|gorgeous|breathtaking|amazing|awesome)\s+(?=(?:portrait|photo|photograph|painting|illustration|image|picture|shot|render|scene|view)\b)/i;

/** Praise and wallpaper words dropped; on Stable Diffusion, quality tags kept with their weight capped. */
function withoutFiller(terms: string[], target: ArtTarget, notes: string[]): string[] {
  const filler = terms.filter((t) => FILLER_TOKEN.test(withoutWeights(t)));
  // Praise of the image itself ("beautiful portrait of …") goes like the lone word; of a figure ("beautiful woman") it describes.
  const praised = terms.filter((t) => !filler.includes(t) && PRAISED_IMAGE.test(t)).map((t) => PRAISED_IMAGE.exec(t)![1]!);
  const words = [...filler, ...new Set(praised.map((w) => w.toLowerCase()))];
  if (words.length > 0) notes.push(`${andJoin(words.map((t) => `"${t}"`))} dropped: praise and wallpaper words describe nothing in the picture.`);
  const kept = terms.filter((t) => !filler.includes(t)).map((t) => t.replace(PRAISED_IMAGE, ""));
  if (target !== "stable-diffusion") return kept;
  const quality = sdxlQuality(kept, withoutWeights);
  if (quality.dropped.length > 0) {
    const stays = quality.kept.filter((t) => IGNORED_TOKEN.test(withoutWeights(t)));
    const why = stays.length > 0
      ? `resolution and site tags are SD 1.5 habits SDXL does not need; ${andJoin(stays.map((t) => `"${t}"`))} ${stays.length === 1 ? "stays" : "stay"}, since the prompt's tags show a tag-style checkpoint, which reads its own quality words`
      : `SDXL needs no list of quality qualifiers; only tag-style checkpoints (prompts with tags such as "1girl") read quality words`;
    notes.push(`${andJoin(quality.dropped.map((t) => `"${t}"`))} dropped: ${why}.`);
  }
  return quality.kept.map((t) =>
    t.replace(/\(([^():]+):(\d+(?:\.\d+)?)\)/g, (weighted, tag: string, weight: string) => {
      if (!IGNORED_TOKEN.test(tag.trim()) || Number(weight) <= SD_QUALITY_WEIGHT) return weighted;
      notes.push(`"${weighted}" weighted ${SD_QUALITY_WEIGHT}: a quality tag weighted higher stretches the image instead of improving it.`);
      return `(${tag}:${SD_QUALITY_WEIGHT})`;
    }),
  );
}

/** "8k photo of a fox" → "photo of a fox": quality tags inside a term, which the models that ignore them ignore there too. */
function withoutInnerFiller(terms: string[], notes: string[]): string[] {
  const dropped: string[] = [];
  const out = terms.map((term) => {
    // A term that is only a tag is left to the whole-term rules, which name it.
    if (IGNORED_TOKEN.test(term.trim())) return term;
    // Twice: "hyperrealistic 8k photo" is realism beside a photograph once "8k" is out.
    const strip = (text: string) => text.replace(INNER_FILLER, (tag) => (dropped.push(tag), "")).replace(/\s{2,}/g, " ").trim();
    return strip(strip(term));
  });
  const realism = dropped.some((t) => /realistic/i.test(t));
  if (dropped.length > 0) {
    notes.push(`${andJoin([...new Set(dropped)].map((t) => `"${t}"`))} dropped: this model ignores resolution and quality tags${realism ? ", and a photograph already says it is realistic" : ""}.`);
  }
  return out.filter(Boolean);
}

/** The edits made that no other note names, and the one word whose meaning is the user's to settle. */
function editNotes(original: string, parts: ImagePromptParts, target: ArtTarget): string[] {
  const notes: string[] = [];
  const shape = parts.aspect && `${parts.aspect[0]}:${parts.aspect[1]}`;
  if (parts.shapeWords !== undefined && target !== "dalle" && target !== "gpt-image" && target !== "generic") {
    notes.push(`"${parts.shapeWords}" taken out of the prompt and set as the shape: ${target.startsWith("midjourney") ? `--ar ${shape}` : `${shape} width and height`}.`);
  }
  if (target === "stable-diffusion" && parts.negatives.length > 0 && !/^\s*negative prompt:/im.test(original)) {
    notes.push(`Moved ${andJoin(parts.negatives.map((n) => `"${n}"`))} to the negative prompt: in the prompt itself, a "no" term asks for what it names.`);
  }
  if (target.startsWith("midjourney") && parts.negatives.length > 0 && !/\s--no\s/i.test(original)) {
    notes.push(`Moved ${andJoin(parts.negatives.map((n) => `"${n}"`))} to --no: Midjourney reads a "no" in the prompt as the thing itself.`);
  }
  // "landscape" alone is as often the scenery as the shape: kept, with how to ask for the shape.
  if (!parts.aspect && parts.terms.some((t) => /^landscape$/i.test(withoutWeights(t).trim()))) {
    notes.push('"landscape" is kept as the scenery; if you meant a wide image, write "landscape format" (or "wide") and improve again, and the size is set for you.');
  }
  return notes;
}

/** The improved prompt for an image target, its settings and the notes for the user. */
export function improveImagePrompt(original: string, target: ArtTarget): ComposedPrompt {
  const parts = parseImagePrompt(original);
  const notes: string[] = [];
  const description = asDescription(parts.terms);
  parts.terms = description.terms;
  notes.push(...description.notes);
  if (target !== "stable-diffusion" && target !== "midjourney" && target !== "midjourney-v6") {
    // A model with no negative field cannot both be told "no text" and draw a name: the exclusion wins.
    const named = settleNamedText(parts.terms[0], parts.negatives);
    if (named.note !== undefined && named.subject !== undefined) {
      // "symbol-only" says it: "without lettering" after it would be a bare negation.
      parts.terms = [named.subject, ...parts.terms.slice(1), named.phrase!.replace(/ without lettering$/, "")];
      parts.negatives = named.negatives;
      notes.push(named.note);
    }
  }
  if (target !== "stable-diffusion") parts.terms = withoutInnerFiller(parts.terms, notes);
  parts.terms = oneMedium(withoutFiller(parts.terms, target, notes), notes);
  if (target !== "stable-diffusion") parts.terms = realismAsMedium(parts.terms, notes);
  if (target !== "stable-diffusion") {
    // "highly detailed" is a quality tag like the rest: detail comes from what the description names.
    const ignored = parts.terms.filter((t) => IGNORED_TOKEN.test(withoutWeights(t)));
    // An ask for detail ("highly detailed") is the author's intent: said as the detail these models draw.
    const asks = ignored.filter((t) => DETAIL_ASK.test(withoutWeights(t).trim()));
    if (asks.length > 0) {
      // A sentence takes it as a phrase of its own ("…, with intricate fine detail, …"); Midjourney as a term.
      const detail = target === "midjourney" || target === "midjourney-v6" ? FINE_DETAIL : `with ${FINE_DETAIL}`;
      parts.terms = [...parts.terms.filter((t) => !asks.includes(t)), detail];
      notes.push(`${andJoin(asks.map((t) => `"${t}"`))} written as "${FINE_DETAIL}": this model draws the detail a prompt names, not a quality tag.`);
    }
    if (ignored.length > asks.length) {
      parts.terms = parts.terms.filter((t) => !ignored.includes(t));
      ignored.splice(0, ignored.length, ...ignored.filter((t) => !asks.includes(t)));
      notes.push(`${andJoin(ignored.map((t) => `"${t}"`))} dropped: this model ignores resolution and quality tags; the size is a setting and quality comes from the description.`);
    }
  }
  if (target !== "stable-diffusion" && target !== "midjourney" && target !== "midjourney-v6") {
    // An engine name asks for a 3D render's look: a model that reads sentences follows that look said in words.
    const engines = parts.terms.filter((t) => RENDER_ENGINE.test(withoutWeights(t).trim()));
    if (engines.length > 0) {
      parts.terms = parts.terms.map((t) => (engines.includes(t) ? engineLook(withoutWeights(t)) : t));
      notes.push(`${andJoin(engines.map((t) => `"${t}"`))} written as the look it asks for (${andJoin([...new Set(engines.map((t) => engineLook(withoutWeights(t))))])}).`);
    }
  }
  if (target !== "midjourney" && target !== "midjourney-v6" && parts.parameters.length > 0) {
    notes.push(`${andJoin(parts.parameters.map((p) => `--${p.name}`))} taken out: only Midjourney reads --parameters.`);
  }
  notes.push(...editNotes(original, parts, target));
  const expert = expertNotes(parts.terms);
  const counted = parts.count && countNote(target, parts.count);
  if (counted) notes.push(counted.note);
  const result =
    target === "midjourney" || target === "midjourney-v6"
      ? midjourney(parts, target, notes)
      : target === "stable-diffusion"
        ? stableDiffusion(parts, notes)
        : naturalLanguage(parts, target, notes);
  return { ...result, parameters: { ...result.parameters, ...counted?.parameters }, notes: [...result.notes, ...expert] };
}
