/**
 * The technical settings of an art request (aspect ratio, resolution, number of images) reduced to what
 * each target can say. The aspect ratio sets the shape; the resolution sets the pixel count. When the two
 * disagree (1024x1024 with 16:9), the size keeps the resolution's pixel count at the chosen shape, rounded
 * to multiples of 64 as diffusion models expect (1024x1024 at 16:9 gives 1344x768).
 */
import { ASPECT_RATIO_OPTIONS, RESOLUTION_OPTIONS, type Size } from "./art-options";
import { sizeText } from "./art-targets";
import { resolveChoice } from "./choices";

export interface Frame {
  /** Integer ratio for `--ar`, e.g. "16:9"; absent when no shape is known. */
  ratio?: string;
  /** The frame in a sentence, e.g. "a wide landscape (16:9) image". */
  aspectProse?: string;
  /** A custom aspect ratio that is not W:H ("cinematic"): a description rather than a parameter. */
  aspectDescription?: string;
  /** The resolution as chosen: its label or the custom text. */
  resolutionText?: string;
  /** The pixel size to render, "1344x768", or a custom resolution that is not WxH ("4K"). */
  size?: string;
  sizeIsPixels: boolean;
  /** The shape to render: the aspect ratio's, else the chosen resolution's; absent when neither gives one. */
  shape?: Size;
  /** The pixel size as numbers (the chosen resolution fitted to the shape), when it is pixels. */
  pixels?: Size;
  /** False when the size only comes from the shape at the default pixel budget (no resolution chosen). */
  sizeChosen: boolean;
  count: number;
}

export interface FrameInput {
  aspectRatio: string;
  customAspectRatio: string;
  resolution: string;
  customResolution: string;
  numberOfImages: number;
}

/** The pixel budget used for a shape when no resolution is chosen (SDXL's native one megapixel). */
const DEFAULT_BUDGET: Size = { width: 1024, height: 1024 };

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * A ratio in whole numbers, as Midjourney takes it: "2.39:1" → "239:100". Ratios read off a pixel size
 * (or given in pixels) are reduced, "1920:1080" → "16:9"; small ones stay as people write them ("21:9").
 */
export function ratioText({ width, height }: Size, reduce = false): string {
  const decimals = Math.max(...[width, height].map((n) => (String(n).split(".")[1] ?? "").length));
  const scale = 10 ** Math.min(decimals, 3);
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  const d = reduce || w > 64 || h > 64 ? gcd(w, h) || 1 : 1;
  return `${w / d}:${h / d}`;
}

/** "3:2", "3 / 2", "2.39:1" → a ratio; undefined for anything else. */
export function parseRatio(text: string): Size | undefined {
  const m = /(\d+(?:\.\d+)?)\s*[:/x×]\s*(\d+(?:\.\d+)?)/i.exec(text);
  if (!m) return undefined;
  const width = Number(m[1]);
  const height = Number(m[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** "2048x1024", "2048 × 1024", "2048*1024" → a size; undefined for anything else. */
export function parseSize(text: string): Size | undefined {
  const m = /(\d{2,5})\s*[x×*]\s*(\d{2,5})/i.exec(text);
  if (!m) return undefined;
  return { width: Number(m[1]), height: Number(m[2]) };
}

const round64 = (n: number) => Math.max(64, Math.round(n / 64) * 64);
const close = (a: number, b: number) => Math.abs(a - b) < 0.01;

/** The size to render for a resolution at a shape (see the file comment). */
export function fitSize(size: Size, ratio: Size): Size {
  const r = ratio.width / ratio.height;
  if (close(size.width / size.height, r)) return size;
  if (close(size.height / size.width, r)) return { width: size.height, height: size.width };
  const area = size.width * size.height;
  return { width: round64(Math.sqrt(area * r)), height: round64(Math.sqrt(area / r)) };
}


export function frameOf(input: FrameInput): Frame {
  const frame: Frame = { sizeIsPixels: false, sizeChosen: false, count: input.numberOfImages };

  let shape: Size | undefined;
  const aspect = resolveChoice(ASPECT_RATIO_OPTIONS, input.aspectRatio, input.customAspectRatio);
  if (aspect?.kind === "option") {
    shape = aspect.option.ratio;
    frame.aspectProse = aspect.option.prose;
  } else if (aspect?.kind === "custom") {
    shape = parseRatio(aspect.text);
    if (shape) frame.aspectProse = `an image with a ${ratioText(shape)} aspect ratio`;
    else frame.aspectDescription = aspect.text;
  }

  let pixels: Size | undefined;
  const resolution = resolveChoice(RESOLUTION_OPTIONS, input.resolution, input.customResolution);
  if (resolution?.kind === "option") {
    pixels = { width: resolution.option.width, height: resolution.option.height };
    frame.resolutionText = resolution.option.label;
    frame.sizeChosen = true;
  } else if (resolution?.kind === "custom") {
    pixels = parseSize(resolution.text);
    frame.resolutionText = resolution.text;
    frame.sizeChosen = true;
    if (!pixels) frame.size = resolution.text;
  }

  if (pixels || (shape && frame.size === undefined)) {
    // A shape without a resolution is rendered at the default pixel budget.
    const fitted = shape ? fitSize(pixels ?? DEFAULT_BUDGET, shape) : (pixels as Size);
    frame.size = sizeText(fitted);
    frame.sizeIsPixels = true;
    frame.pixels = fitted;
    frame.shape = shape ?? fitted;
    // Without a chosen aspect ratio, the resolution's own shape; a described one ("cinematic") has none.
    if (shape) frame.ratio = ratioText(shape);
    else if (aspect === undefined) frame.ratio = ratioText(fitted, true);
  } else if (shape) {
    frame.ratio = ratioText(shape);
    frame.shape = shape;
  }
  return frame;
}
