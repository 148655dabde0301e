import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { providersQuery } from "../api";
import { useAuth } from "../auth-context";
import { failureMessage } from "../messages";

/** Whether the server has Google configured; false until it has said so. */
export function useGoogleEnabled(): boolean {
  return useQuery(providersQuery).data?.google === true;
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z" />
      <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.84 14.1A6.6 6.6 0 0 1 5.49 12c0-.73.13-1.44.35-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.94l3.66-2.84z" />
      <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z" />
    </svg>
  );
}

/** 'Sign in with Google' or the sign-up variant; the caller shows it only when Google is configured. */
export function GoogleButton({ label, failure }: { label: string; failure: string }) {
  const { signInWithGoogle } = useAuth();
  const [pending, setPending] = useState(false);

  const start = async () => {
    setPending(true);
    try {
      await signInWithGoogle();
      // The browser is leaving for Google: the button stays busy until the page goes.
    } catch (error) {
      toast.error(failureMessage(error, failure));
      setPending(false);
    }
  };

  return (
    <Button variant="outline" className="w-full" disabled={pending} onClick={start}>
      <GoogleMark />
      {pending ? "Redirecting..." : label}
    </Button>
  );
}

/** The "or" rule between the e-mail form and the Google button. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden="true">
      <span className="h-px flex-1 bg-border" />
      or
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
