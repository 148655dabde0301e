/**
 * Natural-language image prompts: DALL·E 3 and gpt-image-1 in the order OpenAI's image guides give (the
 * scene, the subject, the details, then the constraints), Flux and Generic subject first (BFL's guide:
 * front-load the subject, then style and context). The prompt describes the image and nothing else: the
 * size, quality and number of images are the request's parameters, and why they were chosen is a note.
 */
import { constraintSentence, describedInstead } from "./art-exclusions";
import { fitSize } from "./art-frame";
import type { Size } from "./art-options";
import { PREPOSITION, TRANSPARENT, type ArtParts } from "./art-parts";
import { DALLE3_SIZES, fluxSize, GPT_IMAGE_SIZES, nearestSize, sameSize, sizeText } from "./art-targets";
import type { ComposedPrompt, ParameterValue } from "./composed-prompt";
import { andJoin, joinPresent, sentence, termsToPhrase, withArticle } from "./prose";

export type NaturalTarget = "generic" | "dalle" | "gpt-image" | "flux";

const SQUARE: Size = { width: 1, height: 1 };
const MEGAPIXEL: Size = { width: 1024, height: 1024 };
/** A high detail level asks for the model's finer rendering ("hd", "high"). */
const HIGH_DETAIL = 0.7;

function sceneSentence(p: ArtParts, target: NaturalTarget): string | undefined {
  const background = p.transparent && target !== "generic" && TRANSPARENT.test(p.background?.term ?? "") ? undefined : p.background;
  const says = [
    background && `is ${background.prose}`,
    p.lighting && `is lit by ${p.lighting.prose}`,
    p.mood && `has ${withArticle(`${p.mood.prose} atmosphere`)}`,
  ].filter((s): s is string => typeof s === "string");
  return says.length === 0 ? undefined : sentence(`The scene ${andJoin(says)}`);
}

function subjectSentence(p: ArtParts): string | undefined {
  const style = p.style && (p.style.cues ? `${p.style.prose} with ${termsToPhrase(p.style.cues)}` : p.style.prose);
  const composed = p.composition && `composed with ${p.composition.prose}`;
  if (p.subject) return sentence(joinPresent([p.subject, composed, style && `rendered as ${style}`], ", "));
  if (style) return sentence(joinPresent([style, composed], ", "));
  return composed && sentence(`An image ${composed}`);
}

/**
 * DALL·E 3 declines the style of artists whose latest work is after 1912 (and of studios still at work):
 * their style is described by its traits instead of the name.
 */
function artistSentence(p: ArtParts, target: NaturalTarget, notes: string[]): string | undefined {
  const artist = p.artist;
  if (!artist) return undefined;
  if (target === "dalle" && artist.traits !== undefined && !(artist.lastWork !== undefined && artist.lastWork <= 1912)) {
    notes.push(`DALL·E 3 declines images in the style of artists whose latest work is after 1912, so the prompt describes the traits of ${artist.name}'s style instead of naming it.`);
    return sentence(`Its style draws on ${artist.traits}`);
  }
  if (target === "dalle" && artist.custom) {
    notes.push(`DALL·E 3 declines images in the style of artists whose latest work is after 1912: if it refuses, describe the traits of ${artist.name}'s style instead of the name.`);
  }
  return sentence(`Draw inspiration from the style of ${artist.name}`);
}

function detailSentences(p: ArtParts, target: NaturalTarget, notes: string[]): string[] {
  const view =
    p.perspective &&
    (p.perspective.custom && PREPOSITION.test(p.perspective.prose) ? `Framed ${p.perspective.prose}` : `Framed as ${withArticle(p.perspective.prose)}`);
  // Only when the background field asked for it: a subject that says "transparent background" keeps its words.
  const fromField = p.background !== undefined && TRANSPARENT.test(p.background.term);
  const plainBackground = p.transparent && fromField && (target === "dalle" || target === "flux");
  if (plainBackground) notes.push(`${target === "dalle" ? "DALL·E 3" : "FLUX1.1 [pro]"} cannot make a transparent background (gpt-image-1 can): the subject is set on a plain white background to cut out afterwards.`);
  return [
    view && sentence(view),
    p.detail && sentence(`Render it with ${termsToPhrase(p.detail)}`),
    p.palette && sentence(`Use a palette of ${p.palette.prose}`),
    p.texture && sentence(`Emphasize textures such as ${p.texture}`),
    p.effects && sentence(`Finish it with ${p.effects.prose}`),
    plainBackground && "Set the subject on a plain white background.",
    artistSentence(p, target, notes),
    ...p.exclusions.instead.map((phrase) => sentence(`Keep ${phrase}`)),
    p.extra && sentence(p.extra),
    ...p.quoted.map((q) => `Spell the text "${q}" exactly as written.`),
    p.frame.aspectDescription && sentence(`Frame it in a ${p.frame.aspectDescription} format`),
  ].filter((s): s is string => typeof s === "string" && s !== "");
}

