/**
 * What the detail slider adds to an image prompt, in the words of the chosen style's family: more detail in
 * a watercolor is layered washes, in a pencil sketch finer hatching, in pixel art more careful pixels, and no
 * family gets "hyperrealistic" (a photograph is real already; anything else is not meant to be). The middle of the slider (its default) adds nothing, and no family's low
 * end says "loose" where the style is precise (pixel art, anime, a 3D render).
 */
import type { StyleFamily } from "./art-options";
import { DETAIL_BANDS } from "./sliders";

/** The detail words of a family for the bands minimal, low, (medium: none), high and ultra. */
type Vocabulary = readonly [string, string, undefined, string, string];

/**
 * Families of custom styles, read off their words; the first that matches wins, so a medium ("realistic oil
 * painting", "photorealistic 3D render") outranks the photographic words that qualify it.
 */
const CUSTOM_FAMILIES: readonly [RegExp, StyleFamily][] = [
  [/\bwatercolou?r|gouache wash/i, "watercolor"],
  [/\b(pixel|8-bit|16-bit|sprite)/i, "pixel"],
  [/\b(pencil|charcoal|graphite|ink|sketch|drawing|linework|etching|engraving|woodcut|line art)/i, "drawing"],
  [/\b(anime|manga|comic|cartoon|cel[- ]shad|ukiyo|woodblock|vector|flat design|graffiti|poster|sticker|children's book)/i, "graphic"],
  [/\b(3d|render|cgi|blender|octane|unreal|clay|claymation|low[- ]poly|isometric)/i, "render"],
  [/\b(oil|acrylic|gouache|impasto|tempera|fresco|painting|impressionis|baroque|renaissance)/i, "painterly"],
  [/\b(photo|photograph|photography|photographic|dslr|35 ?mm|film still|polaroid|portrait shot|realistic|photoreal)/i, "photo"],
  [/\b(illustration|concept art|fantasy|matte painting|digital art)/i, "illustration"],
  [/\babstract/i, "abstract"],
];

/** A style's family; `undefined` (no style, or one no family fits) takes neutral words. */
export function customFamily(style: string): StyleFamily | undefined {
  return CUSTOM_FAMILIES.find(([pattern]) => pattern.test(style))?.[1];
}

const NEUTRAL: Vocabulary = [
  "bold simplified shapes, minimal detail",
  "simple shapes, minimal detail",
  undefined,
  "high detail, crisp textures",
  "intricate detail, fine textures throughout",
];

const DETAIL_VOCABULARY: Readonly<Record<StyleFamily, Vocabulary>> = {
  photo: [
    "a minimal uncluttered frame, few elements",
    "a simple uncluttered scene, soft detail",
    undefined,
    "sharp focus, fine textures",
    "fine detail, tack-sharp focus, crisp textures",
  ],
  painterly: [
    "sparse detail, broad simplified forms",
    "loose gestural brushwork, simplified forms",
    undefined,
    "intricate detail, refined brushwork",
    "meticulous detail, finely layered brushwork, rich surface texture",
  ],
  illustration: [
    "minimal detail, bold simplified shapes",
    "simplified shapes, restrained detail",
    undefined,
    "intricate detail, richly rendered surfaces",
    "intricate detail, finely rendered textures throughout",
  ],
  watercolor: [
    "a few spare washes, open white paper",
    "loose washes, minimal linework",
    undefined,
    "delicate layered washes, fine brush detail",
    "intricate layered washes, fine pen and brush detail, visible pigment granulation",
  ],
  drawing: [
    "a few spare lines, minimal shading",
    "quick gestural lines, light shading",
    undefined,
    "fine linework, careful hatching",
    "meticulous linework, dense cross-hatching, intricate detail",
  ],
  render: [
    "minimal detail, simple clean geometry",
    "simple stylized shapes, smooth plain surfaces",
    undefined,
    "high-resolution textures, fine surface detail",
    "intricate micro-detail, high-resolution physically based textures",
  ],
  graphic: [
    "minimal detail, flat bold shapes",
    "simplified shapes, clean flat colors",
    undefined,
    "crisp clean linework, detailed backgrounds",
    "intricate linework, richly detailed backgrounds, fine shading",
  ],
  pixel: [
    "very low resolution, a handful of colors",
    "chunky low-resolution pixels, simple sprites",
    undefined,
    "detailed sprite work, carefully placed pixels",
    "intricate pixel detail, careful dithering",
  ],
  abstract: [
    "a few bold shapes, stark simplicity",
    "simple bold shapes, few elements",
    undefined,
    "intricate layered forms, fine textural detail",
    "dense layers of intricate forms and textures",
  ],
};

/** Low detail beside a texture the user described: fewer elements, never surfaces simplified away. */
const FEW_ELEMENTS = ["a spare composition of few elements", "a simple composition of few elements"] as const;

/**
 * Other words for less and for more detail, each in a family's own vocabulary and each with words of its own,
 * for when the subject or a choice already says every word of the band's terms ("intricate detail" after "an
 * intricate mandala"): a set level is still said once.
 */
type Alternates = { fewer: readonly string[]; more: readonly string[] };
const NEUTRAL_ALTERNATES: Alternates = {
  fewer: ["pared-back forms", "economical rendering", "only the essentials"],
  more: ["meticulous rendering", "richly worked surfaces", "exacting precision"],
};
const ALTERNATES: Readonly<Record<StyleFamily, Alternates>> = {
  photo: { fewer: ["an uncluttered frame", "pared-back staging", "restrained, sparse styling"], more: ["crisp fine textures", "exacting clarity", "meticulous rendering of every surface"] },
  painterly: { fewer: ["economical brushwork", "broad blocked-in shapes", "a pared-back painted surface"], more: ["meticulous rendering", "a finely worked paint surface", "exacting painterly finish"] },
  illustration: { fewer: ["pared-back shapes", "economical linework", "restrained rendering"], more: ["meticulous rendering", "richly worked surfaces", "exacting finish"] },
  watercolor: { fewer: ["a few economical strokes", "airy sparse washes", "restrained brushwork"], more: ["meticulous brushwork", "finely built-up glazes", "exacting pen detail"] },
  drawing: { fewer: ["economical strokes", "sparse marks", "a pared-back line"], more: ["meticulous rendering", "finely built-up tone", "exacting draughtsmanship"] },
  render: { fewer: ["pared-back geometry", "plain untextured materials", "economical modelling"], more: ["meticulous modelling", "richly textured materials", "exacting surface finish"] },
  graphic: { fewer: ["pared-back shapes", "economical linework", "a restrained graphic look"], more: ["meticulous linework", "richly worked backgrounds", "exacting graphic finish"] },
  pixel: { fewer: ["a tiny sprite scale", "a sparse pixel palette", "blocky pared-back sprites"], more: ["meticulous pixel placement", "rich dithered shading", "exacting sprite work"] },
  abstract: { fewer: ["pared-back forms", "sparse geometry", "restrained gestures"], more: ["meticulous layering", "richly worked surfaces", "exacting intricacy"] },
};
const FEW_ELEMENTS_ALTERNATES = ["few elements", "a sparse arrangement", "an uncluttered scene"] as const;

/**
 * Comma-separated detail terms for a slider value and a family; undefined at the slider's middle. `textured`: the
 * user described a texture, which the low end's "simplified forms" would contradict.
 */
export function detailTerms(value: number, family: StyleFamily | undefined, textured = false): string | undefined {
  const band = bandOf(value);
  if (textured && band < 2) return FEW_ELEMENTS[band];
  const vocabulary = family === undefined ? NEUTRAL : DETAIL_VOCABULARY[family];
  return vocabulary[band];
}

/** Other phrases for the same level, in the family's words; none at the slider's middle. */
export function detailAlternates(value: number, family: StyleFamily | undefined, textured = false): readonly string[] {
  const band = bandOf(value);
  if (band === 2) return [];
  if (textured && band < 2) return FEW_ELEMENTS_ALTERNATES;
  const alternates = family === undefined ? NEUTRAL_ALTERNATES : ALTERNATES[family];
  return band < 2 ? alternates.fewer : alternates.more;
}

function bandOf(value: number): number {
  const found = DETAIL_BANDS.findIndex((b) => value <= b.upTo + 1e-9);
  return found === -1 ? DETAIL_BANDS.length - 1 : found;
}
