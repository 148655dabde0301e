/**
 * Stable Diffusion prompts as A1111, Forge and ComfyUI read them: `(term:1.2)` weights, `BREAK` between
 * 75-token chunks, the negative prompt in its own field, and the settings as A1111's txt2img API names them
 * at an SDXL-native size. SDXL renders best at its training sizes (about one megapixel); a larger chosen
 * resolution is reached by upscaling, which a note explains.
 */
import type { ArtParts } from "./art-parts";
import { chunkTerms, nearestSize, SDXL_SIZES, sizeText } from "./art-targets";
import type { ComposedPrompt } from "./composed-prompt";

/**
 * Settings that suit SDXL base and most SDXL checkpoints: 30 steps of DPM++ 2M with the Karras schedule at
 * CFG 7 (A1111's own defaults are 20 steps of Euler a, tuned for SD 1.5).
 */
export const SDXL_SETTINGS = { steps: 30, cfg_scale: 7, sampler_name: "DPM++ 2M", scheduler: "Karras" } as const;

/** `(term:1.2)`, unless the text already uses the brackets or colons of the weighting syntax. */
function weight(text: string | undefined, w: number): string | undefined {
  if (text === undefined) return undefined;
  return /[():]/.test(text) ? text : `(${text}:${w})`;
}

const present = (terms: readonly (string | undefined | false)[]) => terms.filter((t): t is string => typeof t === "string" && t !== "");

export function stableDiffusion(p: ArtParts): ComposedPrompt {
  const notes = [...p.notes, ...p.exclusions.notes];
  const prompt = chunkTerms(
    present([
      weight(p.subject, 1.2),
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
  const wanted = p.resolutionSet ? p.frame.pixels : undefined;
  if (wanted !== undefined && wanted.width * wanted.height > native.width * native.height) {
    const scale = Math.round((wanted.width / native.width) * 100) / 100;
    notes.push(`SDXL renders best near one megapixel: ${sizeText(native)} is its size for this shape. Upscale ×${scale} (Hires. fix or an upscaler) to reach ${sizeText(wanted)}.`);
  }
  if (p.quoted.length > 0) notes.push("SDXL spells text poorly: expect to fix the lettering afterwards, or use a model that renders text (gpt-image-1, Flux).");
  const negative = p.exclusions.terms.length > 0 ? chunkTerms(p.exclusions.terms) : undefined;
  return {
    prompt,
    ...(negative === undefined ? {} : { negativePrompt: negative }),
    parameters: { width: native.width, height: native.height, ...SDXL_SETTINGS, batch_size: p.frame.count },
    notes,
  };
}
