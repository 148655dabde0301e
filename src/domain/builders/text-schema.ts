/**
 * The zod rules of the text builder: one set checks the form in the browser and the request on the server.
 */
import { z } from "zod";
import { booleanSchema, choiceSchema, customSchema, sliderListSchema, textSchema, unitSchema } from "./fields";
import { LONG_TEXT_MAX } from "./limits";
import { NO_PERSONALIZATION, TEXT_CHOICE_FIELDS, TEXT_FIELD_LABELS, type Personalization } from "./text-form";
import type { PersonalizationKey } from "./text-options";

const TOKEN_TO_KEY: Record<string, PersonalizationKey> = {
  name: "name",
  company: "company",
  location: "location",
  industrytrends: "industryTrends",
  trends: "industryTrends",
};

/** Personalization as an object of four flags, or as the spec's comma list / 'None' (parsed back). */
export const personalizationSchema = z
  .union(
    [
      z.string(),
      z.object({
        name: z.boolean().default(false),
        company: z.boolean().default(false),
        location: z.boolean().default(false),
        industryTrends: z.boolean().default(false),
      }),
    ],
    { error: "Personalization must be a comma list of name, company, location, industryTrends, or None" },
  )
  .transform((value, ctx): Personalization => {
    if (typeof value !== "string") return value;
    const result = { ...NO_PERSONALIZATION };
    for (const raw of value.split(/[,;]/)) {
      const token = raw.trim();
      if (token === "" || /^none$/i.test(token)) continue;
      const key = TOKEN_TO_KEY[token.toLowerCase().replace(/[\s_-]/g, "")];
      if (key === undefined) {
        ctx.issues.push({
          code: "custom",
          input: value,
          message: `Unknown personalization "${token}". Use a comma list of name, company, location, industryTrends, or None.`,
        });
        return NO_PERSONALIZATION;
      }
      result[key] = true;
    }
    return result;
  })
  .default(() => ({ ...NO_PERSONALIZATION }));

const F = TEXT_CHOICE_FIELDS;

/** The rules every text field follows, in the form and in the request alike. */
const textFields = {
  industry: choiceSchema(F.industry.options, F.industry.label, { custom: true }),
  customIndustry: customSchema(F.industry.label),
  contentType: choiceSchema(F.contentType.options, F.contentType.label, { custom: true }),
  customContentType: customSchema(F.contentType.label),
  toneOfVoice: choiceSchema(F.toneOfVoice.options, F.toneOfVoice.label, { custom: true }),
  customToneOfVoice: customSchema(F.toneOfVoice.label),
  audienceType: choiceSchema(F.audienceType.options, F.audienceType.label, { custom: true }),
  customAudienceType: customSchema(F.audienceType.label),
  outputLength: choiceSchema(F.outputLength.options, F.outputLength.label, { custom: false, fallback: "medium" }),
  writingStyle: choiceSchema(F.writingStyle.options, F.writingStyle.label, { custom: true }),
  customWritingStyle: customSchema(F.writingStyle.label),
  seoOptimize: booleanSchema(TEXT_FIELD_LABELS.seoOptimize),
  callToAction: choiceSchema(F.callToAction.options, F.callToAction.label, { custom: true }),
  customCallToAction: customSchema(F.callToAction.label),
  personalization: personalizationSchema,
  language: choiceSchema(F.language.options, F.language.label, { custom: true, fallback: "english" }),
  customLanguage: customSchema(F.language.label),
  outputFormat: choiceSchema(F.outputFormat.options, F.outputFormat.label, { custom: true }),
  customOutputFormat: customSchema(F.outputFormat.label),
  additionalCustomization: textSchema(TEXT_FIELD_LABELS.additionalCustomization, LONG_TEXT_MAX),
};

/** The text builder's form state (sliders as one-element lists). Missing fields take their defaults. */
export const textFormSchema = z.object({
  ...textFields,
  creativityLevel: sliderListSchema(TEXT_FIELD_LABELS.creativityLevel),
});

/**
 * The body of POST /api/generate-prompt for text. Unknown keys (userId included) are dropped: the server
 * takes the user from the session.
 */
export const textPromptRequestSchema = z.object({
  promptType: z.literal("text"),
  ...textFields,
  creativityLevel: unitSchema(TEXT_FIELD_LABELS.creativityLevel),
});
