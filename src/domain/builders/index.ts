/** The prompt builders: choice lists, form schemas, slider labels, the composer and generation messages. */
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
export { CUSTOM_TEXT_MAX, LONG_TEXT_MAX } from "./fields";
export * from "./text-options";
export * from "./art-options";
export {
  TEXT_CHOICE_FIELDS,
  TEXT_FIELD_LABELS,
  defaultTextForm,
  personalizationSchema,
  personalizationToString,
  textFormSchema,
  textPromptRequestSchema,
  toTextPayload,
  type Personalization,
  type TextForm,
  type TextPromptPayload,
  type TextPromptRequest,
} from "./text-form";
export {
  ART_CHOICE_FIELDS,
  ART_FIELD_LABELS,
  artFormSchema,
  artPromptRequestSchema,
  defaultArtForm,
  imageCountSchema,
  toArtPayload,
  type ArtForm,
  type ArtPromptPayload,
  type ArtPromptRequest,
} from "./art-form";
export {
  composePrompt,
  generatePromptRequestSchema,
  type GeneratePromptPayload,
  type GeneratePromptRequest,
  type PromptType,
} from "./generate-request";
export { composeTextPrompt } from "./compose-text";
export { composeArtPrompt } from "./compose-art";
export * from "./messages";
