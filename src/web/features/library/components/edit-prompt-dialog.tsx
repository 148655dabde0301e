import { LoaderCircle, Save } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { CONTENT_MAX, LIBRARY_MESSAGES, NOTE_MAX, TITLE_MAX } from "@/domain/library";
import { savedPromptUpdateSchema } from "@/domain/library-schemas";
import { PROMPT_NAME_MAX } from "@/domain/prompt-names";
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
import { HighlightedTextarea } from "./highlighted-textarea";
import { variablesOf } from "@/domain/prompt-variables";
import { useUpdateSavedPrompt } from "../api/update-saved-prompt";
import { fieldErrorsOfApi, fieldErrorsOfZod, hasErrors, type FieldErrors } from "@/web/lib/field-errors";
import { UI_MESSAGES } from "../messages";
import { Authorship } from "./authorship";
import { PromptHistory } from "./prompt-history";
import { VariableChips } from "./variable-chips";
import type { SavedPrompt } from "../types";
import { controlProps, countOf, FormField } from "@/web/components/ui/form-field";

const NAME_HINT = "Applications fetch the prompt by this name: lowercase letters, digits, - and _.";
const TAGS_HINT = "Separate tags with commas, e.g. launch, seo";
const NOTE_HINT = "What you changed in the text, kept with this version in History.";
const VARIABLES_HINT = "Write {{name}} for a value to fill in each time you use the prompt (letters, digits and _).";

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
          <DialogDescription>Change the title, the name, the prompt text or the tags, and move its labels under History.</DialogDescription>
          {prompt && <Authorship item={prompt} className="text-sm text-muted-foreground" />}
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
  const [name, setName] = useState(prompt.name);
  const [content, setContent] = useState(prompt.content);
  const [tags, setTags] = useState(prompt.tags.join(", "));
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const counts = { title: countOf(title, TITLE_MAX), name: countOf(name, PROMPT_NAME_MAX), content: countOf(content, CONTENT_MAX), note: countOf(note, NOTE_MAX) };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    // The name only when changed: an edit that leaves it alone cannot clash with another prompt's.
    const changes = { title, content, tags, ...(name !== prompt.name && { name }), ...(note.trim() && { note }) };
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
      <FormField id="edit-prompt-title" label="Title" count={counts.title} error={errors.title}>
        <Input
          {...controlProps("edit-prompt-title", { count: counts.title, error: errors.title })}
          value={title}
          autoComplete="off"
          onChange={(event) => {
            setTitle(event.target.value);
            clear("title");
          }}
        />
      </FormField>
      <FormField id="edit-prompt-name" label="API name" hint={NAME_HINT} count={counts.name} error={errors.name}>
        <Input
          {...controlProps("edit-prompt-name", { hint: NAME_HINT, count: counts.name, error: errors.name })}
          value={name}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          onChange={(event) => {
            setName(event.target.value);
            clear("name");
          }}
        />
      </FormField>
      <FormField id="edit-prompt-content" label="Prompt" hint={VARIABLES_HINT} count={counts.content} error={errors.content}>
        <HighlightedTextarea
          {...controlProps("edit-prompt-content", { hint: VARIABLES_HINT, count: counts.content, error: errors.content })}
          value={content}
          rows={10}
          className="max-h-[50dvh]"
          onChange={(event) => {
            setContent(event.target.value);
            clear("content");
          }}
        />
        <ContentVariables content={content} />
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
      <FormField id="edit-prompt-note" label="Note (optional)" hint={NOTE_HINT} count={counts.note} error={errors.note}>
        <Input
          {...controlProps("edit-prompt-note", { hint: NOTE_HINT, count: counts.note, error: errors.note })}
          autoComplete="off"
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            clear("note");
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
      {/* A restore saves at once: the editor shows the restored text, the other fields as they are. */}
      <PromptHistory
        promptId={prompt.id}
        onRestored={(restored) => {
          setContent(restored.content);
          clear("content");
        }}
      />
    </form>
  );
}

/** The variables the text has so far, updated as the user types (a fixed-height line, so the form does not jump). */
function ContentVariables({ content }: { content: string }) {
  const names = variablesOf(content);
  return (
    <div aria-live="polite" className="flex min-h-6 flex-wrap items-center gap-2 text-xs text-muted-foreground">
      {names.length > 0 ? (
        <>
          <span>Variables:</span>
          <VariableChips names={names} />
        </>
      ) : (
        <span>No variables yet.</span>
      )}
    </div>
  );
}
