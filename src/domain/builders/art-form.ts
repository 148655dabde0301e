/**
 * The art builder: its fields, the form state (as the spec names it, plus Target), the defaults, and the
 * mapping from form to request body. The zod rules that check the form and the request are in art-schema.ts.
 */
import type { z } from "zod";
import type { artFormSchema, artPromptRequestSchema } from "./art-schema";
import { OTHER_VALUE, type ChoiceField } from "./choices";
import { SLIDER_DEFAULT } from "./sliders";
import {
  ARTIST_OPTIONS,
  ASPECT_RATIO_OPTIONS,
  BACKGROUND_OPTIONS,
  COMPOSITION_OPTIONS,
  EFFECT_OPTIONS,
  LIGHTING_OPTIONS,
  MOOD_OPTIONS,
  PALETTE_OPTIONS,
  PERSPECTIVE_OPTIONS,
  RESOLUTION_OPTIONS,
  STYLE_OPTIONS,
  TARGET_OPTIONS,
} from "./art-options";

/** The selects of the art builder, in form order. All but Target offer 'Other (Custom)'. */
export const ART_CHOICE_FIELDS = {
  styleAndMedium: { name: "styleAndMedium", label: "Style & Medium", options: STYLE_OPTIONS, customName: "customStyleAndMedium" },
  moodAndTheme: { name: "moodAndTheme", label: "Mood & Theme", options: MOOD_OPTIONS, customName: "customMoodAndTheme" },
  artistInspiration: { name: "artistInspiration", label: "Artist Inspiration", options: ARTIST_OPTIONS, customName: "customArtistInspiration" },
  perspective: { name: "perspective", label: "Perspective & Camera Angle", options: PERSPECTIVE_OPTIONS, customName: "customPerspective" },
  lighting: { name: "lighting", label: "Lighting & Atmosphere", options: LIGHTING_OPTIONS, customName: "customLighting" },
  colorPalette: { name: "colorPalette", label: "Color Palette", options: PALETTE_OPTIONS, customName: "customColorPalette" },
  effects: { name: "effects", label: "Additional Effects", options: EFFECT_OPTIONS, customName: "customEffects" },
  composition: { name: "composition", label: "Subject Focus & Composition", options: COMPOSITION_OPTIONS, customName: "customComposition" },
  background: { name: "background", label: "Background Style", options: BACKGROUND_OPTIONS, customName: "customBackground" },
  resolution: { name: "resolution", label: "Resolution", options: RESOLUTION_OPTIONS, customName: "customResolution" },
  aspectRatio: { name: "aspectRatio", label: "Aspect Ratio", options: ASPECT_RATIO_OPTIONS, customName: "customAspectRatio" },
  target: { name: "target", label: "Target", options: TARGET_OPTIONS },
} as const satisfies Record<string, ChoiceField>;

/** Labels of the art builder's fields that are not selects with custom companions. */
export const ART_FIELD_LABELS = {
  prompt: "Subject",
  detailLevel: "Detail Level",
  textureDescription: "Texture Description",
  numberOfImages: "Number of Images",
  negativePrompt: "Negative Prompt",
  additionalCustomization: "Additional Customization",
} as const;

export type ArtForm = z.output<typeof artFormSchema>;
/** A parsed art request, as the composer and the server use it. */
export type ArtPromptRequest = z.output<typeof artPromptRequestSchema>;
/** The JSON the browser sends (`prompt` may be left out). */
export type ArtPromptPayload = Omit<ArtPromptRequest, "prompt"> & { prompt?: string };

export const defaultArtForm: ArtForm = {
  styleAndMedium: "",
  customStyleAndMedium: "",
  moodAndTheme: "",
  customMoodAndTheme: "",
  artistInspiration: "",
  customArtistInspiration: "",
  perspective: "",
  customPerspective: "",
  lighting: "",
  customLighting: "",
  colorPalette: "",
  customColorPalette: "",
  detailLevel: [SLIDER_DEFAULT],
  textureDescription: "",
  effects: "",
  customEffects: "",
  composition: "",
  customComposition: "",
  background: "",
  customBackground: "",
  resolution: "1024x1024",
  customResolution: "",
  aspectRatio: "square",
  customAspectRatio: "",
  numberOfImages: 1,
  negativePrompt: "",
  additionalCustomization: "",
  target: "generic",
};

/** A custom text only travels with 'other': the input is hidden, and its stale text ignored, otherwise. */
function customFor(value: string, custom: string): string {
  return value === OTHER_VALUE ? custom.trim() : "";
}

/** The request body for an art form (without userId: the server knows who is asking). */
export function toArtPayload(form: ArtForm, subject = ""): ArtPromptPayload {
  const payload: ArtPromptPayload = {
    promptType: "art",
    styleAndMedium: form.styleAndMedium,
    customStyleAndMedium: customFor(form.styleAndMedium, form.customStyleAndMedium),
    moodAndTheme: form.moodAndTheme,
    customMoodAndTheme: customFor(form.moodAndTheme, form.customMoodAndTheme),
    artistInspiration: form.artistInspiration,
    customArtistInspiration: customFor(form.artistInspiration, form.customArtistInspiration),
    perspective: form.perspective,
    customPerspective: customFor(form.perspective, form.customPerspective),
    lighting: form.lighting,
    customLighting: customFor(form.lighting, form.customLighting),
    colorPalette: form.colorPalette,
    customColorPalette: customFor(form.colorPalette, form.customColorPalette),
    detailLevel: form.detailLevel[0],
    textureDescription: form.textureDescription.trim(),
    effects: form.effects,
    customEffects: customFor(form.effects, form.customEffects),
    composition: form.composition,
    customComposition: customFor(form.composition, form.customComposition),
    background: form.background,
    customBackground: customFor(form.background, form.customBackground),
    resolution: form.resolution,
    customResolution: customFor(form.resolution, form.customResolution),
    aspectRatio: form.aspectRatio,
    customAspectRatio: customFor(form.aspectRatio, form.customAspectRatio),
    numberOfImages: form.numberOfImages,
    negativePrompt: form.negativePrompt.trim(),
    additionalCustomization: form.additionalCustomization.trim(),
    target: form.target,
  };
  const trimmed = subject.trim();
  return trimmed === "" ? payload : { ...payload, prompt: trimmed };
}
