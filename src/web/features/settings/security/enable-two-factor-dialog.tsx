import { useQueryClient } from "@tanstack/react-query";
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
import { confirmTwoFactor, startTwoFactor, type TwoFactorSetup } from "./api";
import { DialogActions, DialogField } from "./dialog-form-parts";
import { SECURITY_MESSAGES, securityFailure } from "./messages";
import { QrCode } from "./qr-code";
import { RecoveryCodes } from "./recovery-codes";

type Step = { name: "password" } | { name: "scan"; setup: TwoFactorSetup } | { name: "codes"; codes: string[] };

const DESCRIPTIONS: Record<Step["name"], string> = {
  password: "Enter your password to start.",
  scan: "Scan the QR code with your authenticator app, then enter the 6-digit code it shows.",
  codes: "Two-factor authentication is on.",
};

/** The key an authenticator app's manual entry asks for, in groups of four for reading. */
function manualKey(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get("secret") ?? "";
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/** Setting up two-factor sign-in: password, then a first code from the app, then the recovery codes once. */
export function EnableTwoFactorDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: "password" });
  const [value, setValue] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const openChange = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setStep({ name: "password" });
      setValue("");
      setProblem(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setProblem(null);
    try {
      if (step.name === "password") {
        setStep({ name: "scan", setup: await startTwoFactor(value) });
      } else if (step.name === "scan") {
        await confirmTwoFactor(value.trim());
        setStep({ name: "codes", codes: step.setup.backupCodes });
        toast.success(SECURITY_MESSAGES.twoFactorEnabled);
        // Turning it on also renewed this device's session.
        void queryClient.invalidateQueries({ queryKey: ["security"] });
      }
      setValue("");
    } catch (error) {
      setProblem(securityFailure(error, SECURITY_MESSAGES.enableFailed));
    } finally {
      setPending(false);
    }
  };

  const field = step.name === "password"
    ? { id: "enable-two-factor-password", label: "Password", type: "password", autoComplete: "current-password" }
    : { id: "enable-two-factor-code", label: "6-digit code", type: "text", autoComplete: "one-time-code" };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Set up two-factor authentication</DialogTitle>
          <DialogDescription>{DESCRIPTIONS[step.name]}</DialogDescription>
        </DialogHeader>
        {step.name === "codes" ? (
          <>
            <RecoveryCodes codes={step.codes} />
            <DialogFooter>
              <DialogClose asChild>
                <Button>Done</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <form className="grid gap-4" aria-label="Set up two-factor authentication" onSubmit={submit}>
            {step.name === "scan" && (
              <div className="grid justify-items-center gap-3 text-center">
                <QrCode value={step.setup.totpURI} label="QR code for your authenticator app" />
                <p className="text-sm text-muted-foreground">
                  Can&apos;t scan it? Enter this key in the app:{" "}
                  <code className="font-mono break-all text-foreground" aria-label="Setup key">
                    {manualKey(step.setup.totpURI)}
                  </code>
                </p>
              </div>
            )}
            <DialogField
              key={field.id}
              id={field.id}
              label={field.label}
              type={field.type}
              autoComplete={field.autoComplete}
              inputMode={step.name === "scan" ? "numeric" : undefined}
              maxLength={step.name === "scan" ? 6 : undefined}
              problem={problem}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
            <DialogActions pending={pending} label={step.name === "password" ? "Continue" : "Verify"} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
