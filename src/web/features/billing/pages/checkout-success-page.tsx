import { CircleCheckBig, Clock, RotateCw } from "lucide-react";
import { useCallback, useEffect, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PLAN_IDS, PLANS, type PlanId } from "@/domain/plans";
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

/** The plan named by ?planId (default pro); a free or unknown one is read as pro, the plan on sale. */
function paidPlanFrom(value: string | null): PlanId {
  return value && value !== "free" && (PLAN_IDS as readonly string[]).includes(value) ? (value as PlanId) : "pro";
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

function Confirmed({ planId }: { planId: PlanId }) {
  const navigate = useNavigate();
  const toBilling = useCallback(() => navigate("/billing", { replace: true }), [navigate]);
  const secondsLeft = useCountdown(SUCCESS_COUNTDOWN_S, true, toBilling);
  const plan = PLANS[planId];
  return (
    <>
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-success-text">
        <CircleCheckBig className="size-8" aria-hidden="true" />
      </span>
      <Title>{BILLING_MESSAGES.paymentSuccessful}</Title>
      <p className="text-lg">{BILLING_MESSAGES.welcome}</p>
      <p className="text-muted-foreground">
        Your {plan.name} plan is active, with {plan.monthlyGenerations} generations per month.
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

function TimedOut({ supportEmail }: { supportEmail?: string }) {
  return (
    <>
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Clock className="size-8" aria-hidden="true" />
      </span>
      <Title>{BILLING_MESSAGES.paymentProcessed}</Title>
      <p className="text-pretty text-muted-foreground" data-testid="issue-message">
        Your payment went through, but we are still confirming it with the payment provider. Your new plan will show on
        the Billing page as soon as it is confirmed. If it does not appear within a few minutes, contact support
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
 * /checkout/success: where the payment overlay returns. It activates nothing: it waits for the server to
 * report the plan active (the provider's verified payment event does that), then says so and moves on to
 * /billing after 60 s; if the server has not confirmed it in 60 s, it says the payment is still being
 * confirmed.
 */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const planId = paidPlanFrom(params.get("planId"));
  const confirmation = usePaymentConfirmation(planId);
  const config = useBillingConfig();
  useDocumentTitle(
    confirmation.status === "confirmed"
      ? BILLING_MESSAGES.paymentSuccessful
      : confirmation.status === "timed-out"
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
            We are confirming your payment for the {PLANS[planId].name} plan. This usually takes a few seconds; please
            keep this page open.
          </p>
        </>
      )}
      {confirmation.status === "confirmed" && <Confirmed planId={planId} />}
      {confirmation.status === "timed-out" && <TimedOut supportEmail={config.data?.supportEmail} />}
    </Card>
  );
}
