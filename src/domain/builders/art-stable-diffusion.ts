/**
 * Stable Diffusion prompts as A1111, Forge and ComfyUI read them: `(term:1.2)` weights, `BREAK` between
 * 75-token chunks, a separate `Negative prompt:` line, then the settings line at an SDXL-native size.
 * SDXL renders best at its training sizes (about one megapixel); a larger chosen resolution is reached
 * with a hires pass, written as A1111 writes it (`Hires resize`).
 */
import type { ArtParts } from "./art-parts";
import { chunkTerms, nearestSize, SDXL_SIZES, sizeText } from "./art-targets";

/** `(term:1.2)`, unless the text already uses the brackets or colons of the weighting syntax. */
function weight(text: string | undefined, w: number): string | undefined {
  if (text === undefined) return undefined;
  return /[():]/.test(text) ? text : `(${text}:${w})`;
}

const present = (terms: readonly (string | undefined | false)[]) => terms.filter((t): t is string => typeof t === "string" && t !== "");

export function stableDiffusion(p: ArtParts): string {
  const positive = chunkTerms(
    present([
      weight(p.subject, 1.2),
      p.composition?.term,
      weight(p.style?.term, 1.2),
      p.style?.cues,
      p.mood?.term,
      p.lighting?.term,
      p.palette?.term,
      p.perspective?.term,
      p.detail.terms,
      p.texture,
      p.background?.term,
      p.effects?.term,
      weight(p.artist && `in the style of ${p.artist}`, 1.1),
      p.extra,
      p.frame.aspectDescription && `${p.frame.aspectDescription} aspect ratio`,
    ]),
  );
  const native = nearestSize(SDXL_SIZES, p.frame.shape ?? { width: 1, height: 1 });
  const wanted = p.frame.sizeChosen ? p.frame.pixels : undefined;
  const upscaled = wanted !== undefined && wanted.width * wanted.height > native.width * native.height;
  const settings = [`Size: ${sizeText(native)}`, `Batch size: ${p.frame.count}`, upscaled && `Hires resize: ${sizeText(wanted)}`];
  return present([
    positive,
    p.negative && `Negative prompt: ${chunkTerms(p.negative.split(", "))}`,
    present(settings).join(", "),
  ]).join("\n");
}
