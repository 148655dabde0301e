/**
 * The art builder's fields: the selects with their options and labels, and the labels of the other fields.
 * The form (art-form.ts) and its rules (art-schema.ts) both build on these.
 */
import type { ChoiceField } from "./choices";
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
