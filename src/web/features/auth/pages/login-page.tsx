import { LogIn, MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { resendConfirmation, type SecondFactor } from "../api";
import { useAuth } from "../auth-context";
import { AuthCard } from "../components/auth-card";
import { ConnectionStatus } from "../components/connection-status";
import { FormAlert } from "../components/form-alert";
import { GoogleButton, OrDivider, useGoogleEnabled } from "../components/google-button";
import { PendingLabel } from "../components/pending-label";
import { SecondFactorForm } from "../components/second-factor-form";
import {
  AUTH_MESSAGES,
  EXTRA_MESSAGES,
  failureMessage,
  signInFailure,
  TWO_FACTOR_MESSAGES,
  type SignInFailure,
} from "../messages";
import { returnPath, type ReturnState } from "../return-path";
import { Redirect } from "@/web/lib/redirect";

/** "second-factor": the password was right and the account asks for a code before signing in. */
type LoginState = "idle" | "submitting" | "error" | "success" | "second-factor";

/** What arriving from an e-mail confirmation link says (better-auth appends ?error= when it failed). */
function ConfirmationNote() {
  const [params] = useSearchParams();
  if (params.get("verified") !== "1") return null;
  if (params.get("error")) return <FormAlert tone="error">{EXTRA_MESSAGES.confirmationLinkInvalid}</FormAlert>;
  return <FormAlert tone="success">{EXTRA_MESSAGES.emailConfirmed}</FormAlert>;
}

function ResendConfirmation({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await resendConfirmation(email);
      toast.success(EXTRA_MESSAGES.confirmationSent);
    } catch (error) {
      toast.error(failureMessage(error, EXTRA_MESSAGES.confirmationFailed));
    } finally {
      setSending(false);
    }
  };
  return (
    <Button variant="outline" size="sm" className="mt-2" disabled={sending} onClick={resend}>
      <PendingLabel pending={sending} icon={MailCheck} label="Resend confirmation e-mail" pendingLabel="Sending..." />
    </Button>
  );
}

export function LoginPage() {
  const { user, signIn } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const googleEnabled = useGoogleEnabled();
  // A link may fill in the address (an invitation's, say: ?email=).
  const [params] = useSearchParams();
  const [email, setEmail] = useState(() => params.get("email") ?? "");
  const [password, setPassword] = useState("");
  const [state, setState] = useState<LoginState>("idle");
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const [factor, setFactor] = useState<SecondFactor>("totp");
  const destination = returnPath(location.state);

  // Already signed in (a bookmark, the Back button): nothing to do here.
  if (user && state === "idle") return <Redirect to={destination} />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState("submitting");
    setFailure(null);
    try {
      const result = await signIn(email, password);
      if (result.secondFactor) {
        setFactor("totp");
        setState("second-factor");
        return;
      }
      signedIn();
    } catch (error) {
      setState("error");
      setFailure(signInFailure(error));
    }
  };

  const signedIn = () => {
    setState("success");
    toast.success(AUTH_MESSAGES.signedIn);
    navigate(destination, { replace: true });
  };

  if (state === "second-factor") {
    return (
      <AuthCard
        title="Two-factor authentication"
        description={factor === "totp" ? TWO_FACTOR_MESSAGES.totpHint : TWO_FACTOR_MESSAGES.recoveryHint}
      >
        <SecondFactorForm
          factor={factor}
          onFactorChange={setFactor}
          onSignedIn={signedIn}
          onRestart={(message) => {
            setPassword("");
            setState(message ? "error" : "idle");
            setFailure(message ? { message, unconfirmed: false } : null);
          }}
        />
      </AuthCard>
    );
  }

  const submitting = state === "submitting" || state === "success";

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in to build and save your prompts."
      footer={
        <p>
          Don&apos;t have an account?{" "}
          <Link to="/signup" state={location.state} className="font-medium text-brand-text underline-offset-4 hover:underline">
            Sign up
          </Link>
        </p>
      }
    >
      <div className="grid gap-5">
        <ConfirmationNote />
        {(location.state as ReturnState | null)?.from && state === "idle" && (
          <FormAlert tone="info">Please sign in to continue.</FormAlert>
        )}
        <form className="grid gap-4" aria-label="Sign in" onSubmit={submit}>
          <FormField id="login-email" label="Email">
            <Input
              id="login-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <div className="grid gap-2">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor="login-password">Password</Label>
              <Link
                to="/forgot-password"
                className="rounded-sm text-sm font-medium text-brand-text underline-offset-4 hover:underline"
              >
                Forgot password?
              </Link>
            </div>
            <Input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <FormAlert tone="error">
            {failure && (
              <>
                <p>{failure.message}</p>
                {failure.unconfirmed && <ResendConfirmation email={email.trim()} />}
              </>
            )}
          </FormAlert>
          <Button type="submit" className="w-full" disabled={submitting}>
            <PendingLabel pending={submitting} icon={LogIn} label="Sign in" pendingLabel="Signing in..." />
          </Button>
        </form>
        {googleEnabled && (
          <>
            <OrDivider />
            <GoogleButton label="Sign in with Google" failure={AUTH_MESSAGES.googleSignInFailed} />
          </>
        )}
        <ConnectionStatus />
      </div>
    </AuthCard>
  );
}
