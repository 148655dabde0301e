import { Check, LoaderCircle, Pencil, X } from "lucide-react";
import { useEffect, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { Button } from "@/web/components/ui/button";

interface EditableFieldProps {
  /** The field's name as shown ("Name"); the buttons and the form are named after it. */
  label: string;
  /** What the field reads in view mode. */
  value: ReactNode;
  editing: boolean;
  onEditingChange(editing: boolean): void;
  saving: boolean;
  onSave(): void;
  /** The inputs of edit mode, each with its own label. */
  children: ReactNode;
  /** A line under the field in either mode (a pending e-mail change, say). */
  note?: ReactNode;
}

/**
 * One profile field edited in place: the pencil opens edit mode, Save confirms, Cancel or Escape leaves
 * it. Focus goes to the first input on entering and back to the pencil on leaving, so a keyboard user
 * never loses their place.
 */
export function EditableField({ label, value, editing, onEditingChange, saving, onSave, children, note }: EditableFieldProps) {
  const editButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const wasEditing = useRef(editing);
  const name = label.toLowerCase();

  useEffect(() => {
    if (editing) form.current?.querySelector<HTMLInputElement>("input:not([type=hidden]):not([hidden])")?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave();
  };
  const cancelOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === "Escape" && !saving) onEditingChange(false);
  };

  return (
    <div className="grid gap-2 py-4 first:pt-0 last:pb-0">
      {editing ? (
        <form ref={form} aria-label={`Edit ${name}`} className="grid gap-3" onSubmit={submit} onKeyDown={cancelOnEscape}>
          {children}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={saving}>
              {saving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
              {saving ? "Saving..." : "Save"}
            </Button>
            <Button variant="ghost" size="sm" disabled={saving} onClick={() => onEditingChange(false)}>
              <X aria-hidden="true" />
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex items-center justify-between gap-4">
          <div className="min-w-0">
            <p className="text-sm font-medium">{label}</p>
            {/* A long e-mail address wraps rather than hides behind an ellipsis. */}
            <p className="text-sm text-muted-foreground wrap-anywhere">{value}</p>
          </div>
          <Button
            ref={editButton}
            variant="ghost"
            size="icon"
            aria-label={`Edit ${name}`}
            title={`Edit ${name}`}
            onClick={() => onEditingChange(true)}
          >
            <Pencil aria-hidden="true" />
          </Button>
        </div>
      )}
      {note}
    </div>
  );
}
