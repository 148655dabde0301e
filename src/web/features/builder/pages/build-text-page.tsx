import { Megaphone, PenLine, SlidersHorizontal, UserRound } from "lucide-react";
import {
  creativityLabel,
  defaultTextForm,
  LONG_TEXT_MAX,
  PERSONALIZATION_OPTIONS,
  TEXT_CHOICE_FIELDS as F,
  TEXT_FIELD_LABELS as L,
  toTextPayload,
  TOPIC_MAX,
  type TextForm,
} from "@/domain/builders";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Label } from "@/web/components/ui/label";
import { Switch } from "@/web/components/ui/switch";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { BuilderLayout } from "../components/builder-layout";
import { ChoiceField } from "../components/choice-field";
import { FormSection } from "../components/form-section";
import { SliderField } from "../components/slider-field";
import { TextField } from "../components/text-field";
import { choiceFieldProps, useBuilder } from "../hooks/use-builder";
import { fieldId } from "../lib/field-id";

const TITLE = "Build Your Text Prompt";
const FORM_ID = "text";

export function BuildTextPage() {
  useDocumentTitle(TITLE);
  const builder = useBuilder<TextForm>({
    type: "text",
    formId: FORM_ID,
    formSchema: (rules) => rules.textFormSchema,
    defaults: defaultTextForm,
    toPayload: (form) => toTextPayload(form),
  });
  const { form, setField, errors } = builder;
  const choice = (field: (typeof F)[keyof typeof F]) => <ChoiceField {...choiceFieldProps(builder, field)} />;
  const seoId = fieldId(FORM_ID, "seoOptimize");

  return (
    <BuilderLayout
      type="text"
      title={TITLE}
      lead="Describe the piece you need; we turn it into an expert prompt for any AI writing tool."
      generateLabel="Generate Text Prompt"
      builder={builder}
      inputs={form}
    >
      <FormSection id="text-topic" title="Topic & audience" description="What you are writing and for whom." icon={Megaphone}>
        <TextField
          id={fieldId(FORM_ID, "topic")}
          label={L.topic}
          value={form.topic}
          onValueChange={(value) => setField("topic", value)}
          placeholder="What it is about, e.g. our new dog-sitting app"
          hint="Optional. Leave it empty to get a {{topic}} placeholder to fill in later."
          error={errors.topic}
          max={TOPIC_MAX}
          className="sm:col-span-2"
        />
        {choice(F.industry)}
        {choice(F.contentType)}
        {choice(F.audienceType)}
        {choice(F.callToAction)}
      </FormSection>

      <FormSection id="text-voice" title="Voice & style" description="How it should sound." icon={PenLine}>
        {choice(F.toneOfVoice)}
        {choice(F.writingStyle)}
        <SliderField
          id={fieldId(FORM_ID, "creativityLevel")}
          label={L.creativityLevel}
          value={form.creativityLevel}
          onValueChange={(value) => setField("creativityLevel", value)}
          describe={creativityLabel}
          error={errors.creativityLevel}
          className="sm:col-span-2"
        />
      </FormSection>

      <FormSection id="text-output" title="Output" description="Length, shape and language of the result." icon={SlidersHorizontal}>
        {choice(F.outputLength)}
        {choice(F.outputFormat)}
        {choice(F.language)}
        <div className="flex items-center justify-between gap-4 self-end rounded-lg border px-3 py-2.5">
          <div className="grid gap-1">
            <Label htmlFor={seoId}>{L.seoOptimize}</Label>
            <p id={`${seoId}-hint`} className="text-xs text-muted-foreground">
              Keywords, headings and a meta description.
            </p>
          </div>
          <Switch
            id={seoId}
            checked={form.seoOptimize}
            onCheckedChange={(checked) => setField("seoOptimize", checked)}
            aria-describedby={`${seoId}-hint`}
          />
        </div>
      </FormSection>

      <FormSection id="text-personal" title="Personal touches" description="Placeholders and extra instructions." icon={UserRound}>
        <fieldset className="grid gap-3 sm:col-span-2">
          <legend className="mb-3 text-sm font-medium">{L.personalization}</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {PERSONALIZATION_OPTIONS.map((option) => {
              const id = fieldId(FORM_ID, `personalization-${option.value}`);
              return (
                <div key={option.value} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={form.personalization[option.value]}
                    onCheckedChange={(checked) =>
                      setField("personalization", { ...form.personalization, [option.value]: checked === true })
                    }
                  />
                  <Label htmlFor={id} className="font-normal">
                    {option.label}
                  </Label>
                </div>
              );
            })}
          </div>
        </fieldset>
        <TextField
          id={fieldId(FORM_ID, "additionalCustomization")}
          label={L.additionalCustomization}
          value={form.additionalCustomization}
          onValueChange={(value) => setField("additionalCustomization", value)}
          placeholder="Anything else: key points, words to avoid, a product name…"
          error={errors.additionalCustomization}
          max={LONG_TEXT_MAX}
          multiline
          className="sm:col-span-2"
        />
      </FormSection>
    </BuilderLayout>
  );
}
