import { BookmarkPlus, Save } from "lucide-react";
import { toast } from "sonner";
import type { ArtForm, PromptType, TextForm } from "@/domain/builders";
import { LIBRARY_MESSAGES } from "@/domain/library";
import { toastSavedPromptLimit, useCreateSavedInput, useCreateSavedPrompt } from "@/web/features/library";
import { isSignedOut } from "@/web/lib/api-client";
import { fieldErrorsOfApi } from "@/web/lib/field-errors";
import { SaveDialog, type SaveOutcome } from "./save-dialog";

export interface SaveActionsProps {
  type: PromptType;
  /** The form state to save (for art, with the subject as `prompt`). */
  inputs: TextForm | ArtForm | Record<string, unknown>;
  /** The generated prompt; Save Prompt needs one. */
  prompt: string;
}

/**
 * What a failed save tells the user: the login message when the session is over, the spec's failure text
 * otherwise, and the API's complaints about the name or the tags beside those fields.
 */
function failure(error: unknown, messages: { login: string; failed: string }, nameField: string): SaveOutcome {
  if (isSignedOut(error)) {
    toast.error(messages.login);
    return { ok: false };
  }
  toast.error(messages.failed);
  const fields = fieldErrorsOfApi(error);
  return { ok: false, fieldErrors: { name: fields[nameField], tags: fields.tags } };
}

/**
 * Save Prompt (a name, optional tags, and the generated prompt) and Save Inputs (a name), each in a dialog.
 * An improved prompt keeps its original with it, so Improve a Prompt has no Save Inputs.
 */
export function SaveActions({ type, inputs, prompt }: SaveActionsProps) {
  const savePrompt = useCreateSavedPrompt();
  const saveInputs = useCreateSavedInput();
  const inputData = inputs as Record<string, unknown>;

  return (
    <>
      <SaveDialog
        title="Save Prompt"
        description="Name this prompt to find it again in Saved Prompts."
        icon={<BookmarkPlus aria-hidden="true" />}
        idPrefix="save-prompt"
        disabled={prompt.trim() === ""}
        withTags
        onSave={async ({ name, tags }) => {
          try {
            await savePrompt.mutateAsync({ title: name, content: prompt, promptType: type, tags, inputData });
          } catch (error) {
            if (toastSavedPromptLimit(toast, error)) return { ok: false };
            return failure(error, { login: LIBRARY_MESSAGES.loginToSavePrompts, failed: LIBRARY_MESSAGES.promptSaveFailed }, "title");
          }
          toast.success(LIBRARY_MESSAGES.promptSaved);
          return { ok: true };
        }}
      />
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
              return failure(error, { login: LIBRARY_MESSAGES.loginToSaveInputs, failed: LIBRARY_MESSAGES.inputsSaveFailed }, "name");
            }
            toast.success(LIBRARY_MESSAGES.inputsSaved);
            return { ok: true };
          }}
        />
      )}
    </>
  );
}
