/**
 * Stable Diffusion prompts as A1111, Forge and ComfyUI read them: `(term:1.2)` weights, `BREAK` between
 * 75-token chunks, the negative prompt in its own field, and the size and batch as A1111's txt2img API names
 * them, at an SDXL-native size; the sampler settings are left to the user's tool, since the form sets none.
 * SDXL renders best at its training sizes (about one megapixel); a larger chosen resolution is reached by
 * upscaling, which a note explains.
 */
import { parseSize } from "./art-frame";
import type { Size } from "./art-options";
import type { ArtParts } from "./art-parts";
import { chunkTerms, nearestSize, sameSize, SDXL_SIZES, sizeText } from "./art-targets";
import type { ComposedPrompt } from "./composed-prompt";

/**
 * Settings that suit SDXL base and most SDXL checkpoints: 30 steps of DPM++ 2M with the Karras schedule at
 * CFG 7 (A1111's own defaults are 20 steps of Euler a, tuned for SD 1.5). The form sets none of them, so a
 * composed request leaves them to the user's tool and sends only the size and the batch.
 */
export const SDXL_SETTINGS = { steps: 30, cfg_scale: 7, sampler_name: "DPM++ 2M", scheduler: "Karras" } as const;

/** The most images A1111 makes in one batch here (SDXL at 1 MP, a consumer GPU). */
const MAX_BATCH = 4;

/** `(term:1.2)`, unless the text already uses the brackets or colons of the weighting syntax. */
function weight(text: string | undefined, w: number): string | undefined {
  if (text === undefined) return undefined;
  return /[():]/.test(text) ? text : `(${text}:${w})`;
}

const present = (terms: readonly (string | undefined | false)[]) => terms.filter((t): t is string => typeof t === "string" && t !== "");

/** Named resolutions by their longer side in pixels ("4K" is UHD's 3840). */
const NAMED_RESOLUTIONS: readonly [RegExp, number][] = [
  [/\b(8k|4320p)\b/i, 7680],
  [/\b(4k|uhd|ultra[\s-]?hd|2160p)\b/i, 3840],
  [/\b(2k|qhd|1440p)\b/i, 2560],
  [/\b(full[\s-]?hd|fhd|1080p)\b/i, 1920],
];

/**
 * What a chosen resolution means for SDXL, which renders only near its training sizes (about one megapixel,
 * the SDXL report's buckets): the size sent is the bucket nearest the shape, and a larger ask is reached with
 * an upscaler, by a factor of the longer side. The note never names a size nobody asked for.
 */
function resolutionNote(p: ArtParts, native: Size): string | undefined {
  const text = p.frame.resolutionText ?? "";
  const asked = parseSize(text);
  const long = asked ? Math.max(asked.width, asked.height) : NAMED_RESOLUTIONS.find(([pattern]) => pattern.test(text))?.[1];
  const nativeLong = Math.max(native.width, native.height);
  const side = native.width >= native.height ? "wide" : "tall";
  const renders = `SDXL renders at the sizes it was trained on, about one megapixel: ${sizeText(native)} is the one nearest ${p.frame.ratio ? `to ${p.frame.ratio}` : "to a square"}`;
  if (long === undefined) return `"${text}" is not a pixel size. ${renders}; upscale the image afterwards if you need it larger.`;
  if (asked && long <= nativeLong && !sameSize(asked, native)) {
    // Below its training size SDXL loses coherence: render at the native size and scale down.
    return `${renders}, so the size is ${sizeText(native)}: scale the image down to ${sizeText(asked)} afterwards if you need that size.`;
  }
  if (long <= nativeLong) return undefined;
  const factor = Math.round((long / nativeLong) * 100) / 100;
  // The upscaled image has the bucket's shape; a crop gives the asked size exactly when it has the same shape.
  const upscaled = { width: Math.round(native.width * factor), height: Math.round(native.height * factor) };
  const sameShape = asked !== undefined && p.frame.shape !== undefined && Math.abs(Math.log((asked.width / asked.height) * (p.frame.shape.height / p.frame.shape.width))) < 0.01;
  const crop = sameShape && upscaled.width >= asked.width && upscaled.height >= asked.height && !sameSize(upscaled, asked) ? `, then crop to ${sizeText(asked)}` : "";
  return `${renders}. ${asked ? sizeText(asked) : `"${text}"`} needs an upscaler: upscale ×${factor} (Hires. fix or an upscaler model) for an image ${long} pixels ${side}${crop}.`;
}

export function stableDiffusion(p: ArtParts): ComposedPrompt {
  const notes = [...p.notes, ...p.exclusions.notes];
  const prompt = chunkTerms(
    present([
      // Unweighted: weights are relative, and the subject leads the prompt already.
      p.subject,
      p.composition?.term,
      weight(p.style?.term, 1.2),
      p.style?.cues,
      p.mood?.term,
      p.lighting?.term,
      p.palette?.term,
      p.perspective?.term,
      p.detail,
      p.texture,
      p.background?.term,
      p.effects?.term,
      p.artist?.clash ? p.artist.traits : weight(p.artist && `in the style of ${p.artist.name}`, 1.1),
      ...p.exclusions.instead,
      p.extra,
      p.frameSet && p.frame.aspectDescription && `${p.frame.aspectDescription} aspect ratio`,
    ]),
  );
  const native = nearestSize(SDXL_SIZES, p.frame.shape ?? { width: 1, height: 1 });
  const sizeNote = p.resolutionSet ? resolutionNote(p, native) : undefined;
  if (sizeNote) notes.push(sizeNote);
  if (p.quoted.length > 0) notes.push("SDXL spells text poorly: expect to fix the lettering afterwards, or use a model that renders text (gpt-image-1, Flux).");
  // A1111 makes batch_size images at once in memory; more than 4 at 1 MP is too much for most GPUs, so the
  // rest come as batch count (n_iter), batches run one after another.
  const batchSize = Math.min(p.frame.count, MAX_BATCH);
  const batches = Math.ceil(p.frame.count / batchSize);
  if (batches > 1) notes.push(`${p.frame.count} images as ${batches} batches of ${batchSize} (batch count ${batches} in A1111; queue the ComfyUI workflow ${batches} times): ${p.frame.count} at once needs more GPU memory than most cards have.`);
  const negative = p.exclusions.terms.length > 0 ? chunkTerms(p.exclusions.terms) : undefined;
  return {
    prompt,
    ...(negative === undefined ? {} : { negativePrompt: negative }),
    parameters: { width: native.width, height: native.height, batch_size: batchSize, ...(batches > 1 ? { n_iter: batches } : {}) },
    notes,
  };
}
