/**
 * The art builder: the form state (as the spec names it, plus Target), the defaults, and the mapping from
 * form to request body. Its fields are in art-fields.ts, the zod rules that check the form and the request
 * in art-schema.ts.
 */
import type { z } from "zod";
import type { artFormSchema, artPromptRequestSchema } from "./art-schema";
import { OTHER_VALUE } from "./choices";
import { SLIDER_DEFAULT } from "./sliders";

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
