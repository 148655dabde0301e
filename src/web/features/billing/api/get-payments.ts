import { useQuery } from "@tanstack/react-query";
import type { PlanId } from "@/domain/plans";
import { api } from "@/web/lib/api-client";

/** GET /api/billing/transactions: one of the user's payments, newest first (the newest 24). */
export interface Payment {
  id: string;
  paidAt: string;
  planId: PlanId;
  planName: string;
  amountCents: number;
  currency: string;
  status: string;
  /** The provider can give this payment's invoice PDF (Paddle); the demo provider has none. */
  invoice: boolean;
}

export const paymentsQueryKey = ["billing", "transactions"] as const;

export function getPayments(signal?: AbortSignal): Promise<Payment[]> {
  return api<{ items: Payment[] }>("/api/billing/transactions", { signal }).then((answer) => answer.items);
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
export function getInvoiceUrl(paymentId: string): Promise<string> {
  return api<{ url: string }>(`/api/billing/transactions/${encodeURIComponent(paymentId)}/invoice`).then((answer) => answer.url);
}

/** POST /api/billing/payment-method: a short-lived link to Paddle's page for changing the payment method. */
export function getPaymentMethodUrl(): Promise<string> {
  return api<{ url: string }>("/api/billing/payment-method", { json: {} }).then((answer) => answer.url);
}
