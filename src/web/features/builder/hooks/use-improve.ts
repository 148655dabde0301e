import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { defaultImproveForm, generationFailedMessage, type ImproveForm } from "@/domain/builders";
import { useGeneratePrompt } from "../api/generate-prompt";
import { fieldErrorsOfZod, type FieldErrors } from "@/web/lib/field-errors";
import { loadFormRules } from "../lib/form-rules";
import { clearUseInputs, hasUseInputs, peekUseInputs } from "../lib/use-inputs";
import { formElementId, MSG_FIX_FIELDS, MSG_INPUT_LOADED, MSG_USE_INPUTS_FAILED } from "./use-builder";

export const IMPROVE_FORM_ID = "improve";

/**
 * Improve a Prompt's state: the form, its field errors (from the shared rules before sending, or from a 400),
 * the generation, and the form as it was sent, which the result is compared with. A saved improved prompt
 * opened with Use Inputs comes back with its original and the improvement.
 */
export function useImprove() {
  const [form, setForm] = useState<ImproveForm>(defaultImproveForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<ImproveForm | null>(null);
  const generation = useGeneratePrompt("improve");
  const { show } = generation;
  const submitting = useRef(false);

  useEffect(() => {
    if (!hasUseInputs("improve")) return;
    peekUseInputs("improve")
      .then((pending) => {
        clearUseInputs();
        if (pending.status !== "loaded") return toast.error(MSG_USE_INPUTS_FAILED, { id: "use-inputs" });
        setForm(pending.form);
        setSent(pending.form);
        if (pending.prompt) show(pending.prompt, pending.form.target, pending.parts);
        toast.success(MSG_INPUT_LOADED, { id: "use-inputs" });
      })
      .catch(() => toast.error(MSG_USE_INPUTS_FAILED, { id: "use-inputs" }));
  }, [show]);

  const setField = <K extends keyof ImproveForm>(name: K, value: ImproveForm[K]) => {
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    toast.error(MSG_FIX_FIELDS);
    requestAnimationFrame(() =>
      document.getElementById(formElementId(IMPROVE_FORM_ID))?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current || generation.state.status === "busy") return;
    submitting.current = true;
    try {
      const rules = await loadFormRules().catch(() => null);
      if (!rules) return void toast.error(generationFailedMessage("improve"));
      const parsed = rules.improveFormSchema.safeParse(form);
      if (!parsed.success) return showErrors(fieldErrorsOfZod(parsed.error));
      setErrors({});
      setSent(parsed.data);
      const outcome = await generation.generate({ promptType: "improve", ...parsed.data });
      if (outcome.fieldErrors) showErrors(outcome.fieldErrors);
    } finally {
      submitting.current = false;
    }
  };

  return { form, setField, errors, submit, sent, generation: generation.state, busy: generation.state.status === "busy" };
}
