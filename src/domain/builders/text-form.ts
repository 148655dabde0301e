/**
 * The text builder: its fields, the form state (as the spec names it), the defaults, and the mapping from
 * form to request body. The zod rules that check the form and the request are in text-schema.ts.
 */
import type { z } from "zod";
import { OTHER_VALUE, type ChoiceField } from "./choices";
import { SLIDER_DEFAULT } from "./sliders";
import type { textFormSchema, textPromptRequestSchema } from "./text-schema";
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
  topic: "Topic",
  creativityLevel: "Creativity Level",
  seoOptimize: "SEO Optimization",
  personalization: "Personalization",
  additionalCustomization: "Additional Customization",
} as const;

export type Personalization = Record<PersonalizationKey, boolean>;

/** Every personalization flag off. */
export const NO_PERSONALIZATION: Personalization = { name: false, company: false, location: false, industryTrends: false };

/** 'name, company' or 'None', as the spec sends personalization. */
export function personalizationToString(p: Personalization): string {
  const on = PERSONALIZATION_OPTIONS.filter((o) => p[o.value]).map((o) => o.value);
  return on.length === 0 ? "None" : on.join(", ");
}

export type TextForm = z.output<typeof textFormSchema>;
/** A parsed text request, as the composer and the server use it. */
export type TextPromptRequest = z.output<typeof textPromptRequestSchema>;
/** The JSON the browser sends: personalization as the spec's comma list or 'None'. */
export type TextPromptPayload = Omit<TextPromptRequest, "personalization"> & { personalization: string };

export const defaultTextForm: TextForm = {
  topic: "",
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
    topic: form.topic.trim(),
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
