import { LoaderCircle, Save } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { LIBRARY_MESSAGES, TITLE_MAX } from "@/domain/library";
import { savedInputRenameSchema } from "@/domain/library-schemas";
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
import { useRenameSavedInput } from "../api/rename-saved-input";
import { fieldErrorsOfApi, fieldErrorsOfZod, type FieldErrors } from "@/web/lib/field-errors";
import { UI_MESSAGES } from "../messages";
import type { SavedInput } from "../types";
import { Authorship } from "./authorship";
import { controlProps, countOf, FormField } from "@/web/components/ui/form-field";

export interface RenameInputDialogProps {
  /** The inputs being renamed; null closes the dialog. */
  input: SavedInput | null;
  onClose: () => void;
}

/** Renames saved inputs; the name may not be blank. */
export function RenameInputDialog({ input, onClose }: RenameInputDialogProps) {
  const rename = useRenameSavedInput();
  return (
    <Dialog open={input !== null} onOpenChange={(open) => !open && !rename.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename inputs</DialogTitle>
          <DialogDescription>Give these saved inputs a name you will recognise.</DialogDescription>
          {input && <Authorship item={input} className="text-sm text-muted-foreground" />}
        </DialogHeader>
        {input && <RenameForm key={input.id} input={input} rename={rename} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({
  input,
  rename,
  onDone,
}: {
  input: SavedInput;
  rename: ReturnType<typeof useRenameSavedInput>;
  onDone: () => void;
}) {
  const [name, setName] = useState(input.name);
  const [errors, setErrors] = useState<FieldErrors>({});
  const count = countOf(name, TITLE_MAX);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rename.isPending) return;
    const parsed = savedInputRenameSchema.safeParse({ name });
    if (!parsed.success) {
      setErrors(fieldErrorsOfZod(parsed.error));
      return;
    }
    setErrors({});
    try {
      await rename.mutateAsync({ id: input.id, name });
    } catch (error) {
      setErrors(fieldErrorsOfApi(error));
      toast.error(LIBRARY_MESSAGES.renameInputFailed);
      return;
    }
    toast.success(UI_MESSAGES.inputRenamed);
    onDone();
  };

  return (
    <form noValidate aria-label="Rename inputs" onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField id="rename-input-name" label="Name" count={count} error={errors.name}>
        <Input
          {...controlProps("rename-input-name", { count, error: errors.name })}
          value={name}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
            setErrors({});
          }}
        />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={rename.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={rename.isPending}>
          {rename.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {rename.isPending ? "Saving..." : "Save name"}
        </Button>
      </DialogFooter>
    </form>
  );
}
