/**
 * Natural-language image prompts (DALL·E 3, gpt-image-1, Flux, Generic), written as a description: the
 * subject first with its medium (BFL's guide: front-load the subject, then style and context; OpenAI's:
 * describe the image plainly), then one flowing sentence for the framing, setting, light, mood, palette,
 * finish and detail, with each exclusion said as what is there instead. The prompt describes the image and
 * nothing else: the size, quality and number of images are the request's parameters, and why they were
 * chosen is a note.
 */
import { contentWords, unsaidExclusion } from "./art-dedupe";
import { describedExclusions, type ExclusionModel } from "./art-exclusion-prose";
import { FOCUS_BESIDE_DEPTH } from "./art-exclusions";
import { fitSize } from "./art-frame";
import type { Size } from "./art-options";
import { PREPOSITION, TRANSPARENT, type ArtParts } from "./art-parts";
import { DALLE3_SIZES, fluxSize, GPT_IMAGE_SIZES, nearestSize, sameSize, sizeText } from "./art-targets";
import type { ComposedPrompt, ParameterValue } from "./composed-prompt";
import { artNoun } from "./art-nouns";
import { andJoin, joinPresent, sentence, termsToPhrase, withArticle } from "./prose";

export type NaturalTarget = "generic" | "dalle" | "gpt-image" | "flux";

const SQUARE: Size = { width: 1, height: 1 };
const MEGAPIXEL: Size = { width: 1024, height: 1024 };
/** A high detail level asks for the model's finer rendering ("hd", "high"). */
const HIGH_DETAIL = 0.7;

/**
 * The artist by name, or by the traits of the style where the name cannot be used: DALL·E 3 declines the
 * style of artists whose latest work is after 1912 (and of studios still at work), and an artist whose
 * medium clashes with the chosen style gives only the traits that fit it.
 */
function artistWords(p: ArtParts, target: NaturalTarget, notes: string[]): { name?: string; traits?: string; replaced?: string } {
  const artist = p.artist;
  if (!artist) return {};
  if (artist.clash) return { traits: artist.traits };
  if (target === "dalle" && artist.traits !== undefined && !(artist.lastWork !== undefined && artist.lastWork <= 1912)) {
    notes.push(`DALL·E 3 declines images in the style of artists whose latest work is after 1912, so the prompt describes the traits of ${artist.name}'s style instead of naming it.`);
    // A custom medium keeps only the artist's handling: the medium ("American realist painting") and the subjects
    // ("quiet solitary figures") would fight a screen-print poster of Mars.
    const handling = p.style?.custom && artist.neutral !== undefined ? handlingTraits(artist.neutral) : undefined;
    if (handling !== undefined) notes.push(`With your own style (${p.style!.term}), only the handling of ${artist.name}'s style is described (${handling}), not its medium or subjects.`);
    return { traits: handling ?? artist.traits, replaced: artist.name };
  }
  if (target === "dalle" && artist.custom) {
    notes.push(`DALL·E 3 declines images in the style of artists whose latest work is after 1912: if it refuses, describe the traits of ${artist.name}'s style instead of the name.`);
  }
  return { name: artist.name };
}

/** Traits that name subjects or a setting ("a mood of quiet urban stillness", "solitary figures"), not handling. */
const SUBJECT_TRAIT = /(?:,\s*|\s+and\s+)?\b(?:a mood of|quiet|solitary|figures|people|portraits?|landscapes?|cityscapes?)\b[^,]*?(?=,|\s+and\s+|$)/gi;

function handlingTraits(neutral: string): string | undefined {
  const kept = neutral.replace(SUBJECT_TRAIT, "").replace(/^\s*(?:,|and)\s*/, "").trim();
  return kept === "" ? undefined : kept;
}

