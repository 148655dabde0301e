import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { TEAM_MESSAGES, teamFailure } from "../messages";
import { PendingButton } from "./pending-button";

/**
 * Asks before a step that cannot be undone (remove, transfer, leave, delete). `typeToConfirm`: the step waits
 * until that text is typed (the team's name before deleting it). The dialog stays open on failure, with the
 * server's reason; on success `onConfirm` says so and the dialog closes.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  typeToConfirm,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  typeToConfirm?: string;
  onConfirm(): Promise<void>;
}) {
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const openChange = (next: boolean) => {
    if (pending) return;
    setTyped("");
    setProblem(undefined);
    onOpenChange(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setProblem(undefined);
    try {
      await onConfirm();
      setPending(false);
      setTyped("");
      onOpenChange(false);
    } catch (error) {
      setProblem(teamFailure(error, TEAM_MESSAGES.actionFailed));
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" aria-label={title} onSubmit={submit}>
          {typeToConfirm !== undefined && (
            <FormField id="confirm-text" label={`Type “${typeToConfirm}” to confirm`}>
              <Input id="confirm-text" autoFocus autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
            </FormField>
          )}
          {problem && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <PendingButton
              type="submit"
              variant="destructive"
              pending={pending}
              disabled={typeToConfirm !== undefined && typed.trim() !== typeToConfirm}
            >
              {confirmLabel}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
