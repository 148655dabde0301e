import { Camera, Image, ListChecks, Palette, Settings2, Sparkles } from "lucide-react";
import {
  ART_CHOICE_FIELDS as F,
  ART_FIELD_LABELS as L,
  defaultArtForm,
  detailLabel,
  IMAGE_COUNT_OPTIONS,
  LONG_TEXT_MAX,
  toArtPayload,
  type ArtForm,
  type ArtTarget,
  type ChoiceField as ChoiceFieldSpec,
} from "@/domain/builders";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { BuilderLayout } from "../components/builder-layout";
import { ChoiceField } from "../components/choice-field";
import { FormSection } from "../components/form-section";
import { SliderField } from "../components/slider-field";
import { TextField } from "../components/text-field";
import { choiceFieldProps, useBuilder } from "../hooks/use-builder";
import { fieldId } from "../lib/field-id";

const TITLE = "Build Your Art Prompt";
const FORM_ID = "art";

/** What each Target changes in the prompt, shown under the select. */
export const TARGET_HINTS: Record<ArtTarget, string> = {
  generic: "A natural-language description any image tool can read.",
  midjourney: "Midjourney syntax with --ar, --no, --repeat and --v 7 parameters.",
  "midjourney-v6": "Midjourney syntax with --ar, --no, --repeat and --v 6.1 parameters.",
  "stable-diffusion": "Weighted terms like (term:1.2), a separate negative prompt and SDXL-native settings.",
  dalle: "Natural language, with the size, quality and style DALL·E 3 takes as settings.",
  "gpt-image": "Natural language, with the size, quality, background and number of images as settings.",
  flux: "Natural language that describes what is there: Flux has no negative prompt.",
};

/** Number of images has no 'Other (Custom)': generators take a count. */
const IMAGE_COUNT_FIELD: ChoiceFieldSpec = { name: "numberOfImages", label: L.numberOfImages, options: IMAGE_COUNT_OPTIONS };

export function BuildArtPage() {
  useDocumentTitle(TITLE);
  const builder = useBuilder<ArtForm>({
    type: "art",
    formId: FORM_ID,
    formSchema: (rules) => rules.artFormSchema,
    defaults: defaultArtForm,
    toPayload: toArtPayload,
  });
  const { form, setField, errors, subject, setSubject } = builder;
  const choice = (field: (typeof F)[keyof typeof F], hint?: string) => (
    <ChoiceField {...choiceFieldProps(builder, field)} hint={hint} />
  );
  const text = (name: "textureDescription" | "negativePrompt" | "additionalCustomization", placeholder: string) => (
    <TextField
      id={fieldId(FORM_ID, name)}
      label={L[name]}
      value={form[name]}
      onValueChange={(value) => setField(name, value)}
      placeholder={placeholder}
      error={errors[name]}
      max={LONG_TEXT_MAX}
      multiline={name !== "textureDescription"}
      className={name === "textureDescription" ? undefined : "sm:col-span-2"}
    />
  );

  return (
    <BuilderLayout
      type="art"
      title={TITLE}
      lead="Pick a look and a target tool; we write the image prompt in that tool's own syntax."
      generateLabel="Generate Art Prompt"
      builder={builder}
      inputs={{ ...form, prompt: subject }}
    >
      <FormSection id="art-subject" title="Subject & framing" description="What the image shows and how it is framed." icon={Image}>
        <TextField
          id={fieldId(FORM_ID, "prompt")}
          label={L.prompt}
          value={subject}
          onValueChange={setSubject}
          placeholder="What should the image show? e.g. a lighthouse on a cliff at dawn"
          hint="Optional. Leave it empty to describe the subject in your image tool."
          error={errors.prompt}
          max={LONG_TEXT_MAX}
          className="sm:col-span-2"
        />
        {choice(F.composition)}
        {choice(F.background)}
      </FormSection>

      <FormSection id="art-style" title="Style & mood" description="The look and feel." icon={Palette}>
        {choice(F.styleAndMedium)}
        {choice(F.moodAndTheme)}
        {choice(F.artistInspiration)}
        {choice(F.colorPalette)}
      </FormSection>

      <FormSection id="art-camera" title="Camera & light" icon={Camera}>
        {choice(F.perspective)}
        {choice(F.lighting)}
      </FormSection>

      <FormSection id="art-detail" title="Detail & finish" icon={Sparkles}>
        <SliderField
          id={fieldId(FORM_ID, "detailLevel")}
          label={L.detailLevel}
          value={form.detailLevel}
          onValueChange={(value) => setField("detailLevel", value)}
          describe={detailLabel}
          error={errors.detailLevel}
          className="sm:col-span-2"
        />
        {text("textureDescription", "e.g. rough canvas, brushed metal")}
        {choice(F.effects)}
      </FormSection>

      <FormSection
        id="art-technical"
        title="Technical settings"
        description="The tool the prompt is for, and the image's format."
        icon={Settings2}
      >
        {choice(F.target, form.target === "" ? undefined : TARGET_HINTS[form.target])}
        <ChoiceField
          formId={FORM_ID}
          field={IMAGE_COUNT_FIELD}
          value={String(form.numberOfImages)}
          onValueChange={(value) => setField("numberOfImages", Number(value))}
          error={errors.numberOfImages}
        />
        {choice(F.resolution)}
        {choice(F.aspectRatio)}
      </FormSection>

      <FormSection id="art-refine" title="Refinements" icon={ListChecks}>
        {text("negativePrompt", "What to keep out of the image, e.g. text, watermarks, extra fingers")}
        {text("additionalCustomization", "Anything else the image should have")}
      </FormSection>
    </BuilderLayout>
  );
}
