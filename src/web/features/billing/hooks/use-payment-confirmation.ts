import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { PlanId } from "@/domain/plans";
import { getSubscription, subscriptionQueryKey, type Subscription } from "../api/get-subscription";

/** /checkout/success asks the server this often… */
export const CONFIRM_POLL_MS = 2_000;
/** …for at most this long before it says the payment is still being confirmed. */
export const CONFIRM_TIMEOUT_MS = 60_000;

export type Confirmation =
  | { status: "confirming" }
  | { status: "confirmed"; subscription: Subscription }
  | { status: "timed-out" };

/**
 * Waits for the server to report `planId` active: GET /api/billing/subscription every 2 s for up to 60 s.
 * It only reads. The plan is activated by the provider's verified payment event, never by this page.
 */
export function usePaymentConfirmation(planId: PlanId): Confirmation {
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState<Confirmation>({ status: "confirming" });

  useEffect(() => {
    const controller = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const attempt = async () => {
      try {
        const subscription = await getSubscription(controller.signal);
        queryClient.setQueryData(subscriptionQueryKey, subscription);
        if (subscription.planId === planId && subscription.status === "active") {
          setConfirmation({ status: "confirmed", subscription });
          return;
        }
      } catch {
        // A failed read is asked again like an unconfirmed one.
      }
      if (controller.signal.aborted) return;
      if (Date.now() - started >= CONFIRM_TIMEOUT_MS) {
        setConfirmation({ status: "timed-out" });
        return;
      }
      timer = setTimeout(attempt, CONFIRM_POLL_MS);
    };

    void attempt();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [planId, queryClient]);

  return confirmation;
}
