import { CircleCheckBig, Clock, RotateCw } from "lucide-react";
import { useCallback, useEffect, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useBillingConfig } from "../api/get-billing-config";
import { useCountdown } from "../hooks/use-countdown";
import { usePaymentConfirmation } from "../hooks/use-payment-confirmation";
import { BILLING_MESSAGES } from "../messages";

/** Seconds before a confirmed payment moves on to /billing (spec: checkout-success countdown 60 s). */
export const SUCCESS_COUNTDOWN_S = 60;
export const CONFIRMING_TITLE = "Completing your payment";

/** The provider's transaction id the checkout returned with: ours and Paddle's as `transaction_id`, Paddle's links as `_ptxn`. */
function transactionIdFrom(params: URLSearchParams): string | null {
  return params.get("transaction_id") || params.get("_ptxn") || null;
}

/** The page's title, focused when the state changes so that screen readers hear the outcome. */
function Title({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), [children]);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
      {children}
    </h1>
  );
}

function Confirmed({ plan }: { plan: { planName: string; monthlyGenerations: number } }) {
  const navigate = useNavigate();
  const toBilling = useCallback(() => navigate("/billing", { replace: true }), [navigate]);
  const secondsLeft = useCountdown(SUCCESS_COUNTDOWN_S, true, toBilling);
  return (
    <>
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-success-text">
        <CircleCheckBig className="size-8" aria-hidden="true" />
      </span>
      <Title>{BILLING_MESSAGES.paymentSuccessful}</Title>
      <p className="text-lg">{BILLING_MESSAGES.welcome}</p>
      <p className="text-muted-foreground">
        Your {plan.planName} plan is active, with {plan.monthlyGenerations} generations per month.
      </p>
      <Button asChild size="lg" className="w-full">
        <Link to="/billing" replace>
          Go to Billing
        </Link>
      </Button>
      <p className="text-sm text-muted-foreground" data-testid="countdown">
        Going to Billing in {secondsLeft} {secondsLeft === 1 ? "second" : "seconds"}.
      </p>
    </>
  );
}

/** No payment of this user's confirmed for this checkout: nothing is claimed, and the ways on. */
function Unconfirmed({ supportEmail }: { supportEmail?: string }) {
  return (
    <>
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Clock className="size-8" aria-hidden="true" />
      </span>
      <Title>{BILLING_MESSAGES.paymentProcessed}</Title>
      <p className="text-pretty text-muted-foreground" data-testid="issue-message">
        {BILLING_MESSAGES.paymentUnconfirmed} If it does not appear within a few minutes, contact support
        {supportEmail ? (
          <>
            {" "}
            at{" "}
            <a className="font-medium text-brand-text underline underline-offset-4" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </>
        ) : null}{" "}
        and we will help.
      </p>
      <div className="grid w-full gap-2 sm:grid-cols-2">
        <Button asChild variant="outline">
          <Link to="/billing">Go to Billing</Link>
        </Button>
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    </>
  );
}

/**
 * /checkout/success: where the payment overlay returns, with the provider's transaction id. It activates
 * nothing: it asks the server whether that payment is recorded for this user. Confirmed, it says so and moves
 * on to /billing after 60 s; unknown, someone else's or not paid within 10 s (or no id at all), it says
 * 'Payment Processed' without claiming that anything was paid.
 */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const confirmation = usePaymentConfirmation(transactionIdFrom(params));
  const config = useBillingConfig();
  useDocumentTitle(
    confirmation.status === "confirmed"
      ? BILLING_MESSAGES.paymentSuccessful
      : confirmation.status === "unconfirmed"
        ? BILLING_MESSAGES.paymentProcessed
        : CONFIRMING_TITLE,
  );

  return (
    <Card className="flex flex-col items-center gap-4 p-8 text-center">
      {confirmation.status === "confirming" && (
        <>
          <Spinner size="lg" label="Confirming your payment" />
          <Title>{CONFIRMING_TITLE}</Title>
          <p className="text-pretty text-muted-foreground">
            We are confirming your payment with the payment provider. This usually takes a few seconds; please keep
            this page open.
          </p>
        </>
      )}
      {confirmation.status === "confirmed" && <Confirmed plan={confirmation.payment} />}
      {confirmation.status === "unconfirmed" && <Unconfirmed supportEmail={config.data?.supportEmail} />}
    </Card>
  );
}
