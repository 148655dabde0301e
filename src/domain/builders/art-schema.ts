/**
 * The zod rules of the art builder: one set checks the form in the browser and the request on the server.
 */
import { z } from "zod";
import { ART_CHOICE_FIELDS, ART_FIELD_LABELS } from "./art-fields";
import { IMAGE_COUNTS, type ImageCount } from "./art-options";
import { choiceSchema, choiceWithCustom, sliderListSchema, textSchema, unitSchema } from "./fields";
import { LONG_TEXT_MAX } from "./limits";
import { DETAIL_BANDS } from "./sliders";

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
  .default(1)
  .meta({ description: "Number of images: 1, 2, 4 or 8.", type: "integer", enum: [...IMAGE_COUNTS] });

const F = ART_CHOICE_FIELDS;
const L = ART_FIELD_LABELS;

/** The rules every art field follows, in the form and in the request alike. */
const artFields = {
  ...choiceWithCustom("styleAndMedium", F.styleAndMedium),
  ...choiceWithCustom("moodAndTheme", F.moodAndTheme),
  ...choiceWithCustom("artistInspiration", F.artistInspiration),
  ...choiceWithCustom("perspective", F.perspective),
  ...choiceWithCustom("lighting", F.lighting),
  ...choiceWithCustom("colorPalette", F.colorPalette),
  textureDescription: textSchema(L.textureDescription, LONG_TEXT_MAX),
  ...choiceWithCustom("effects", F.effects),
  ...choiceWithCustom("composition", F.composition),
  ...choiceWithCustom("background", F.background),
  ...choiceWithCustom("resolution", F.resolution, "1024x1024"),
  ...choiceWithCustom("aspectRatio", F.aspectRatio, "square"),
  numberOfImages: imageCountSchema,
  negativePrompt: textSchema(L.negativePrompt, LONG_TEXT_MAX),
  additionalCustomization: textSchema(L.additionalCustomization, LONG_TEXT_MAX),
  target: choiceSchema(F.target.options, F.target.label, { custom: false, fallback: "generic" }),
};

/** The art builder's form state (detail slider as a one-element list). Missing fields take their defaults. */
export const artFormSchema = z.object({
  ...artFields,
  detailLevel: sliderListSchema(L.detailLevel, DETAIL_BANDS),
});

/**
 * The body of POST /api/generate-prompt for art. `prompt` is an optional description of what the image
 * shows (its subject). Unknown keys (userId included) are dropped: the server takes the user from the session.
 */
export const artPromptRequestSchema = z.object({
  promptType: z.literal("art"),
  prompt: textSchema(L.prompt, LONG_TEXT_MAX),
  ...artFields,
  detailLevel: unitSchema(L.detailLevel, DETAIL_BANDS),
});