/** The exclusions: a constraint sentence for the OpenAI models and Generic, a description of what is there for Flux. */
function exclusionSentence(p: ArtParts, target: NaturalTarget, notes: string[]): string | undefined {
  const written = target === "flux" ? describedInstead(p.exclusions) : constraintSentence(p.exclusions);
  notes.push(...p.exclusions.notes, ...written.notes);
  if (target === "generic" && p.exclusions.terms.length > 0) {
    notes.push(`If your tool has a negative prompt field, put these there instead of the last sentence: ${p.exclusions.terms.join(", ")}.`);
  }
  return written.sentence;
}

/** The size a target renders for the frame, and a note when it is not what was asked. */
function renderSize(p: ArtParts, name: string, sizes: readonly Size[] | "flux", notes: string[]): Size {
  const f = p.frame;
  const shape = f.shape ?? SQUARE;
  const wanted = f.pixels ?? fitSize(MEGAPIXEL, shape);
  const size = sizes === "flux" ? fluxSize(wanted) : nearestSize(sizes, shape);
  if (!p.frameSet) return size;
  if (f.aspectDescription) notes.push(`"${f.aspectDescription}" is not a width:height ratio, so the prompt describes it and the size stays ${sizeText(size)}.`);
  // 1792x1024 is 16:9 within 2%; a shape further off is rendered at the nearest size and cropped after.
  const exact = Math.abs(Math.log((size.width / size.height) * (shape.height / shape.width))) <= 0.02;
  const ratio = f.ratio ?? sizeText(shape);
  if (!exact) {
    notes.push(`${name} renders ${sizes === "flux" ? "sizes of 256 to 1440 pixels a side" : sizes.map(sizeText).join(", ")}: ${sizeText(size)} is the nearest to the ${ratio} you asked for; crop it to ${ratio} afterwards.`);
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
    const natural = p.family === "photo";
    if (natural) notes.push('style is "natural" for a photographic look; "vivid" (the default) leans hyper-real and dramatic.');
    return { model: "dall-e-3", size: sizeText(size), quality: high ? "hd" : "standard", style: natural ? "natural" : "vivid", n: 1 };
  }
  if (target === "gpt-image") {
    const size = renderSize(p, "gpt-image-1", GPT_IMAGE_SIZES, notes);
    if (count > 1) notes.push(`n is ${count}: one request returns all ${count} images.`);
    if (p.transparent) notes.push('The transparent background is the request\'s background setting, with PNG output (JPEG has no transparency).');
    return {
      model: "gpt-image-1",
      size: sizeText(size),
      quality: high ? "high" : "auto",
      n: count,
      ...(p.transparent ? { background: "transparent", output_format: "png" } : {}),
    };
  }
  if (target === "flux") {
    const size = renderSize(p, "FLUX1.1 [pro]", "flux", notes);
    if (count > 1) notes.push(`FLUX1.1 [pro] returns one image per request: send this request ${count} times (each with its own seed) for ${count} images.`);
    return { model: "flux-pro-1.1", width: size.width, height: size.height };
  }
  if (p.resolutionSet) {
    const fitted = !p.frame.resolutionText?.startsWith(p.frame.size ?? "") && p.frame.ratio;
    notes.push(`Set the size to ${p.frame.size} in your tool${fitted ? ` (the pixel count of ${p.frame.resolutionText} at ${p.frame.ratio})` : ""}.`);
  }
  if (count > 1) notes.push(`Ask your tool for ${count} images; the prompt describes one.`);
  return {};
}

/** Generic: the shape in words, since a tool without settings reads it from the prompt. */
function frameSentence(p: ArtParts): string | undefined {
  if (!p.frameSet || p.frame.ratio === undefined) return undefined;
  return sentence(`Compose it as ${p.frame.aspectProse ?? `a ${p.frame.ratio} image`}`);
}

export function natural(p: ArtParts, target: NaturalTarget): ComposedPrompt {
  const notes: string[] = [];
  const scene = sceneSentence(p, target);
  const subject = subjectSentence(p);
  const opening = target === "dalle" || target === "gpt-image" ? [scene, subject] : [subject, scene];
  const prompt = joinPresent(
    [...opening, ...detailSentences(p, target, notes), target === "generic" && frameSentence(p), exclusionSentence(p, target, notes)],
    " ",
  );
  const params = parameters(p, target, notes);
  return { prompt, parameters: params, notes };
}
