import { LogIn } from "lucide-react";
import { toast } from "sonner";
import { REAUTHENTICATION_REQUIRED } from "@/domain/users";
import { Button } from "@/web/components/ui/button";
import { controlProps, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { useAuth } from "@/web/features/auth";
import { ApiError } from "@/web/lib/api-client";
import { SETTINGS_MESSAGES } from "../messages";

/** Why the server would not take the change as the owner's: its own message, and whether a new sign-in is the way. */
export interface OwnerProblem {
  message: string;
  signInAgain: boolean;
}

const PASSWORD_REFUSALS = new Set(["current_password_required", "invalid_password", "rate_limited"]);

/** The server's refusal of the current password (missing, wrong, too many tries) or of an old sign-in; else null. */
export function ownerProblem(error: unknown): OwnerProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === REAUTHENTICATION_REQUIRED) return { message: error.message, signInAgain: true };
  return PASSWORD_REFUSALS.has(error.code) ? { message: error.message, signInAgain: false } : null;
}

interface CurrentPasswordFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
  problem: OwnerProblem | null;
}

/**
 * The current password, asked before a change that could take the account from its owner. Accounts that
 * sign in with Google only leave it empty; when their sign-in is too old the server says so, and Sign in
 * again starts a fresh one.
 */
export function CurrentPasswordField({ id, value, onChange, problem }: CurrentPasswordFieldProps) {
  const { signInWithGoogle } = useAuth();
  const parts = { hint: SETTINGS_MESSAGES.currentPasswordHint, error: problem?.message };
  const signInAgain = () => signInWithGoogle().catch(() => toast.error(SETTINGS_MESSAGES.signInAgainFailed));

  return (
    <div className="grid gap-2">
      <FormField id={id} label="Current password" {...parts}>
        <Input
          {...controlProps(id, parts)}
          name="current-password"
          type="password"
          autoComplete="current-password"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </FormField>
      {problem?.signInAgain && (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={signInAgain}>
          <LogIn aria-hidden="true" />
          Sign in again
        </Button>
      )}
    </div>
  );
}
