import { KeyRound } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api-client";
import { resetPassword } from "../api";
import { AuthCard } from "../components/auth-card";
import { FormAlert } from "../components/form-alert";
import { PendingLabel } from "../components/pending-label";
import { AUTH_MESSAGES, failureMessage, MIN_PASSWORD_LENGTH } from "../messages";

/**
 * /reset-password reports the outcome in toasts as well; /auth/reset-password (the alternative page)
 * keeps every message in its inline banner, and returns to sign-in a second sooner.
 */
const VARIANTS = {
  primary: { successRedirectMs: 3000, mismatch: AUTH_MESSAGES.passwordsDoNotMatch, toasts: true },
  alternative: { successRedirectMs: 2000, mismatch: `${AUTH_MESSAGES.passwordsDoNotMatch}.`, toasts: false },
} as const;

export const INVALID_LINK_REDIRECT_MS = 3000;

type Outcome = { kind: "invalid" } | { kind: "done" } | null;

/** Goes to /login once `delayMs` has passed; nothing while it is null. */
function useLoginRedirect(delayMs: number | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (delayMs === null) return;
    const timer = window.setTimeout(() => navigate("/login", { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs, navigate]);
}

export function ResetPasswordPage({ variant = "primary" }: { variant?: keyof typeof VARIANTS }) {
  const settings = VARIANTS[variant];
  const [params] = useSearchParams();
  // better-auth's own link adds ?error=INVALID_TOKEN when the token is unknown or used.
  const token = params.get("error") ? null : params.get("token");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { kind: "invalid" });

  useLoginRedirect(
    outcome?.kind === "invalid" ? INVALID_LINK_REDIRECT_MS : outcome?.kind === "done" ? settings.successRedirectMs : null,
  );

  useEffect(() => {
    // A fixed id: React's development double effects must not show the toast twice.
    if (!token && settings.toasts) toast.error(AUTH_MESSAGES.invalidResetLink, { id: "reset-invalid-link" });
  }, [token, settings.toasts]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return setProblem(AUTH_MESSAGES.passwordTooShort);
    if (password !== confirm) return setProblem(settings.mismatch);
    setProblem(null);
    setSubmitting(true);
    try {
      await resetPassword(token!, password);
      if (settings.toasts) toast.success(AUTH_MESSAGES.passwordReset);
      setOutcome({ kind: "done" });
    } catch (error) {
      if (error instanceof ApiError && error.code === "INVALID_TOKEN") {
        if (settings.toasts) toast.error(AUTH_MESSAGES.invalidResetLink);
        setOutcome({ kind: "invalid" });
      } else {
        setProblem(failureMessage(error, AUTH_MESSAGES.resetFailed));
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (outcome) {
    const done = outcome.kind === "done";
    return (
      <AuthCard title="Reset your password">
        <div className="grid gap-4">
          <FormAlert tone={done ? "success" : "error"}>
            <p className="font-medium">{done ? AUTH_MESSAGES.passwordReset : AUTH_MESSAGES.invalidResetLink}</p>
            <p className="text-muted-foreground">Taking you to the sign-in page...</p>
          </FormAlert>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild className="flex-1">
              <Link to="/login" replace>
                Go to sign in
              </Link>
            </Button>
            {!done && (
              <Button asChild variant="outline" className="flex-1">
                <Link to="/forgot-password">Request a new link</Link>
              </Button>
            )}
          </div>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset your password" description="Choose a new password of at least 8 characters.">
      <form className="grid gap-4" aria-label="Reset your password" onSubmit={submit}>
        <FormField id="reset-password" label="New password">
          <Input
            id="reset-password"
            name="new-password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <FormField id="reset-confirm" label="Confirm new password">
          <Input
            id="reset-confirm"
            name="confirm-password"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
        </FormField>
        <FormAlert tone="error">{problem}</FormAlert>
        <Button type="submit" className="w-full" disabled={submitting}>
          <PendingLabel pending={submitting} icon={KeyRound} label="Reset password" pendingLabel="Resetting..." />
        </Button>
      </form>
    </AuthCard>
  );
}

/** The /auth/reset-password variant. */
export function AlternativeResetPasswordPage() {
  return <ResetPasswordPage variant="alternative" />;
}
