import { LoaderCircle, Save } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { TITLE_MAX, tooLongMessage } from "@/domain/library";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { countOf, describedBy, FieldMessage, overLimit } from "@/web/components/ui/form-field";

export const MSG_NAME_REQUIRED = "Please enter a name";

/** What a save reports back to its dialog. */
export type SaveOutcome = { ok: true } | { ok: false; fieldErrors?: { name?: string; tags?: string } };

export interface SaveDialogProps {
  /** 'Save Prompt' or 'Save Inputs': the trigger's label and the dialog's title. */
  title: string;
  description: string;
  /** The trigger's icon. */
  icon: ReactNode;
  /** Prefix of the field ids. */
  idPrefix: string;
  disabled?: boolean;
  /** Ask for comma-separated tags too (Save Prompt). */
  withTags?: boolean;
  /** Saves with a non-blank name; the dialog closes on { ok: true }. */
  onSave: (values: { name: string; tags: string }) => Promise<SaveOutcome>;
}

/** A builder's save button and the dialog that asks for a name (and, for prompts, tags) before saving. */
export function SaveDialog({ title, description, icon, idPrefix, disabled, withTags = false, onSave }: SaveDialogProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [tags, setTags] = useState("");
  const [errors, setErrors] = useState<{ name?: string; tags?: string }>({});
  const [saving, setSaving] = useState(false);
  const nameId = `${idPrefix}-name`;
  const tagsId = `${idPrefix}-tags`;
  const tagsHint = "Optional. Separate tags with commas, e.g. launch, seo";
  const nameCount = countOf(name, TITLE_MAX);

  const changeOpen = (next: boolean) => {
    if (saving) return;
    setOpen(next);
    if (next) {
      setName("");
      setTags("");
      setErrors({});
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const nameError = name.trim() === "" ? MSG_NAME_REQUIRED : overLimit(nameCount) ? tooLongMessage("name", TITLE_MAX) : undefined;
    if (nameError) {
      setErrors({ name: nameError });
      document.getElementById(nameId)?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const outcome = await onSave({ name: name.trim(), tags });
    setSaving(false);
    if (outcome.ok) setOpen(false);
    else if (outcome.fieldErrors) setErrors(outcome.fieldErrors);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          {icon}
          {title}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate aria-label={title} onSubmit={(event) => void submit(event)} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={nameId}>Name</Label>
            <Input
              id={nameId}
              value={name}
              autoComplete="off"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy(nameId, { count: nameCount, error: errors.name })}
              onChange={(event) => {
                setName(event.target.value);
                setErrors((current) => ({ ...current, name: undefined }));
              }}
            />
            <FieldMessage id={nameId} count={nameCount} error={errors.name} />
          </div>
          {withTags && (
            <div className="grid gap-2">
              <Label htmlFor={tagsId}>Tags</Label>
              <Input
                id={tagsId}
                value={tags}
                autoComplete="off"
                aria-invalid={errors.tags ? true : undefined}
                aria-describedby={describedBy(tagsId, { hint: tagsHint, error: errors.tags })}
                onChange={(event) => {
                  setTags(event.target.value);
                  setErrors((current) => ({ ...current, tags: undefined }));
                }}
              />
              <FieldMessage id={tagsId} hint={tagsHint} error={errors.tags} />
            </div>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={saving}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {saving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
              {saving ? "Saving..." : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