/** An "in … style" phrase ("in the style of Turner", "in a flat line icon style"). */
const STYLE_PHRASE = /\bin (?:the style of|(?:a|an|the)\b[^,.]*\bstyle\b)/i;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The subject without the artist the note says is described instead of named ("in the style of Monet", "Monet's"). */
function withoutArtist(subject: string, name: string): string {
  const names = [name, name.split(/\s+/).at(-1)!].map(escape).join("|");
  return subject
    .replace(new RegExp(`\\s*,?\\s*\\b(?:in the (?:style|manner) of|inspired by|by|like|after|à la|a la)\\s+(?:${names})\\b`, "gi"), "")
    .replace(new RegExp(`\\b(?:${names})(?:'s)?\\s*`, "gi"), "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

const MODEL: Record<NaturalTarget, ExclusionModel> = { generic: "generic", dalle: "DALL·E 3", "gpt-image": "gpt-image-1", flux: "Flux" };

/** What the image has besides its subject, in the order a description reads: where and how lit, then the rest. */
function description(p: ArtParts, target: NaturalTarget, notes: string[]): { opener: string[]; withs: string[]; rendering: string[]; palette?: string; closing?: string } {
  // "Framed as an isometric view, set against …": the sentence that opens on the framing has a verb.
  // A framing left without its noun by the dedupe ("wide-angle" after "a product shot") gets one back.
  const view = p.perspective && (p.perspective.custom && PREPOSITION.test(p.perspective.prose) ? `framed ${p.perspective.prose}` : `framed as ${withArticle(withHead(p.perspective.prose, "view"))}`);
  // Only when the background field asked for it: a subject that says "transparent background" keeps its words.
  const fromField = p.background !== undefined && TRANSPARENT.test(p.background.term);
  const background = p.transparent && target !== "generic" && fromField ? undefined : p.background?.prose;
  const plainBackground = p.transparent && fromField && (target === "dalle" || target === "flux");
  if (plainBackground) notes.push(`${target === "dalle" ? "DALL·E 3" : "FLUX1.1 [pro]"} cannot make a transparent background (gpt-image-1 can): the subject is set on a plain white background to cut out afterwards.`);
  const moodText = p.mood?.prose.replace(/^with\s+(?=\S)/i, "");
  const mood = moodText && (/\b(mood|atmosphere|feel|vibe|sense)\b/i.test(moodText) ? withArticle(moodText) : p.mood !== undefined && !p.mood.custom && p.mood.prose !== p.mood.term ? moodText : withArticle(`${moodText} atmosphere`));
  // "in soft morning light" typed as the lighting says where already: no "lit by" before it.
  const light = p.lighting && (p.lighting.custom && PREPOSITION.test(p.lighting.prose) ? p.lighting.prose : `lit by ${p.lighting.custom ? withHead(p.lighting.prose, "light") : p.lighting.prose}`);
  const opener = [view, background, light].filter((s): s is string => typeof s === "string");
  const withs = [
    // Each detail term is an item of the list: "with fine detail, crisp textures and a calm mood", never "… and … and …".
    ...(p.detail ?? "").split(",").map((t) => t.trim()),
    mood,
    p.composition && withArticleHead(p.composition.prose, "composition"),
    p.texture && withArticleHead(p.texture, "texture"),
    p.effects && withArticleHead(p.effects.prose, "effect"),
    plainBackground && "a plain white background",
  ]
    .filter((s): s is string => typeof s === "string" && s !== "")
    // The list says "with" once: an item's own leading "with" would double it.
    .map((s) => s.replace(/^with\s+(?=\S)/i, ""));
  // The palette is a clause of its own, so an effect or an exclusion never reads as one of its colors.
  const palette = p.palette && `in a palette of ${p.palette.prose}`;
  const described = [p.subject, p.style?.prose, p.style?.cues, ...opener, ...withs, palette, p.extra].join(" ");
  const said = new Set(contentWords(described));
  // What is there instead of an exclusion, unless what the prompt says already says it.
  const written = describedExclusions(p.exclusions, MODEL[target], described, said);
  notes.push(...written.notes);
  const instead = p.exclusions.instead.map((ph) => (ph === FOCUS_BESIDE_DEPTH ? ph : unsaidExclusion(ph, said))).filter((ph): ph is string => ph !== undefined);
  // How it is rendered (detail, texture, effect), apart from its atmosphere and composition, for a list too long for one sentence.
  const rendering = [...(p.detail ?? "").split(",").map((t) => t.trim()), p.texture && withArticleHead(p.texture, "texture"), p.effects && withArticleHead(p.effects.prose, "effect")]
    .filter((s): s is string => typeof s === "string" && s !== "")
    .map((s) => s.replace(/^with\s+(?=\S)/i, ""));
  return { opener, withs: [...withs, ...instead.filter((ph) => !written.phrases.includes(ph)), ...written.phrases], rendering, palette, closing: written.closing };
}

/** Words that only describe ("holographic", "glowing, ethereal"): an item of the "with" list needs a noun after them. */
const DESCRIBING = /^(?:[a-z-]+(?:ic|al|ous|y|ful|ive|ed|ing|less|ish|ent|ant|ar|ary|esque)|[a-z]+-angle|soft|rough|smooth|bold|matte|glossy|warm|cool|dark|bright|calm|wild)$/i;

/** "holographic" → "a holographic effect"; a phrase with a noun of its own stays as written. */
function withHead(text: string, head: string): string {
  const words = text.split(/[\s,]+/).filter((w) => w !== "" && !/^(and|or)$/i.test(w));
  return words.length > 0 && words.every((w) => DESCRIBING.test(w)) ? `${text} ${head}` : text;
}

/** As withHead, with "a"/"an" when the noun was added ("a holographic effect"). */
const withArticleHead = (text: string, head: string) => (withHead(text, head) === text ? text : withArticle(withHead(text, head)));

/** Plural names of pieces, said in the singular before "style" ("flat line icons" → "a flat line icon style"). */
const PLURAL_PIECE = /(icon|illustration|painting|drawing|photo|render|print|doodle|cartoon|comic|sticker|portrait|poster|engraving|woodcut|etching|sprite|sketch|pastel|crayon|marker|watercolor|watercolour|collage)(e?s)$/i;

/** A piece of art named by its medium: a custom style with one is a noun phrase already. */
const MEDIUM_NOUN = /\b(photograph|photo|snapshot|polaroid|painting|illustration|drawing|sketch|poster|print|screen-?print|lithograph|render|engraving|woodcut|etching|collage|mural|fresco|diagram|sculpture|mosaic|tapestry|infographic|blueprint)\b/i;

/**
 * A custom style as the user wrote it: "in a … style" for a name ("in a flat line icon style"), "in the style of …" for
 * a description with several parts ("macro photography, 100mm lens"), whose words are never cut.
 */
function customStyle(term: string, styleSaid: boolean): string {
  // "in watercolor style", "in the style of ukiyo-e": the field's own words, without the "in" the sentence adds.
  const bare = term.replace(/^in\s+(?:the\s+style\s+of\s+)?(?=\S)/i, "");
  // The subject already has an "in … style": a second would stack, so the medium is said as what it is rendered as.
  if (styleSaid) return `rendered as ${artNoun(bare.replace(/\s*\bstyle$/i, "").replace(PLURAL_PIECE, "$1"))}`;
  if (/\bstyle$/i.test(bare)) return `in ${withArticle(bare)}`;
  // A text that names its medium ("a candid street photograph shot on Portra 800") is that medium: "style" after it
  // would make "in a … photograph shot on Portra 800 style".
  if (MEDIUM_NOUN.test(bare) && !/[,;]/.test(bare)) return artNoun(bare);
  if (/[,;]/.test(bare)) return `in the style of ${bare}`;
  return `in ${withArticle(`${bare.replace(PLURAL_PIECE, "$1")} style`)}`;
}

function sentences(p: ArtParts, target: NaturalTarget, notes: string[]): string[] {
  notes.push(...p.notes, ...p.exclusions.notes);
  // A custom style after the subject's comma would read as one more item of it ("settings, flat line icons"):
  // "in a … style" cannot.
  const artist = artistWords(p, target, notes);
  const subject = p.subject && artist.replaced ? withoutArtist(p.subject, artist.replaced) : p.subject;
  const style = p.style && (p.style.custom ? customStyle(p.style.term, STYLE_PHRASE.test(subject ?? "")) : p.style.cues ? `${p.style.prose} with ${termsToPhrase(p.style.cues)}` : p.style.prose);
  // One "in … style" phrase: after another (the subject's or a custom style's), the artist is "inspired by".
  const artistName = artist.name && (STYLE_PHRASE.test(joinPresent([subject, style], " ")) ? `inspired by ${artist.name}` : `in the style of ${artist.name}`);
  const first = joinPresent([subject, style, artistName], ", ") || "an image";
  const listed = description(p, target, notes);
  const { opener, palette, closing } = listed;
  // Generic reads prose: a list of more than four is two sentences, how it is rendered, then its atmosphere and composition.
  const handling = listed.withs.filter((w) => listed.rendering.includes(w));
  const split = target === "generic" && opener.length > 0 && listed.withs.length > 4 && handling.length > 0 && handling.length < listed.withs.length;
  const withs = split ? handling : listed.withs;
  const atmosphere = split ? listed.withs.filter((w) => !handling.includes(w)) : [];
  const withText = joinPresent([withs.length > 0 ? `with ${andJoin(withs)}` : undefined, split ? undefined : palette], ", ") || undefined;
  // With no setting or light to open a second sentence, the rest joins the first unless it already has a "with".
  const joinFirst = opener.length === 0 && withText !== undefined && !/\bwith\b/i.test(first);
  const described = [
    sentence(joinFirst ? `${first}, ${withText}` : first),
    artist.traits && sentence(`Its style draws on ${artist.traits}`),
    opener.length > 0 ? sentence(joinPresent([joinPresent(opener, ", "), withText], ", ")) : !joinFirst && withText ? sentence(withs.length > 0 ? joinPresent([`It has ${andJoin(withs)}`, palette], ", ") : `It uses ${palette!.replace(/^in /, "")}`) : undefined,
    split ? sentence(joinPresent([`It has ${andJoin(atmosphere)}`, palette], ", ")) : undefined,
    p.extra && sentence(p.extra),
    // Generic tools vary in how they render text; the spelling sentence is for the models that follow it.
    ...(target === "generic" ? [] : p.quoted.map((q) => `Spell the text "${q}" exactly as written.`)),
    p.frame.aspectDescription && sentence(`Frame it in a ${p.frame.aspectDescription} format`),
    // OpenAI's guide: state exclusions as explicit constraints; one short sentence, last.
    closing,
  ].filter((s): s is string => typeof s === "string" && s !== "");
  return [...described, target === "generic" ? frameSentence(p, described.join(" ")) : undefined].filter((s): s is string => typeof s === "string" && s !== "");
}

/** The size a target renders for the frame, and a note when it is not what was asked. */
function renderSize(p: ArtParts, name: string, sizes: readonly Size[] | "flux", notes: string[]): Size {
  const f = p.frame;
  const shape = f.shape ?? SQUARE;
  const wanted = f.pixels ?? fitSize(MEGAPIXEL, shape);
  const size = sizes === "flux" ? fluxSize(wanted, shape) : nearestSize(sizes, shape);
  if (!p.frameSet) return size;
  if (f.aspectDescription) notes.push(`"${f.aspectDescription}" is not a width:height ratio, so the prompt describes it and the size stays ${sizeText(size)}.`);
  // 1792x1024 is 16:9 within 2%; a shape further off is rendered at the nearest size and cropped after.
  const exact = Math.abs(Math.log((size.width / size.height) * (shape.height / shape.width))) <= 0.02;
  const ratio = f.ratio ?? sizeText(shape);
  if (!exact) {
    // A pixel size the user asked for is named too, so it never vanishes behind the ratio.
    const larger = p.resolutionSet && f.pixels !== undefined && f.pixels.width * f.pixels.height > size.width * size.height;
    notes.push(
      `${name} renders ${sizes === "flux" ? "sizes of 256 to 1440 pixels a side" : sizes.map(sizeText).join(", ")}: ${sizeText(size)} is the nearest to the ${ratio} you asked for; crop it to ${ratio} afterwards${larger ? `, and upscale it for the ${f.resolutionText} you asked for` : ""}.`,
    );
  } else if (p.resolutionSet && f.pixels && !sameSize(size, f.pixels)) {
    const larger = f.pixels.width * f.pixels.height > size.width * size.height;
    notes.push(`${name} renders ${sizeText(size)} for ${ratio}, not ${f.resolutionText}: ${larger ? "upscale" : "scale"} the image to ${sizeText(f.pixels)} if you need that size.`);
  } else if (p.resolutionSet && !f.sizeIsPixels) {
    notes.push(`"${f.resolutionText}" is not a pixel size, so the request asks for ${sizeText(size)}; upscale the image if you need more.`);
  }
  return size;
}

function parameters(p: ArtParts, target: NaturalTarget, notes: string[]): Record<string, ParameterValue> {
  const count = p.frame.count;
  const high = p.detailSet && p.detailValue >= HIGH_DETAIL - 1e-9;
  if (target === "dalle") {
    const size = renderSize(p, "DALL·E 3", DALLE3_SIZES, notes);
    if (count > 1) notes.push(`DALL·E 3 makes one image per request (n is always 1): send this request ${count} times for ${count} images.`);
    // "vivid" (the default) leans hyper-real and dramatic: wrong for a photograph and for flat graphic art.
    const flat = /\b(flat|vector)\b/i.test(p.style?.term ?? "");
    const natural = p.family === "photo" || flat;
    if (natural) notes.push(`style is "natural" for a ${flat ? "flat, graphic" : "photographic"} look; "vivid" (the default) leans hyper-real and dramatic.`);
    // "standard" and "vivid" are the API's defaults: sent only when a choice changes them.
    return { model: "dall-e-3", size: sizeText(size), ...(high ? { quality: "hd" } : {}), ...(natural ? { style: "natural" } : {}), n: 1 };
  }
  if (target === "gpt-image") {
    const size = renderSize(p, "gpt-image-1", GPT_IMAGE_SIZES, notes);
    if (count > 1) notes.push(`n is ${count}: one request returns all ${count} images.`);
    if (p.transparent) notes.push('The transparent background is the request\'s background setting, with PNG output (JPEG has no transparency).');
    return {
      model: "gpt-image-1",
      size: sizeText(size),
      // "auto" is the API's default: said only when the detail slider asks for more.
      ...(high ? { quality: "high" } : {}),
      n: count,
      ...(p.transparent ? { background: "transparent", output_format: "png" } : {}),
    };
  }
  if (target === "flux") {
    if (count > 1) notes.push(`FLUX1.1 [pro] returns one image per request: send this request ${count} times (each with its own seed) for ${count} images.`);
    // The endpoint names the model (FLUX_ENDPOINT), so the body has no model; the size is always sent, since the
    // API's own default is 1024x768 (4:3), not the square an untouched form means.
    const size = renderSize(p, "FLUX1.1 [pro]", "flux", notes);
    return { width: size.width, height: size.height };
  }
  if (p.resolutionSet) {
    const fitted = !p.frame.resolutionText?.startsWith(p.frame.size ?? "") && p.frame.ratio;
    notes.push(`Set the size to ${p.frame.size} in your tool${fitted ? ` (the pixel count of ${p.frame.resolutionText} at ${p.frame.ratio})` : ""}.`);
  }
  if (count > 1) notes.push(`Ask your tool for ${count} images; the prompt describes one.`);
  return {};
}

/** Generic: the shape in words, since a tool without settings reads it from the prompt. */
function frameSentence(p: ArtParts, before: string): string | undefined {
  if (!p.frameSet || p.frame.ratio === undefined) return undefined;
  // "a wide landscape (16:9) image" after a wide-angle shot says "wide" twice: the ratio alone then.
  const said = new Set(contentWords(before));
  const prose = p.frame.aspectProse !== undefined && !contentWords(p.frame.aspectProse).some((w) => said.has(w)) ? p.frame.aspectProse : `a ${p.frame.ratio} image`;
  return sentence(`Compose it as ${prose}`);
}

/** "with with freckles" → "with freckles", outside quoted text (a sign reading "BORA BORA" keeps its words). */
function withoutDoubledWords(text: string): string {
  return text
    .split(/("[^"]*")/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/\b(\w+)(?:\s+\1\b)+/gi, "$1")))
    .join("");
}

/** "a urban background" → "an urban background", outside quoted text: a phrase joined from parts gets its article right. */
function withArticlesFitted(text: string): string {
  return text
    .split(/("[^"]*")/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/\b([Aa]) (?=(?:[ai]|e(?!u|we)|o(?!ne\b|ne-|nce\b)|u(?!ni|s[aeiu]|r[aeiou]|ti|ku|bi|ka))[a-z])/g, "$1n ")))
    .join("");
}

export function natural(p: ArtParts, target: NaturalTarget): ComposedPrompt {
  const notes: string[] = [];
  const prompt = withArticlesFitted(withoutDoubledWords(sentences(p, target, notes).join(" ")));
  const params = parameters(p, target, notes);
  return { prompt, parameters: params, notes };
}
