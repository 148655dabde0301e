import { useQuery } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";

export const paymentsQueryKey = ["billing", "transactions"] as const;

/** GET /api/billing/transactions: the user's payments, newest first (the newest 24). */
export async function getPayments(signal?: AbortSignal) {
  return (await ok(client.billing.transactions.$get({}, { init: { signal } }))).items;
}

/** Billing history: fetched on entry (a payment made elsewhere shows when the screen opens again). */
export function usePayments() {
  return useQuery({
    queryKey: paymentsQueryKey,
    queryFn: ({ signal }) => getPayments(signal),
    refetchOnMount: "always",
    retry: false,
  });
}

/** GET /api/billing/transactions/{id}/invoice: a short-lived link to the invoice PDF, asked of Paddle now. */
export async function getInvoiceUrl(paymentId: string): Promise<string> {
  return (await ok(client.billing.transactions[":id"].invoice.$get({ param: { id: encodeURIComponent(paymentId) } }))).url;
}

/** POST /api/billing/payment-method: a short-lived link to Paddle's page for changing the payment method. */
export async function getPaymentMethodUrl(): Promise<string> {
  return (await ok(client.billing["payment-method"].$post())).url;
}
