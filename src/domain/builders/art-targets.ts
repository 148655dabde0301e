/**
 * What each image generator accepts, as its current documentation says (sources in
 * docs/decisions/0037-image-targets.md): the sizes a model can render, the Midjourney versions, the
 * token window of Stable Diffusion's text encoder, and the arithmetic that picks a size for a shape.
 */
import type { Size } from "./art-options";

/** DALL·E 3 renders exactly these three sizes, one image per request. */
export const DALLE3_SIZES: readonly Size[] = [
  { width: 1024, height: 1024 },
  { width: 1792, height: 1024 },
  { width: 1024, height: 1792 },
];

/** gpt-image-1 renders these three sizes (or "auto"), up to ten images a request (`n`). */
export const GPT_IMAGE_SIZES: readonly Size[] = [
  { width: 1024, height: 1024 },
  { width: 1536, height: 1024 },
  { width: 1024, height: 1536 },
];

/** SDXL's training buckets (SDXL report, appendix): multiples of 64 at about one megapixel. Landscape and square; portrait is each one turned. */
const SDXL_LANDSCAPE: readonly [number, number][] = [
  [1024, 1024], [1024, 960], [1088, 960], [1088, 896], [1152, 896], [1152, 832], [1216, 832], [1280, 768],
  [1344, 768], [1344, 704], [1408, 704], [1472, 704], [1536, 640], [1600, 640], [1664, 576], [1728, 576],
  [1792, 576], [1856, 512], [1920, 512], [1984, 512], [2048, 512],
];
export const SDXL_SIZES: readonly Size[] = SDXL_LANDSCAPE.flatMap(([w, h]) =>
  w === h ? [{ width: w, height: h }] : [{ width: w, height: h }, { width: h, height: w }],
);

/**
 * The BFL API endpoint the Flux prompts are written for (`POST https://api.bfl.ai/v1/flux-pro-1.1`): the
 * path names the model, so the request body has no model field.
 */
export const FLUX_ENDPOINT = "flux-pro-1.1";

/** FLUX1.1 [pro] takes any width and height from 256 to 1440 in multiples of 32; one image per request. */
export const FLUX_LIMITS = { step: 32, min: 256, max: 1440 } as const;

/** The `--v` value of each Midjourney target: V7 is the default model, V6.1 the last V6 release. */
export const MIDJOURNEY_VERSION = { midjourney: "7", "midjourney-v6": "6.1" } as const;
export type MidjourneyTarget = keyof typeof MIDJOURNEY_VERSION;

/** A Midjourney job always renders a grid of four images; more are asked with `--repeat`. */
export const MIDJOURNEY_GRID = 4;

/** CLIP reads 75 tokens at a time; A1111, Forge and ComfyUI start a new chunk at `BREAK`. */
export const CLIP_CHUNK_TOKENS = 75;

const logRatio = (s: Size) => Math.log(s.width / s.height);

/** The accepted size whose shape is nearest the wanted one (compared as log ratios, so 2:1 and 1:2 are equally far from 1:1). */
export function nearestSize(sizes: readonly Size[], shape: Size): Size {
  const wanted = logRatio(shape);
  let best = sizes[0]!;
  for (const size of sizes) if (Math.abs(logRatio(size) - wanted) < Math.abs(logRatio(best) - wanted)) best = size;
  return best;
}

/**
 * A wanted size brought inside Flux's limits, in multiples of 32. A size of exactly the wanted shape is
 * preferred when one is near the budget (at least 3/4 of the nearest size's area), so nothing needs cropping.
 */
export function fluxSize(wanted: Size, shape: Size = wanted): Size {
  const near = nearFluxSize(wanted);
  const { step, min, max } = FLUX_LIMITS;
  const budget = near.width * near.height;
  let best: Size | undefined;
  for (let width = min; width <= max; width += step) {
    const height = (width * shape.height) / shape.width;
    if (Math.abs(height - Math.round(height)) > 1e-6 || Math.round(height) % step !== 0) continue;
    const size = { width, height: Math.round(height) };
    const area = size.width * size.height;
    if (size.height < min || size.height > max || area > budget * 1.05) continue;
    if (!best || area > best.width * best.height) best = size;
  }
  return best && best.width * best.height >= budget * 0.75 ? best : near;
}

function nearFluxSize(wanted: Size): Size {
  const { step, min, max } = FLUX_LIMITS;
  const scale = Math.min(1, max / Math.max(wanted.width, wanted.height));
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  const fit = (n: number) => clamp(Math.round((n * scale) / step) * step);
  // The longer side is fitted first; the shorter is the multiple of 32 that keeps the shape closest.
  const landscape = wanted.width >= wanted.height;
  const long = fit(landscape ? wanted.width : wanted.height);
  const exact = (long * Math.min(wanted.width, wanted.height)) / Math.max(wanted.width, wanted.height);
  const candidates = [Math.floor(exact / step) * step, Math.ceil(exact / step) * step].map(clamp);
  const short = candidates.reduce((a, b) => (Math.abs(Math.log(b / exact)) < Math.abs(Math.log(a / exact)) ? b : a));
  return landscape ? { width: long, height: short } : { width: short, height: long };
}

/**
 * A conservative estimate of CLIP tokens: one per punctuation mark or digit, and one per eight letters of
 * a word (CLIP's vocabulary holds common words whole and splits rare ones).
 */
export function clipTokens(text: string): number {
  let count = 0;
  for (const m of text.matchAll(/[a-z]+|[^\sa-z]/gi)) count += /^[a-z]/i.test(m[0]) ? Math.ceil(m[0].length / 8) : 1;
  return count;
}

/** Comma-separated terms, with `BREAK` before a term that would take its chunk past 75 tokens. */
export function chunkTerms(terms: readonly string[]): string {
  let out = "";
  let used = 0;
  for (const term of terms) {
    const cost = clipTokens(term) + 1;
    if (out === "") out = term;
    else if (used + cost > CLIP_CHUNK_TOKENS) {
      out += ` BREAK ${term}`;
      used = 0;
    } else out += `, ${term}`;
    used += cost;
  }
  return out;
}

export const sizeText = (s: Size) => `${s.width}x${s.height}`;
export const sameSize = (a: Size, b: Size) => a.width === b.width && a.height === b.height;
