import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { keepPaidPlan } from "../api/checkout";
import { subscriptionQueryKey } from "../api/get-subscription";
import { formatBillingDate } from "../lib/plan-actions";
import { BILLING_MESSAGES, billingErrorMessage } from "../messages";

/**
 * Keep {plan}, while a downgrade is scheduled: the server withdraws it through the payment provider and
 * answers with the subscription (cancelAtPeriodEnd false), shown at once. `onSettled` runs either way.
 */
export function useKeepPlan(onSettled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepPaidPlan,
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionQueryKey, subscription);
      toast.success(`You keep ${subscription.planName}. It renews on ${formatBillingDate(subscription.renewsAt)}.`);
    },
    onError: (error) => toast.error(billingErrorMessage(error, BILLING_MESSAGES.updateFailed)),
    onSettled,
  });
}
