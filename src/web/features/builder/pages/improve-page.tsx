import { ClipboardPaste, Crosshair } from "lucide-react";
import {
  IMPROVE_FIELD_LABELS as L,
  IMPROVE_FOCUS_OPTIONS,
  IMPROVE_PROMPT_MAX,
  IMPROVE_TARGET_OPTIONS,
  type ImproveTarget,
} from "@/domain/builders";
import { withThousands } from "@/domain/library";
import { Checkbox } from "@/web/components/ui/checkbox";
import { controlProps, FormField } from "@/web/components/ui/form-field";
import { Label } from "@/web/components/ui/label";
import { Select } from "@/web/components/ui/select";
import { Textarea } from "@/web/components/ui/textarea";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { FormSection } from "../components/form-section";
import { GenerateButton } from "../components/generate-button";
import { PromptChanges } from "../components/prompt-changes";
import { ResultPanel } from "../components/result-panel";
import { BuilderUsage } from "../components/usage-box";
import { formElementId } from "../hooks/use-builder";
import { IMPROVE_FORM_ID, useImprove } from "../hooks/use-improve";
import { fieldId } from "../lib/field-id";

const TITLE = "Improve a Prompt";
const GENERATE_LABEL = "Improve Prompt";

/** The third builder: a pasted prompt, its target and what to improve; the improvement, what changed and why. */
export function ImprovePage() {
  useDocumentTitle(TITLE);
  const { form, setField, errors, submit, sent, generation, busy } = useImprove();
  const promptId = fieldId(IMPROVE_FORM_ID, "prompt");
  const targetId = fieldId(IMPROVE_FORM_ID, "target");
  const count = `${withThousands(form.prompt.length)} / ${withThousands(IMPROVE_PROMPT_MAX)} characters`;

  return (
    <div className="grid gap-6">
      <header className="grid gap-4 md:grid-cols-[1fr_18rem] md:items-start">
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{TITLE}</h1>
          <p className="text-pretty text-muted-foreground">
            Paste a prompt you already use; we restructure it for its target and show what changed and why.
          </p>
        </div>
        <BuilderUsage />
      </header>

      <form
        id={formElementId(IMPROVE_FORM_ID)}
        noValidate
        aria-label={TITLE}
        onSubmit={(event) => void submit(event)}
        className="grid gap-6"
      >
        <FormSection id="improve-original" title="Original prompt" description="A prompt for a text model or an image generator." icon={ClipboardPaste}>
          <FormField id={promptId} label={L.prompt} hint={count} error={errors.prompt} className="grid gap-2 sm:col-span-2">
            <Textarea
              {...controlProps(promptId, { hint: count, error: errors.prompt })}
              value={form.prompt}
              rows={8}
              placeholder="Paste your prompt here…"
              onChange={(event) => setField("prompt", event.target.value)}
            />
          </FormField>
        </FormSection>

        <FormSection id="improve-settings" title="Target & focus" description="Where the prompt goes and what matters most." icon={Crosshair}>
          <FormField id={targetId} label={L.target} error={errors.target} className="grid content-start gap-2">
            <Select
              {...controlProps(targetId, { error: errors.target })}
              value={form.target}
              onValueChange={(value) => setField("target", value as ImproveTarget)}
            >
              {IMPROVE_TARGET_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </FormField>
          <fieldset className="grid content-start gap-3">
            <legend className="mb-2 text-sm font-medium">{L.focus}</legend>
            <div className="grid grid-cols-2 gap-3">
              {IMPROVE_FOCUS_OPTIONS.map((option) => {
                const id = fieldId(IMPROVE_FORM_ID, `focus-${option.value}`);
                return (
                  <div key={option.value} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={form.focus.includes(option.value)}
                      onCheckedChange={(checked) =>
                        setField("focus", checked ? [...form.focus, option.value] : form.focus.filter((f) => f !== option.value))
                      }
                    />
                    <Label htmlFor={id} className="font-normal">
                      {option.label}
                    </Label>
                  </div>
                );
              })}
            </div>
            <p className="text-xs text-muted-foreground">Optional: with none ticked, clarity and structure.</p>
          </fieldset>
        </FormSection>

        <div>
          <GenerateButton label={GENERATE_LABEL} busy={busy} />
        </div>
      </form>

      <ResultPanel
        type="improve"
        title="Improved prompt"
        state={generation}
        inputs={sent ?? form}
        idleText={`Paste your prompt, then press ${GENERATE_LABEL}. The improved prompt appears here.`}
      />
      {generation.status === "done" && sent && <PromptChanges original={sent.prompt} improved={{ prompt: generation.text, ...generation.parts }} target={sent.target} />}
    </div>
  );
}
