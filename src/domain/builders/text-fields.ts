/**
 * The text builder's fields: the selects with their options and labels, the labels of the other fields, and
 * the personalization flags. The form (text-form.ts) and its rules (text-schema.ts) both build on these.
 */
import type { ChoiceField } from "./choices";
import {
  AUDIENCE_OPTIONS,
  CALL_TO_ACTION_OPTIONS,
  CONTENT_TYPE_OPTIONS,
  INDUSTRY_OPTIONS,
  LANGUAGE_OPTIONS,
  LENGTH_OPTIONS,
  OUTPUT_FORMAT_OPTIONS,
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
