/**
 * An art request reduced to the pieces a prompt is made of: every choice resolved (custom text first),
 * every unset field absent, every user text cleaned to fit inline. The four target renderers read this.
 */
import type { ArtPromptRequest } from "./art-form";
import { frameOf, type Frame } from "./art-frame";
import {
  ARTIST_OPTIONS,
  BACKGROUND_OPTIONS,
  COMPOSITION_OPTIONS,
  EFFECT_OPTIONS,
  LIGHTING_OPTIONS,
  MOOD_OPTIONS,
  PALETTE_OPTIONS,
  PERSPECTIVE_OPTIONS,
  STYLE_OPTIONS,
  type ArtOption,
} from "./art-options";
import { cleanInline, resolveChoice } from "./choices";
import { withArticle } from "./prose";
import { detailBand, type DetailBand } from "./sliders";

/** A resolved choice: the prompt term and its in-sentence form (the same for a custom text). */
export interface ArtTerm {
  term: string;
  prose: string;
  /** Supporting terms (styles only). */
  cues?: string;
  custom: boolean;
}

export interface ArtParts {
  /** What the image shows: the request's `prompt`, else the additional customization. */
  subject?: string;
  composition?: ArtTerm;
  style?: ArtTerm;
  mood?: ArtTerm;
  lighting?: ArtTerm;
  palette?: ArtTerm;
  perspective?: ArtTerm;
  detail: DetailBand;
  detailValue: number;
  texture?: string;
  background?: ArtTerm;
  effects?: ArtTerm;
  /** Artist or studio name. */
  artist?: string;
  /** The additional customization when it is not already the subject. */
  extra?: string;
  /** Comma list of things to keep out of the image. */
  negative?: string;
  frame: Frame;
}

/** A custom phrase that already says where ("in a library") needs no "against" or "as a". */
export const PREPOSITION = /^(in|on|at|under|inside|within|against|among|amid|over|above|below|beneath|near|by|beside|behind|from|through|across|along)\b/i;

function term<O extends ArtOption>(
  options: readonly O[],
  value: string,
  custom: string,
  customProse: (text: string) => string = (t) => t,
): ArtTerm | undefined {
  const r = resolveChoice(options, value, custom);
  if (r === undefined) return undefined;
  if (r.kind === "custom") return { term: r.text, prose: customProse(r.text), custom: true };
  const { term: t, prose, cues } = r.option;
  return { term: t, prose: prose ?? t, ...(cues === undefined ? {} : { cues }), custom: false };
}

function optional(text: string): string | undefined {
  const t = cleanInline(text);
  return t === "" ? undefined : t;
}

/** Each line (or comma item) of a negative prompt, joined as one comma list. */
function negativeList(text: string): string | undefined {
  const items = text
    .split(/[\r\n,]+/)
    .map(cleanInline)
    .filter((t) => t !== "");
  return items.length === 0 ? undefined : items.join(", ");
}

export function artParts(request: ArtPromptRequest): ArtParts {
  const r = request;
  const prompt = optional(r.prompt);
  const customization = optional(r.additionalCustomization);
  const artist = resolveChoice(ARTIST_OPTIONS, r.artistInspiration, r.customArtistInspiration);
  const parts: ArtParts = {
    subject: prompt ?? customization,
    composition: term(COMPOSITION_OPTIONS, r.composition, r.customComposition),
    style: term(STYLE_OPTIONS, r.styleAndMedium, r.customStyleAndMedium, withArticle),
    mood: term(MOOD_OPTIONS, r.moodAndTheme, r.customMoodAndTheme),
    lighting: term(LIGHTING_OPTIONS, r.lighting, r.customLighting),
    palette: term(PALETTE_OPTIONS, r.colorPalette, r.customColorPalette),
    perspective: term(PERSPECTIVE_OPTIONS, r.perspective, r.customPerspective),
    detail: detailBand(r.detailLevel),
    detailValue: r.detailLevel,
    texture: optional(r.textureDescription),
    background: term(BACKGROUND_OPTIONS, r.background, r.customBackground, (t) =>
      PREPOSITION.test(t) ? `set ${t}` : `set against ${t}`,
    ),
    effects: term(EFFECT_OPTIONS, r.effects, r.customEffects),
    artist: artist === undefined ? undefined : artist.kind === "custom" ? artist.text : artist.option.term,
    extra: prompt === undefined ? undefined : customization,
    negative: negativeList(r.negativePrompt),
    frame: frameOf(r),
  };
  return parts;
}
