import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { downgradeToFree } from "../api/checkout";
import { subscriptionQueryKey } from "../api/get-subscription";
import { BILLING_MESSAGES, billingErrorMessage } from "../messages";

/**
 * DOWNGRADE TO FREE, once confirmed: the server schedules the end of the paid plan at the period's end and
 * answers with the subscription (cancelAtPeriodEnd true), shown at once. `onSettled` runs either way.
 */
export function useDowngrade(onSettled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downgradeToFree,
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionQueryKey, subscription);
      toast.success(BILLING_MESSAGES.downgradeScheduled);
    },
    onError: (error) => toast.error(billingErrorMessage(error, BILLING_MESSAGES.downgradeFailed)),
    onSettled,
  });
}
