import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { disableTwoFactor } from "./api";
import { DialogActions, DialogField } from "./dialog-form-parts";
import { SECURITY_MESSAGES, securityFailure } from "./messages";

/** Turning two-factor sign-in off, which takes the password. */
export function DisableTwoFactorDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const openChange = (next: boolean) => {
    if (pending) return;
    setPassword("");
    setProblem(null);
    onOpenChange(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setProblem(null);
    try {
      await disableTwoFactor(password);
    } catch (error) {
      setProblem(securityFailure(error, SECURITY_MESSAGES.disableFailed));
      setPending(false);
      return;
    }
    setPending(false);
    toast.success(SECURITY_MESSAGES.twoFactorDisabled);
    await queryClient.invalidateQueries({ queryKey: ["security"] });
    openChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Disable two-factor authentication</DialogTitle>
          <DialogDescription>Signing in will ask for your password only. Enter your password to confirm.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" aria-label="Disable two-factor authentication" onSubmit={submit}>
          <DialogField
            id="disable-two-factor-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            problem={problem}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <DialogActions pending={pending} label="Disable" destructive />
        </form>
      </DialogContent>
    </Dialog>
  );
}
