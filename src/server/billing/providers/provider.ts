import type { subscriptions } from "../../db/schema";
import type { WebhookSource } from "../webhooks";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** What the browser needs to open a checkout. */
export type CheckoutSession =
  | {
      provider: "paddle";
      clientToken: string;
      environment: "sandbox" | "production";
      priceId: string;
      customerEmail: string;
      customData: { userId: string; planId: string };
      successUrl: string;
    }
  | {
      provider: "demo";
      checkoutToken: string;
      planId: string;
      planName: string;
      amountCents: number;
      currency: string;
      successUrl: string;
    };

/** A payment provider: Paddle Billing in production, the demo provider by default. */
export interface PaymentProvider {
  id: "paddle" | "demo";
  webhook: WebhookSource;
  checkout(user: { id: string; email: string }): Promise<CheckoutSession>;
  /** Schedules the paid subscription to end (and fall back to free) at the end of its period. */
  cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<void>;
}

export function successUrl(appUrl: string, planId: string): string {
  return `${appUrl}/checkout/success?planId=${planId}`;
}
