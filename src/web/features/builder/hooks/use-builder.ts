import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import {
  generationFailedMessage,
  type ArtForm,
  type ChoiceField,
  type GeneratePromptPayload,
  type PromptType,
  type TextForm,
} from "@/domain/builders";
import { targetOf, useGeneratePrompt } from "../api/generate-prompt";
import { fieldErrorsOfZod, type FieldErrors } from "@/web/lib/field-errors";
import { loadFormRules, type FormRules } from "../lib/form-rules";
import { sameValues } from "../lib/same-values";
import { useHydrated } from "@/web/lib/use-hydrated";
import { clearUseInputs, hasUseInputs, peekUseInputs, type PendingInputs } from "../lib/use-inputs";

/** The id of a builder's <form>. */
export function formElementId(formId: string): string {
  return `${formId}-form`;
}

export const MSG_INPUT_LOADED = "Input loaded successfully";
export const MSG_USE_INPUTS_FAILED = "Failed to use inputs";
export const MSG_FIX_FIELDS = "Please correct the highlighted fields.";
export const MSG_FORM_RESET = "Form reset";
/** How long the reset's toast offers Undo. */
export const RESET_UNDO_MS = 10_000;

export interface BuilderConfig<F> {
  type: PromptType;
  /** Prefix of the field ids ('text' gives 'text-industry'). */
  formId: string;
  /** The form's rules, picked from the builders' rules once they are loaded. */
  formSchema: (rules: FormRules) => z.ZodType<F>;
  defaults: F;
  toPayload: (form: F, subject: string) => GeneratePromptPayload;
}

function peek<F>(type: PromptType): Promise<PendingInputs<F>> {
  // Each builder only ever asks for its own type, so the form type matches.
  return (type === "text" ? peekUseInputs("text") : peekUseInputs("art")) as Promise<PendingInputs<F>>;
}

/** Starts loading the form's rules ahead of submit; a failure shows on submit, which loads them again. */
function prepareRules() {
  loadFormRules().catch(() => undefined);
}

/**
 * A builder's state: the form (starting from the spec's defaults, or from inputs handed over by
 * 'Use Inputs'), the art subject, field errors (from the shared rules before sending, or from a 400),
 * and the generation.
 */
export function useBuilder<F extends TextForm | ArtForm>({ type, formId, formSchema, defaults, toPayload }: BuilderConfig<F>) {
  const [form, setForm] = useState<F>(defaults);
  const [subject, setSubjectState] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const generation = useGeneratePrompt(type);
  const { show: showPrompt } = generation;
  // Handed-over inputs are checked against the form's rules, which load first; the form waits for them.
  const [loadingInputs, setLoadingInputs] = useState(() => hasUseInputs(type));
  // The server cannot see the browser's storage: the page hydrates as the server rendered it, then waits.
  const hydrated = useHydrated();
  const handledPending = useRef(false);
  const submitting = useRef(false);

  useEffect(() => {
    if (handledPending.current || !loadingInputs) return;
    // Once, even when StrictMode runs effects twice.
    handledPending.current = true;
    peek<F>(type)
      .then((pending) => {
        clearUseInputs();
        if (pending.status === "loaded") {
          setForm(pending.form);
          setSubjectState(pending.subject);
          if (pending.prompt) showPrompt(pending.prompt, targetOf(pending.form), pending.parts);
          toast.success(MSG_INPUT_LOADED, { id: "use-inputs" });
        } else {
          toast.error(MSG_USE_INPUTS_FAILED, { id: "use-inputs" });
        }
      })
      .catch(() => toast.error(MSG_USE_INPUTS_FAILED, { id: "use-inputs" }))
      .finally(() => setLoadingInputs(false));
  }, [loadingInputs, showPrompt, type]);

  const clearError = (name: string) =>
    setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));

  /** Sets one field. Choice values come from the field's own menu, so they fit the field's type. */
  const setField = (name: string, value: unknown) => {
    setForm((current) => ({ ...current, [name]: value }));
    clearError(name);
  };

  const setSubject = (value: string) => {
    setSubjectState(value);
    clearError("prompt");
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    toast.error(MSG_FIX_FIELDS);
    // After the errors render, take the keyboard to the first field that has one.
    requestAnimationFrame(() =>
      document.getElementById(formElementId(formId))?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const check = (rules: FormRules) => {
    const parsed = formSchema(rules).safeParse(form);
    const subjectCheck = type === "art" ? rules.artPromptRequestSchema.shape.prompt.safeParse(subject) : undefined;
    if (parsed.success && (!subjectCheck || subjectCheck.success)) return parsed.data;
    showErrors({
      ...(parsed.success ? {} : fieldErrorsOfZod(parsed.error)),
      ...(subjectCheck && !subjectCheck.success ? { prompt: subjectCheck.error.issues[0]?.message } : {}),
    });
    return undefined;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second press while the rules load would otherwise start a second generation.
    if (submitting.current || generation.state.status === "busy") return;
    submitting.current = true;
    try {
      let rules: FormRules;
      try {
        rules = await loadFormRules();
      } catch {
        toast.error(generationFailedMessage(type));
        return;
      }
      const checked = check(rules);
      if (!checked) return;
      setErrors({});
      document.getElementById("result")?.scrollIntoView?.({ block: "nearest" });
      const outcome = await generation.generate(toPayload(checked, subject));
      if (outcome.fieldErrors) showErrors(outcome.fieldErrors);
    } finally {
      submitting.current = false;
    }
  };

  /** Back to the defaults at once; the toast's Undo brings every field back as it was. */
  const reset = () => {
    if (subject === "" && sameValues(form, defaults)) return;
    const before = { form, subject };
    setForm(defaults);
    setSubjectState("");
    setErrors({});
    toast.success(MSG_FORM_RESET, {
      id: `reset-${formId}`,
      duration: RESET_UNDO_MS,
      action: {
        label: "Undo",
        onClick: () => {
          setForm(before.form);
          setSubjectState(before.subject);
        },
      },
    });
  };

  return {
    formId,
    form,
    setField,
    subject,
    setSubject,
    errors,
    generation: generation.state,
    busy: generation.state.status === "busy",
    submit,
    reset,
    /** False while handed-over inputs are being checked: the form shows once they are in. */
    ready: !(hydrated && loadingInputs),
    prepare: prepareRules,
  };
}

export type BuilderState<F extends TextForm | ArtForm> = ReturnType<typeof useBuilder<F>>;

/** The props of a ChoiceField bound to a builder's field and its custom companion. */
export function choiceFieldProps<F extends TextForm | ArtForm>(builder: BuilderState<F>, field: ChoiceField) {
  // Field descriptors name form keys; read them as plain values.
  const values = builder.form as Record<string, unknown>;
  const custom = field.customName;
  return {
    formId: builder.formId,
    field,
    value: String(values[field.name] ?? ""),
    onValueChange: (value: string) => builder.setField(field.name, value),
    customValue: custom === undefined ? undefined : String(values[custom] ?? ""),
    onCustomChange: custom === undefined ? undefined : (value: string) => builder.setField(custom, value),
    error: builder.errors[field.name],
    customError: custom === undefined ? undefined : builder.errors[custom],
  };
}
