/**
 * The zod rules of the text builder: one set checks the form in the browser and the request on the server.
 */
import { z } from "zod";
import { booleanSchema, choiceSchema, choiceWithCustom, sliderListSchema, textSchema, unitSchema } from "./fields";
import { LONG_TEXT_MAX, TOPIC_MAX } from "./limits";
import { CREATIVITY_BANDS } from "./sliders";
import { NO_PERSONALIZATION, TEXT_CHOICE_FIELDS, TEXT_FIELD_LABELS, type Personalization } from "./text-fields";
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
  topic: textSchema(TEXT_FIELD_LABELS.topic, TOPIC_MAX),
  ...choiceWithCustom("industry", F.industry),
  ...choiceWithCustom("contentType", F.contentType),
  ...choiceWithCustom("toneOfVoice", F.toneOfVoice),
  ...choiceWithCustom("audienceType", F.audienceType),
  outputLength: choiceSchema(F.outputLength.options, F.outputLength.label, { custom: false, fallback: "medium" }),
  ...choiceWithCustom("writingStyle", F.writingStyle),
  seoOptimize: booleanSchema(TEXT_FIELD_LABELS.seoOptimize),
  ...choiceWithCustom("callToAction", F.callToAction),
  personalization: personalizationSchema,
  ...choiceWithCustom("language", F.language, "english"),
  ...choiceWithCustom("outputFormat", F.outputFormat),
  additionalCustomization: textSchema(TEXT_FIELD_LABELS.additionalCustomization, LONG_TEXT_MAX),
};

/** The text builder's form state (sliders as one-element lists). Missing fields take their defaults. */
export const textFormSchema = z.object({
  ...textFields,
  creativityLevel: sliderListSchema(TEXT_FIELD_LABELS.creativityLevel, CREATIVITY_BANDS),
});

/**
 * The body of POST /api/generate-prompt for text. Unknown keys (userId included) are dropped: the server
 * takes the user from the session.
 */
export const textPromptRequestSchema = z.object({
  promptType: z.literal("text"),
  ...textFields,
  creativityLevel: unitSchema(TEXT_FIELD_LABELS.creativityLevel, CREATIVITY_BANDS),
});
