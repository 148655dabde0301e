import { ArrowLeft, MailCheck, Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { requestPasswordReset } from "../api";
import { AuthCard } from "../components/auth-card";
import { FormAlert } from "../components/form-alert";
import { PendingLabel } from "../components/pending-label";
import { AUTH_MESSAGES, failureMessage } from "../messages";

function BackToLogin() {
  return (
    <Button asChild variant="outline" className="w-full">
      <Link to="/login">
        <ArrowLeft aria-hidden="true" />
        Back to login
      </Link>
    </Button>
  );
}

export function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      await requestPasswordReset(email.trim());
      toast.success(AUTH_MESSAGES.resetLinkSent);
      setSentTo(email.trim());
    } catch (error) {
      setFailure(failureMessage(error, AUTH_MESSAGES.resetEmailFailed));
    } finally {
      setSending(false);
    }
  };

  if (sentTo) {
    // The same answer whether or not the address has an account, so nobody can probe for accounts.
    return (
      <AuthCard
        title="Check your email"
        description={
          <>
            If an account exists for <span className="font-medium text-foreground">{sentTo}</span>, we sent it a
            link to reset your password. The link works once and expires in one hour.
          </>
        }
      >
        <div className="grid gap-4">
          <MailCheck className="mx-auto size-10 text-brand-text" aria-hidden="true" />
          <BackToLogin />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your e-mail and we will send you a link to reset your password."
      footer={
        <Link to="/login" className="font-medium text-brand-text underline-offset-4 hover:underline">
          Back to login
        </Link>
      }
    >
      <form className="grid gap-4" aria-label="Forgot your password?" onSubmit={submit}>
        <FormField id="forgot-email" label="Email">
          <Input
            id="forgot-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <FormAlert tone="error">{failure}</FormAlert>
        <Button type="submit" className="w-full" disabled={sending}>
          <PendingLabel pending={sending} icon={Send} label="Send reset link" pendingLabel="Sending..." />
        </Button>
      </form>
    </AuthCard>
  );
}
