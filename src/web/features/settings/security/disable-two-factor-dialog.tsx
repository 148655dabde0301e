import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
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
import { Label } from "@/web/components/ui/label";
import { FieldProblem } from "../components/field-problem";
import { disableTwoFactor } from "./api";
import { SECURITY_MESSAGES, securityFailure } from "./messages";

const PROBLEM_ID = "disable-two-factor-problem";

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
          <div className="grid gap-2">
            <Label htmlFor="disable-two-factor-password">Password</Label>
            <Input
              id="disable-two-factor-password"
              type="password"
              autoComplete="current-password"
              required
              autoFocus
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? PROBLEM_ID : undefined}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <FieldProblem id={PROBLEM_ID}>{problem}</FieldProblem>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              Disable
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
