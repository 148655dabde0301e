import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { CheckoutStatus } from "@/domain/api/billing";
import { getCheckoutStatus } from "../api/checkout";
import { subscriptionQueryKey } from "../api/get-subscription";

/** /checkout/success asks the server this often… */
export const CONFIRM_POLL_MS = 2_000;
/** …for at most this long (a payment event may still be on its way from Paddle), then says it is unconfirmed. */
export const CONFIRM_TIMEOUT_MS = 10_000;

export type Confirmation =
  | { status: "confirming" }
  | { status: "confirmed"; payment: Extract<CheckoutStatus, { status: "paid" }> }
  | { status: "unconfirmed" };

/**
 * Asks the server what became of the checkout `transactionId` names (GET /api/billing/checkout-status),
 * every 2 s for up to 10 s. Confirmed only when the server has recorded that payment for this user; an
 * unknown, foreign or unpaid transaction, or none at all, ends unconfirmed. It only reads: the plan is
 * activated by the provider's verified payment event, never by this page.
 */
export function usePaymentConfirmation(transactionId: string | null): Confirmation {
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState<Confirmation>(
    transactionId ? { status: "confirming" } : { status: "unconfirmed" },
  );

  useEffect(() => {
    if (!transactionId) return;
    const controller = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const attempt = async () => {
      try {
        const answer = await getCheckoutStatus(transactionId, controller.signal);
        if (answer.status === "paid") {
          // The plan the payment bought shows everywhere from now on.
          void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
          setConfirmation({ status: "confirmed", payment: answer });
          return;
        }
      } catch {
        // A failed read is asked again like an unconfirmed one.
      }
      if (controller.signal.aborted) return;
      if (Date.now() - started >= CONFIRM_TIMEOUT_MS) {
        setConfirmation({ status: "unconfirmed" });
        return;
      }
      timer = setTimeout(attempt, CONFIRM_POLL_MS);
    };

    void attempt();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [transactionId, queryClient]);

  return confirmation;
}
