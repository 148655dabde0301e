/**
 * The text builder: the form state (as the spec names it), the defaults, and the mapping from form to
 * request body. Its fields are in text-fields.ts, the zod rules that check the form and the request in
 * text-schema.ts.
 */
import type { z } from "zod";
import { OTHER_VALUE } from "./choices";
import { SLIDER_DEFAULT } from "./sliders";
import { NO_PERSONALIZATION, type Personalization } from "./text-fields";
import { PERSONALIZATION_OPTIONS } from "./text-options";
import type { textFormSchema, textPromptRequestSchema } from "./text-schema";

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
