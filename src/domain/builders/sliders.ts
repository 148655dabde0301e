/**
 * The creativity (text) and detail (art) sliders: range, step, default, and the label bands of the spec.
 * Bands are inclusive upper bounds compared with a small tolerance, so values such as 0.1 + 0.2
 * (0.30000000000000004) land in the band a person reading "0.3" expects.
 */

export const SLIDER_MIN = 0;
export const SLIDER_MAX = 1;
export const SLIDER_STEP = 0.1;
export const SLIDER_DEFAULT = 0.5;

const TOLERANCE = 1e-9;

/** A labelled band of a slider. */
export interface SliderBand {
  /** Inclusive upper bound of the band. */
  readonly upTo: number;
  readonly label: string;
  /** The value a request means when it sends the label instead of a number (the spec's client does). */
  readonly typical: number;
}

export interface CreativityBand extends SliderBand {
  /** What the level asks of the writer, used by the text composer. */
  readonly meaning: string;
}

/** The detail slider's bands; the words each adds to an image prompt depend on the style (art-detail.ts). */
export type DetailBand = SliderBand;

export const CREATIVITY_BANDS: readonly CreativityBand[] = [
  {
    upTo: 0.1,
    label: "Very Conservative",
    typical: 0.1,
    meaning: "Stick to proven, conventional structure and phrasing; no experiments or surprises.",
  },
  {
    upTo: 0.3,
    label: "More Predictable",
    typical: 0.3,
    meaning: "Stay mostly conventional and safe, with only small touches of originality.",
  },
  {
    upTo: 0.5,
    label: "Balanced Creativity",
    typical: 0.5,
    meaning: "Balance proven conventions with a few fresh angles and vivid word choices.",
  },
  {
    upTo: 0.7,
    label: "More Creative",
    typical: 0.7,
    meaning: "Favor original angles, fresh metaphors and unexpected hooks, while staying on brief.",
  },
  {
    upTo: Infinity,
    label: "Highly Creative & Random",
    typical: 0.9,
    meaning:
      "Be bold and experimental: surprising ideas, playful structure and unconventional language, as long as the core message still lands.",
  },
];

export const DETAIL_BANDS: readonly DetailBand[] = [
  {
    upTo: 0.2,
    label: "Minimal, Abstract",
    typical: 0.1,
  },
  {
    upTo: 0.4,
    label: "Low Detail",
    typical: 0.3,
  },
  {
    upTo: 0.6,
    label: "Medium Detail",
    typical: 0.5,
  },
  {
    upTo: 0.8,
    label: "High Detail",
    typical: 0.7,
  },
  {
    upTo: Infinity,
    label: "Ultra Detailed, Hyperrealistic",
    typical: 0.9,
  },
];

function bandOf<B extends { upTo: number }>(bands: readonly B[], value: number): B {
  const found = bands.find((b) => value <= b.upTo + TOLERANCE);
  return found ?? (bands[bands.length - 1] as B);
}

export function creativityBand(value: number): CreativityBand {
  return bandOf(CREATIVITY_BANDS, value);
}

export function detailBand(value: number): DetailBand {
  return bandOf(DETAIL_BANDS, value);
}

/** 'Balanced Creativity' for 0.5. */
export function creativityLabel(value: number): string {
  return creativityBand(value).label;
}

/** 'Medium Detail' for 0.5. */
export function detailLabel(value: number): string {
  return detailBand(value).label;
}

/** A slider value as people read it: 0.1 + 0.2 shows as "0.3", 1 as "1.0". */
export function formatSliderValue(value: number): string {
  return value.toFixed(1);
}
