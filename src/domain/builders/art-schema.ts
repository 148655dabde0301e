/**
 * The zod rules of the art builder: one set checks the form in the browser and the request on the server.
 */
import { z } from "zod";
import { ART_CHOICE_FIELDS, ART_FIELD_LABELS } from "./art-form";
import { IMAGE_COUNTS, type ImageCount } from "./art-options";
import { choiceSchema, customSchema, sliderListSchema, textSchema, unitSchema } from "./fields";
import { LONG_TEXT_MAX } from "./limits";

const IMAGE_COUNT_ERROR = "Number of images must be 1, 2, 4 or 8";

/** 1, 2, 4 or 8, as a number or a select's string; missing or '' means 1. */
export const imageCountSchema = z
  .union([z.number(), z.string().trim()], { error: IMAGE_COUNT_ERROR })
  .transform((v) => (v === "" ? 1 : Number(v)))
  .pipe(
    z
      .number({ error: IMAGE_COUNT_ERROR })
      .refine((n) => (IMAGE_COUNTS as readonly number[]).includes(n), { error: IMAGE_COUNT_ERROR })
      .transform((n) => n as ImageCount),
  )
  .default(1);

const F = ART_CHOICE_FIELDS;
const L = ART_FIELD_LABELS;

/** The rules every art field follows, in the form and in the request alike. */
const artFields = {
  styleAndMedium: choiceSchema(F.styleAndMedium.options, F.styleAndMedium.label, { custom: true }),
  customStyleAndMedium: customSchema(F.styleAndMedium.label),
  moodAndTheme: choiceSchema(F.moodAndTheme.options, F.moodAndTheme.label, { custom: true }),
  customMoodAndTheme: customSchema(F.moodAndTheme.label),
  artistInspiration: choiceSchema(F.artistInspiration.options, F.artistInspiration.label, { custom: true }),
  customArtistInspiration: customSchema(F.artistInspiration.label),
  perspective: choiceSchema(F.perspective.options, F.perspective.label, { custom: true }),
  customPerspective: customSchema(F.perspective.label),
  lighting: choiceSchema(F.lighting.options, F.lighting.label, { custom: true }),
  customLighting: customSchema(F.lighting.label),
  colorPalette: choiceSchema(F.colorPalette.options, F.colorPalette.label, { custom: true }),
  customColorPalette: customSchema(F.colorPalette.label),
  textureDescription: textSchema(L.textureDescription, LONG_TEXT_MAX),
  effects: choiceSchema(F.effects.options, F.effects.label, { custom: true }),
  customEffects: customSchema(F.effects.label),
  composition: choiceSchema(F.composition.options, F.composition.label, { custom: true }),
  customComposition: customSchema(F.composition.label),
  background: choiceSchema(F.background.options, F.background.label, { custom: true }),
  customBackground: customSchema(F.background.label),
  resolution: choiceSchema(F.resolution.options, F.resolution.label, { custom: true, fallback: "1024x1024" }),
  customResolution: customSchema(F.resolution.label),
  aspectRatio: choiceSchema(F.aspectRatio.options, F.aspectRatio.label, { custom: true, fallback: "square" }),
  customAspectRatio: customSchema(F.aspectRatio.label),
  numberOfImages: imageCountSchema,
  negativePrompt: textSchema(L.negativePrompt, LONG_TEXT_MAX),
  additionalCustomization: textSchema(L.additionalCustomization, LONG_TEXT_MAX),
  target: choiceSchema(F.target.options, F.target.label, { custom: false, fallback: "generic" }),
};

/** The art builder's form state (detail slider as a one-element list). Missing fields take their defaults. */
export const artFormSchema = z.object({
  ...artFields,
  detailLevel: sliderListSchema(L.detailLevel),
});

/**
 * The body of POST /api/generate-prompt for art. `prompt` is an optional description of what the image
 * shows (its subject). Unknown keys (userId included) are dropped: the server takes the user from the session.
 */
export const artPromptRequestSchema = z.object({
  promptType: z.literal("art"),
  prompt: textSchema(L.prompt, LONG_TEXT_MAX),
  ...artFields,
  detailLevel: unitSchema(L.detailLevel),
});
