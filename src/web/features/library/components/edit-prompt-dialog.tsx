import { LoaderCircle, Save } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { CONTENT_MAX, LIBRARY_MESSAGES, TITLE_MAX } from "@/domain/library";
import { savedPromptUpdateSchema } from "@/domain/library-schemas";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { useUpdateSavedPrompt } from "../api/update-saved-prompt";
import { fieldErrorsOfApi, fieldErrorsOfZod, hasErrors, type FieldErrors } from "@/web/lib/field-errors";
import { UI_MESSAGES } from "../messages";
import type { SavedPrompt } from "../types";
import { controlProps, FormField } from "@/web/components/ui/form-field";

const TAGS_HINT = "Separate tags with commas, e.g. launch, seo";

export interface EditPromptDialogProps {
  /** The prompt being edited; null closes the dialog. */
  prompt: SavedPrompt | null;
  onClose: () => void;
}

/** Edits a saved prompt's title, text and tags (a comma-separated string). */
export function EditPromptDialog({ prompt, onClose }: EditPromptDialogProps) {
  const update = useUpdateSavedPrompt();
  return (
    <Dialog open={prompt !== null} onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit prompt</DialogTitle>
          <DialogDescription>Change the title, the prompt text or the tags.</DialogDescription>
        </DialogHeader>
        {/* Keyed by id so each opening starts from the prompt's saved values. */}
        {prompt && <EditPromptForm key={prompt.id} prompt={prompt} update={update} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EditPromptForm({
  prompt,
  update,
  onDone,
}: {
  prompt: SavedPrompt;
  update: ReturnType<typeof useUpdateSavedPrompt>;
  onDone: () => void;
}) {
  const [title, setTitle] = useState(prompt.title);
  const [content, setContent] = useState(prompt.content);
  const [tags, setTags] = useState(prompt.tags.join(", "));
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const changes = { title, content, tags };
    const parsed = savedPromptUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      setErrors(fieldErrorsOfZod(parsed.error));
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ id: prompt.id, changes });
    } catch (error) {
      const fields = fieldErrorsOfApi(error);
      if (hasErrors(fields)) setErrors(fields);
      toast.error(LIBRARY_MESSAGES.updatePromptFailed);
      return;
    }
    toast.success(UI_MESSAGES.promptUpdated);
    onDone();
  };

  const clear = (name: string) => setErrors((current) => ({ ...current, [name]: undefined }));

  return (
    <form noValidate aria-label="Edit prompt" onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField id="edit-prompt-title" label="Title" error={errors.title}>
        <Input
          {...controlProps("edit-prompt-title", { error: errors.title })}
          value={title}
          maxLength={TITLE_MAX}
          autoComplete="off"
          onChange={(event) => {
            setTitle(event.target.value);
            clear("title");
          }}
        />
      </FormField>
      <FormField id="edit-prompt-content" label="Prompt" error={errors.content}>
        <Textarea
          {...controlProps("edit-prompt-content", { error: errors.content })}
          value={content}
          maxLength={CONTENT_MAX}
          rows={10}
          className="max-h-[50dvh]"
          onChange={(event) => {
            setContent(event.target.value);
            clear("content");
          }}
        />
      </FormField>
      <FormField id="edit-prompt-tags" label="Tags" hint={TAGS_HINT} error={errors.tags}>
        <Input
          {...controlProps("edit-prompt-tags", { hint: TAGS_HINT, error: errors.tags })}
          autoComplete="off"
          value={tags}
          onChange={(event) => {
            setTags(event.target.value);
            clear("tags");
          }}
        />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={update.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {update.isPending ? "Saving..." : "Save changes"}
        </Button>
      </DialogFooter>
    </form>
  );
}
