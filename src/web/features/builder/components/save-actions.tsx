import { Save } from "lucide-react";
import { toast } from "sonner";
import type { PromptParts } from "@/domain/api/generation";
import type { ArtForm, PromptType, TextForm } from "@/domain/builders";
import { LIBRARY_MESSAGES } from "@/domain/library";
import { SaveDialog, saveFailure, SavePromptButton, useCreateSavedInput } from "@/web/features/library";

export interface SaveActionsProps {
  type: PromptType;
  /** The form state to save (for art, with the subject as `prompt`). */
  inputs: TextForm | ArtForm | Record<string, unknown>;
  /** The generated prompt; Save Prompt needs one. */
  prompt: string;
  /** Its negative prompt, parameters and notes, saved with it. */
  parts: PromptParts;
}

/**
 * Save Prompt (a name, optional tags, and the generated prompt) and Save Inputs (a name), each in a dialog.
 * An improved prompt keeps its original with it, so Improve a Prompt has no Save Inputs.
 */
export function SaveActions({ type, inputs, prompt, parts }: SaveActionsProps) {
  const saveInputs = useCreateSavedInput();
  const inputData = inputs as Record<string, unknown>;

  return (
    <>
      <SavePromptButton type={type} inputs={inputData} prompt={prompt} parts={parts} />
      {type !== "improve" && (
        <SaveDialog
          title="Save Inputs"
          description="Name these choices to reopen them later from Saved Inputs."
          icon={<Save aria-hidden="true" />}
          idPrefix="save-inputs"
          onSave={async ({ name }) => {
            try {
              await saveInputs.mutateAsync({ name, inputType: type, inputData });
            } catch (error) {
              return saveFailure(error, { login: LIBRARY_MESSAGES.loginToSaveInputs, failed: LIBRARY_MESSAGES.inputsSaveFailed }, "name");
            }
            toast.success(LIBRARY_MESSAGES.inputsSaved);
            return { ok: true };
          }}
        />
      )}
    </>
  );
}
