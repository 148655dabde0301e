/**
 * The text builder: its fields, the form state (as the spec names it), the request the API accepts, the
 * defaults, and the mapping from form to request body. One set of zod rules checks both.
 */
import { z } from "zod";
import { OTHER_VALUE, type ChoiceField } from "./choices";
import { booleanSchema, choiceSchema, customSchema, LONG_TEXT_MAX, sliderListSchema, textSchema, unitSchema } from "./fields";
import { SLIDER_DEFAULT } from "./sliders";
import {
  AUDIENCE_OPTIONS,
  CALL_TO_ACTION_OPTIONS,
  CONTENT_TYPE_OPTIONS,
  INDUSTRY_OPTIONS,
  LANGUAGE_OPTIONS,
  LENGTH_OPTIONS,
  OUTPUT_FORMAT_OPTIONS,
  PERSONALIZATION_OPTIONS,
  TONE_OPTIONS,
  WRITING_STYLE_OPTIONS,
  type PersonalizationKey,
} from "./text-options";

/** The selects of the text builder, in form order. Every one but length offers 'Other (Custom)'. */
export const TEXT_CHOICE_FIELDS = {
  industry: { name: "industry", label: "Industry", options: INDUSTRY_OPTIONS, customName: "customIndustry" },
  contentType: { name: "contentType", label: "Content Type", options: CONTENT_TYPE_OPTIONS, customName: "customContentType" },
  toneOfVoice: { name: "toneOfVoice", label: "Tone of Voice", options: TONE_OPTIONS, customName: "customToneOfVoice" },
  audienceType: { name: "audienceType", label: "Audience Type", options: AUDIENCE_OPTIONS, customName: "customAudienceType" },
  outputLength: { name: "outputLength", label: "Length of Output", options: LENGTH_OPTIONS },
  writingStyle: { name: "writingStyle", label: "Writing Style", options: WRITING_STYLE_OPTIONS, customName: "customWritingStyle" },
  callToAction: { name: "callToAction", label: "Call-to-Action Type", options: CALL_TO_ACTION_OPTIONS, customName: "customCallToAction" },
  language: { name: "language", label: "Language", options: LANGUAGE_OPTIONS, customName: "customLanguage" },
  outputFormat: { name: "outputFormat", label: "Output Format", options: OUTPUT_FORMAT_OPTIONS, customName: "customOutputFormat" },
} as const satisfies Record<string, ChoiceField>;

/** Labels of the text builder's fields that are not selects. */
export const TEXT_FIELD_LABELS = {
  creativityLevel: "Creativity Level",
  seoOptimize: "SEO Optimization",
  personalization: "Personalization",
  additionalCustomization: "Additional Customization",
} as const;

export type Personalization = Record<PersonalizationKey, boolean>;

const NO_PERSONALIZATION: Personalization = { name: false, company: false, location: false, industryTrends: false };

const TOKEN_TO_KEY: Record<string, PersonalizationKey> = {
  name: "name",
  company: "company",
  location: "location",
  industrytrends: "industryTrends",
  trends: "industryTrends",
};

/** 'name, company' or 'None', as the spec sends personalization. */
export function personalizationToString(p: Personalization): string {
  const on = PERSONALIZATION_OPTIONS.filter((o) => p[o.value]).map((o) => o.value);
  return on.length === 0 ? "None" : on.join(", ");
}

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

export type TextForm = z.output<typeof textFormSchema>;
/** A parsed text request, as the composer and the server use it. */
export type TextPromptRequest = z.output<typeof textPromptRequestSchema>;
/** The JSON the browser sends: personalization as the spec's comma list or 'None'. */
export type TextPromptPayload = Omit<TextPromptRequest, "personalization"> & { personalization: string };

export const defaultTextForm: TextForm = {
  industry: "",
  customIndustry: "",
  contentType: "",
  customContentType: "",
  toneOfVoice: "",
  customToneOfVoice: "",
  audienceType: "",
  customAudienceType: "",
  outputLength: "medium",
  writingStyle: "",
  customWritingStyle: "",
  creativityLevel: [SLIDER_DEFAULT],
  seoOptimize: false,
  callToAction: "",
  customCallToAction: "",
  personalization: { ...NO_PERSONALIZATION },
  language: "english",
  customLanguage: "",
  outputFormat: "",
  customOutputFormat: "",
  additionalCustomization: "",
};

/** A custom text only travels with 'other': the input is hidden, and its stale text ignored, otherwise. */
function customFor(value: string, custom: string): string {
  return value === OTHER_VALUE ? custom.trim() : "";
}

/** The request body for a text form (without userId: the server knows who is asking). */
export function toTextPayload(form: TextForm): TextPromptPayload {
  return {
    promptType: "text",
    industry: form.industry,
    customIndustry: customFor(form.industry, form.customIndustry),
    contentType: form.contentType,
    customContentType: customFor(form.contentType, form.customContentType),
    toneOfVoice: form.toneOfVoice,
    customToneOfVoice: customFor(form.toneOfVoice, form.customToneOfVoice),
    audienceType: form.audienceType,
    customAudienceType: customFor(form.audienceType, form.customAudienceType),
    outputLength: form.outputLength,
    writingStyle: form.writingStyle,
    customWritingStyle: customFor(form.writingStyle, form.customWritingStyle),
    creativityLevel: form.creativityLevel[0],
    seoOptimize: form.seoOptimize,
    callToAction: form.callToAction,
    customCallToAction: customFor(form.callToAction, form.customCallToAction),
    personalization: personalizationToString(form.personalization),
    language: form.language,
    customLanguage: customFor(form.language, form.customLanguage),
    outputFormat: form.outputFormat,
    customOutputFormat: customFor(form.outputFormat, form.customOutputFormat),
    additionalCustomization: form.additionalCustomization.trim(),
  };
}
