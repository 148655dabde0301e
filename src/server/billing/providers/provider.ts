import type { CheckoutSession } from "@/domain/api/billing";
import type { SubscriptionRow } from "../../entitlements/subscriptions";
import type { WebhookSource } from "../webhooks";

/** A payment provider: Paddle Billing in production, the demo provider by default. */
export interface PaymentProvider {
  id: "paddle" | "demo";
  webhook: WebhookSource;
  /** What the browser opens; `checkoutId` (recorded for the user) goes into the events' custom data. */
  checkout(user: { id: string; email: string }, checkoutId: string): Promise<CheckoutSession>;
  /** Schedules the paid subscription to end (and fall back to free) at the end of its period. */
  cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<void>;
  /** Withdraws that scheduled end: the paid plan renews at the end of its period again. */
  keepAtPeriodEnd(subscription: SubscriptionRow): Promise<void>;
  /** A short-lived link to a payment's invoice PDF, asked of the provider when wanted (Paddle only). */
  invoiceUrl?(providerTransactionId: string): Promise<string>;
  /** A short-lived link to the provider's page where the customer changes the payment method (Paddle only). */
  paymentMethodUrl?(subscription: SubscriptionRow): Promise<string>;
}

/**
 * Where a checkout returns. The demo provider knows its payment's transaction id up front and carries it,
 * so the page can ask the server about this very payment; Paddle's comes from its checkout.completed event.
 */
export function successUrl(appUrl: string, planId: string, transactionId?: string): string {
  const url = `${appUrl}/checkout/success?planId=${planId}`;
  return transactionId ? `${url}&transaction_id=${encodeURIComponent(transactionId)}` : url;
}
