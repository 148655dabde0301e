import { UserPlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { controlProps, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { ApiError } from "@/web/lib/api-client";
import { useAuth } from "../auth-context";
import { AuthCard } from "../components/auth-card";
import { FieldError, FormAlert } from "../components/form-alert";
import { GoogleButton, OrDivider, useGoogleEnabled } from "../components/google-button";
import { PendingLabel } from "../components/pending-label";
import { AUTH_MESSAGES, failureMessage } from "../messages";
import { HOME_PATH } from "../return-path";
import { Redirect } from "@/web/lib/redirect";

const MISMATCH_ID = "signup-confirm-error";

export function SignupPage() {
  const { user, signUp } = useAuth();
  const navigate = useNavigate();
  // The page a visitor was on before signing in (a share link to save, say) stays the way back through sign-up.
  const { state: returnState } = useLocation();
  const googleEnabled = useGoogleEnabled();
  // A link may fill in the address (an invitation's, say: ?email=).
  const [params] = useSearchParams();
  const [email, setEmail] = useState(() => params.get("email") ?? "");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [mismatch, setMismatch] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The server's word on the address (its length limit is the same on every path). */
  const [emailError, setEmailError] = useState<string | undefined>();

  if (user && !submitting) return <Redirect to={HOME_PATH} />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setEmailError(undefined);
    if (password !== confirm) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    setSubmitting(true);
    try {
      await signUp(email, password);
      // The same answer whether or not the address already has an account: nothing to probe.
      toast.success(AUTH_MESSAGES.accountCreated);
      navigate("/login", { state: returnState });
    } catch (error) {
      const onEmail = error instanceof ApiError ? error.fields.email?.[0] : undefined;
      if (onEmail) setEmailError(onEmail);
      else setFailure(failureMessage(error, AUTH_MESSAGES.signUpFailed));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title="Create your account"
      description="Start building expert prompts for free."
      footer={
        <p>
          Already have an account?{" "}
          <Link to="/login" state={returnState} className="font-medium text-brand-text underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      }
    >
      <div className="grid gap-5">
        <form className="grid gap-4" aria-label="Create your account" onSubmit={submit}>
          <FormField id="signup-email" label="Email" error={emailError}>
            <Input
              {...controlProps("signup-email", { error: emailError })}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <FormField id="signup-password" label="Password">
            <Input
              id="signup-password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <div className="grid gap-2">
            <Label htmlFor="signup-confirm">Confirm password</Label>
            <Input
              id="signup-confirm"
              name="confirm-password"
              type="password"
              autoComplete="new-password"
              required
              aria-invalid={mismatch || undefined}
              aria-describedby={mismatch ? MISMATCH_ID : undefined}
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
            <FieldError id={MISMATCH_ID}>{mismatch && AUTH_MESSAGES.passwordsDoNotMatch}</FieldError>
          </div>
          <FormAlert tone="error">{failure}</FormAlert>
          <Button type="submit" className="w-full" disabled={submitting}>
            <PendingLabel pending={submitting} icon={UserPlus} label="Create account" pendingLabel="Creating account..." />
          </Button>
        </form>
        {googleEnabled && (
          <>
            <OrDivider />
            <GoogleButton label="Sign up with Google" failure={AUTH_MESSAGES.googleSignUpFailed} />
          </>
        )}
      </div>
    </AuthCard>
  );
}
