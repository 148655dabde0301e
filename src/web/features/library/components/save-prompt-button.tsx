import { BookmarkPlus } from "lucide-react";
import { toast } from "sonner";
import type { PromptParts } from "@/domain/api/generation";
import { promptPartsOf } from "@/domain/prompt-parts";
import type { PromptType } from "@/domain/prompt-type";
import { LIBRARY_MESSAGES } from "@/domain/library";
import { isSignedOut } from "@/web/lib/api-client";
import { fieldErrorsOfApi } from "@/web/lib/field-errors";
import { useCreateSavedPrompt } from "../api/create-saved-prompt";
import { SaveDialog, type SaveOutcome } from "./save-dialog";
import { toastSavedPromptLimit } from "./saved-prompt-limit";

/**
 * What a failed save tells the user: the login message when the session is over, the spec's failure text
 * otherwise, and the API's complaints about the name or the tags beside those fields.
 */
export function saveFailure(error: unknown, messages: { login: string; failed: string }, nameField: string): SaveOutcome {
  if (isSignedOut(error)) {
    toast.error(messages.login);
    return { ok: false };
  }
  toast.error(messages.failed);
  const fields = fieldErrorsOfApi(error);
  return { ok: false, fieldErrors: { name: fields[nameField], tags: fields.tags } };
}

export interface SavePromptButtonProps {
  type: PromptType;
  /** The builder's form the prompt came from (for art, with the subject as `prompt`); null when there is none. */
  inputs: Record<string, unknown> | null;
  /** The prompt to save; the button is disabled while it is blank. */
  prompt: string;
  /** Its negative prompt, parameters and notes, kept with it. */
  parts: PromptParts;
}

/** Save Prompt: a name, optional tags and the prompt, in a dialog (the builders' result and History). */
export function SavePromptButton({ type, inputs, prompt, parts }: SavePromptButtonProps) {
  const savePrompt = useCreateSavedPrompt();
  return (
    <SaveDialog
      title="Save Prompt"
      description="Name this prompt to find it again in Saved Prompts."
      icon={<BookmarkPlus aria-hidden="true" />}
      idPrefix="save-prompt"
      disabled={prompt.trim() === ""}
      withTags
      onSave={async ({ name, tags }) => {
        try {
          await savePrompt.mutateAsync({ title: name, content: prompt, ...promptPartsOf(parts), promptType: type, tags, inputData: inputs });
        } catch (error) {
          if (toastSavedPromptLimit(toast, error)) return { ok: false };
          return saveFailure(error, { login: LIBRARY_MESSAGES.loginToSavePrompts, failed: LIBRARY_MESSAGES.promptSaveFailed }, "title");
        }
        toast.success(LIBRARY_MESSAGES.promptSaved);
        return { ok: true };
      }}
    />
  );
}
