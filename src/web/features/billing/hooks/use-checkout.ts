import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ApiError } from "@/web/lib/api-client";
import type { DemoCheckoutSession } from "@/domain/api/billing";
import { payDemoCheckout, startCheckout } from "../api/checkout";
import { subscriptionQueryKey } from "../api/get-subscription";
import { openPaddleCheckout, type PaddleEvent, type PaddleOutcome } from "../lib/paddle";
import { BILLING_MESSAGES, billingErrorMessage } from "../messages";

/** After Paddle reports a completed checkout, the page moves on this long after (spec: reload after 2 s). */
export const AFTER_COMPLETED_MS = 2_000;

export type CheckoutState =
  | { step: "idle" }
  /** Asking the server for a checkout. */
  | { step: "starting" }
  /** Our demo overlay is open. */
  | { step: "demo"; session: DemoCheckoutSession; paying: boolean }
  /** Paddle.js is loading or its overlay is open. */
  | { step: "paddle" };

const PADDLE_FAILURES: Record<Exclude<PaddleOutcome, "opened">, string> = {
  "no-email": BILLING_MESSAGES.emailMissing,
  "still-loading": BILLING_MESSAGES.paymentLoading,
  error: BILLING_MESSAGES.checkoutError,
};

/** The path and query of an absolute success URL, to navigate within the app. */
function pathOf(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * UPGRADE TO PRO: asks the server for a checkout, then opens the provider's overlay: ours for the demo
 * provider (Pay, then /checkout/success), Paddle's otherwise. `onSettled` runs after each outcome, for the
 * screen's refresh 3 s after an action.
 */
export function useCheckout(onSettled: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<CheckoutState>({ step: "idle" });
  const completedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const paddleSuccessPath = useRef("/checkout/success?planId=pro");

  useEffect(() => () => clearTimeout(completedTimer.current), []);

  const onPaddleEvent = useCallback(
    (event: PaddleEvent) => {
      if (event.name === "checkout.completed") {
        toast.success(BILLING_MESSAGES.subscriptionCompleted);
        onSettled();
        // The success page confirms this very payment with the server, by the transaction Paddle reports.
        const path = new URL(paddleSuccessPath.current, window.location.origin);
        const transactionId = event.data?.transaction_id;
        if (transactionId) path.searchParams.set("transaction_id", transactionId);
        clearTimeout(completedTimer.current);
        completedTimer.current = setTimeout(() => navigate(`${path.pathname}${path.search}`), AFTER_COMPLETED_MS);
      } else if (event.name === "checkout.closed") {
        setState({ step: "idle" });
        onSettled();
      } else if (event.name === "checkout.error") {
        toast.error(BILLING_MESSAGES.checkoutError);
      }
    },
    [navigate, onSettled],
  );

  const upgrade = useCallback(async () => {
    setState({ step: "starting" });
    let session;
    try {
      session = await startCheckout("pro");
    } catch (error) {
      toast.error(billingErrorMessage(error, BILLING_MESSAGES.checkoutError));
      setState({ step: "idle" });
      // The plan changed elsewhere; show what it is now.
      if (error instanceof ApiError && error.code === "already_on_plan") onSettled();
      return;
    }
    if (session.provider === "demo") {
      setState({ step: "demo", session, paying: false });
      return;
    }
    setState({ step: "paddle" });
    paddleSuccessPath.current = pathOf(session.successUrl);
    const outcome = await openPaddleCheckout(session, onPaddleEvent);
    if (outcome !== "opened") {
      toast.error(PADDLE_FAILURES[outcome]);
      setState({ step: "idle" });
    }
  }, [onPaddleEvent, onSettled]);

  const payDemo = useCallback(async () => {
    if (state.step !== "demo" || state.paying) return;
    const { session } = state;
    setState({ step: "demo", session, paying: true });
    try {
      const subscription = await payDemoCheckout(session.checkoutToken);
      queryClient.setQueryData(subscriptionQueryKey, subscription);
      navigate(pathOf(session.successUrl));
    } catch (error) {
      toast.error(billingErrorMessage(error, BILLING_MESSAGES.paymentError, BILLING_MESSAGES.loginToPurchase));
      setState({ step: "idle" });
      onSettled();
    }
  }, [navigate, onSettled, queryClient, state]);

  /** Close on the demo overlay: nothing is paid, the button is usable again. Ignored while paying. */
  const closeDemo = useCallback(() => {
    setState((current) => (current.step === "demo" && current.paying ? current : { step: "idle" }));
  }, []);

  return { state, upgrade, payDemo, closeDemo, busy: state.step !== "idle" };
}
