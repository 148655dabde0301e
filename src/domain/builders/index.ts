/**
 * The prompt builders: choice lists, forms and their defaults, slider labels, the composer and generation
 * messages. The zod rules that check forms and requests are in ./schemas, kept apart so that a page
 * can show a builder without loading them.
 */
export {
  OTHER_LABEL,
  OTHER_OPTION,
  OTHER_VALUE,
  customPlaceholder,
  findOption,
  menuOptions,
  optionLabel,
  resolveChoice,
  selectPlaceholder,
  type ChoiceField,
  type ChoiceOption,
  type ChoiceValue,
  type OtherValue,
  type Resolved,
} from "./choices";
export {
  CREATIVITY_BANDS,
  DETAIL_BANDS,
  SLIDER_DEFAULT,
  SLIDER_MAX,
  SLIDER_MIN,
  SLIDER_STEP,
  creativityBand,
  creativityLabel,
  detailBand,
  detailLabel,
  formatSliderValue,
  type CreativityBand,
  type DetailBand,
} from "./sliders";
export { CUSTOM_TEXT_MAX, LONG_TEXT_MAX, TOPIC_MAX } from "./limits";
export * from "./text-options";
export * from "./art-options";
export { TEXT_CHOICE_FIELDS, TEXT_FIELD_LABELS, type Personalization } from "./text-fields";
export {
  defaultTextForm,
  personalizationToString,
  toTextPayload,
  type TextForm,
  type TextPromptPayload,
  type TextPromptRequest,
} from "./text-form";
export { ART_CHOICE_FIELDS, ART_FIELD_LABELS } from "./art-fields";
export {
  defaultArtForm,
  toArtPayload,
  type ArtForm,
  type ArtPromptPayload,
  type ArtPromptRequest,
} from "./art-form";
export {
  composePrompt,
  type GeneratePromptPayload,
  type GeneratePromptRequest,
} from "./generate-request";
export type { PromptType } from "../prompt-type";
export * from "./improve-options";
export { improvePrompt } from "./improve";
export { describeChanges, type PromptChange } from "./improve-changes";
export { plainPrompt, type ComposedPrompt, type ParameterValue } from "./composed-prompt";
export { composeTextPrompt } from "./compose-text";
export { composeArtPrompt } from "./compose-art";
export * from "./messages";
