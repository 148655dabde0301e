import { KeyRound } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { type SecondFactor, verifySecondFactor } from "../api";
import { useAuth } from "../auth-context";
import { AUTH_MESSAGES, secondFactorFailure } from "../messages";
import { FormAlert } from "./form-alert";
import { PendingLabel } from "./pending-label";

const FIELDS: Record<SecondFactor, { label: string; other: string }> = {
  totp: { label: "Authentication code", other: "Use a recovery code instead" },
  recovery: { label: "Recovery code", other: "Use your authenticator app instead" },
};

/**
 * The sign-in's second step: the password was right and the server holds the sign-in in an httpOnly
 * cookie for a few minutes; a code from the authenticator app, or a recovery code, completes it.
 */
export function SecondFactorForm({
  factor,
  onFactorChange,
  onSignedIn,
  onRestart,
}: {
  factor: SecondFactor;
  onFactorChange(factor: SecondFactor): void;
  onSignedIn(): void;
  /** Back to the password, saying why (or not, when the user chose to go back). */
  onRestart(message: string | null): void;
}) {
  const { refreshProfile } = useAuth();
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const field = FIELDS[factor];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      await verifySecondFactor(factor, code.trim());
      if (!(await refreshProfile())) throw new Error(AUTH_MESSAGES.signInFailed);
    } catch (error) {
      setPending(false);
      const refused = secondFactorFailure(error);
      if (refused.restart) onRestart(refused.message);
      else setFailure(refused.message);
      return;
    }
    onSignedIn();
  };

  const switchFactor = () => {
    setCode("");
    setFailure(null);
    onFactorChange(factor === "totp" ? "recovery" : "totp");
  };

  return (
    <div className="grid gap-4">
      <form className="grid gap-4" aria-label="Verify sign-in" onSubmit={submit}>
        <FormField id="second-factor-code" label={field.label}>
          <Input
            key={factor}
            id="second-factor-code"
            name="code"
            autoComplete={factor === "totp" ? "one-time-code" : "off"}
            inputMode={factor === "totp" ? "numeric" : undefined}
            maxLength={factor === "totp" ? 6 : undefined}
            spellCheck={false}
            required
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </FormField>
        <FormAlert tone="error">{failure}</FormAlert>
        <Button type="submit" className="w-full" disabled={pending}>
          <PendingLabel pending={pending} icon={KeyRound} label="Verify" pendingLabel="Verifying..." />
        </Button>
      </form>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="link" size="sm" className="px-0" disabled={pending} onClick={switchFactor}>
          {field.other}
        </Button>
        <Button variant="link" size="sm" className="px-0" disabled={pending} onClick={() => onRestart(null)}>
          Back to sign in
        </Button>
      </div>
    </div>
  );
}
