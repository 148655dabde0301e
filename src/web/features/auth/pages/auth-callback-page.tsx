import { MailCheck, RotateCw } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useAuth } from "../auth-context";
import { AuthCard } from "../components/auth-card";
import { FormAlert } from "../components/form-alert";
import { AUTH_MESSAGES, failureMessage } from "../messages";
import { HOME_PATH } from "../return-path";

export const CALLBACK_TIMEOUT_MS = 10_000;

/** Plain words for the error codes better-auth puts on the return address without a description. */
const OAUTH_ERRORS: Record<string, string> = {
  access_denied: "Google sign-in was cancelled.",
  account_not_linked:
    "An account with this e-mail already exists. Sign in with your e-mail and password instead.",
  state_mismatch: "The sign-in took too long or was started in another tab. Please try again.",
  please_restart_the_process: "The sign-in took too long or was started in another tab. Please try again.",
};

function describeOAuthError(code: string, description: string | null): string {
  if (description) return description;
  return OAUTH_ERRORS[code] ?? AUTH_MESSAGES.googleSignInFailed;
}

type CallbackState =
  | { kind: "checking" }
  | { kind: "check-email" }
  /** `restart`: the failure came from Google, so Retry starts the sign-in again rather than the check. */
  | { kind: "error"; message: string; restart: boolean };

/**
 * The return address of Google sign-in (and sign-up): checks for the new session, then goes on to the
 * app. better-auth adds ?error= (and often ?error_description=) when the provider or the link failed.
 */
export function AuthCallbackPage() {
  const { refreshProfile, signInWithGoogle } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const oauthError = params.get("error");
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CallbackState>(() =>
    oauthError
      ? { kind: "error", message: describeOAuthError(oauthError, params.get("error_description")), restart: true }
      : { kind: "checking" },
  );

  useEffect(() => {
    if (oauthError) return;
    let settled = false;
    const finish = (next: () => void) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      next();
    };
    const timer = window.setTimeout(
      () => finish(() => setState({ kind: "error", message: AUTH_MESSAGES.callbackTimedOut, restart: false })),
      CALLBACK_TIMEOUT_MS,
    );
    refreshProfile().then(
      (user) =>
        finish(() => {
          if (!user) return setState({ kind: "check-email" });
          toast.success(AUTH_MESSAGES.signedIn, { id: "oauth-signed-in" });
          navigate(HOME_PATH, { replace: true });
        }),
      (error: unknown) =>
        finish(() =>
          setState({ kind: "error", message: failureMessage(error, AUTH_MESSAGES.googleSignInFailed), restart: false }),
        ),
    );
    return () => {
      settled = true;
      window.clearTimeout(timer);
    };
  }, [oauthError, attempt, refreshProfile, navigate]);

  const [restarting, setRestarting] = useState(false);
  const retry = useCallback(async () => {
    if (state.kind === "error" && state.restart) {
      setRestarting(true);
      try {
        await signInWithGoogle();
      } catch (error) {
        toast.error(failureMessage(error, AUTH_MESSAGES.googleSignInFailed));
        setRestarting(false);
      }
      return;
    }
    setState({ kind: "checking" });
    setAttempt((n) => n + 1);
  }, [state, signInWithGoogle]);

  if (state.kind === "checking") {
    return (
      <AuthCard title="Completing authentication...">
        <div className="flex justify-center py-2">
          <Spinner size="lg" label="Completing authentication" />
        </div>
      </AuthCard>
    );
  }

  if (state.kind === "check-email") {
    return (
      <AuthCard title="Check your email" description={AUTH_MESSAGES.checkEmailDetail}>
        <div className="grid gap-4">
          <MailCheck className="mx-auto size-10 text-brand-text" aria-hidden="true" />
          <Button asChild variant="outline" className="w-full">
            <Link to="/login">Return to Login</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Authentication Error">
      <div className="grid gap-4">
        <FormAlert tone="error">{state.message}</FormAlert>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild variant="outline" className="flex-1">
            <Link to="/login" replace>
              Return to Login
            </Link>
          </Button>
          <Button className="flex-1" disabled={restarting} onClick={retry}>
            <RotateCw className={restarting ? "animate-spin" : undefined} aria-hidden="true" />
            {restarting ? "Redirecting..." : "Retry"}
          </Button>
        </div>
      </div>
    </AuthCard>
  );
}
