import { Environment, Paddle } from "@paddle/paddle-node-sdk";
import type { Config } from "../../config";
import { HttpError } from "../../http/errors";
import type { SubscriptionRow } from "../../entitlements/subscriptions";
import { type PaymentProvider, successUrl } from "./provider";

/** Paddle Billing: the overlay checkout runs in the browser (Paddle.js); the server verifies webhooks. */
export function paddleProvider(paddle: NonNullable<Config["paddle"]>, appUrl: string): PaymentProvider {
  const client = new Paddle(paddle.apiKey, {
    environment: paddle.environment === "production" ? Environment.production : Environment.sandbox,
  });
  return {
    id: "paddle",
    webhook: { id: "paddle", secret: paddle.webhookSecret, priceToPlan: { [paddle.proPriceId]: "pro" } },
    async checkout(user, checkoutId) {
      return {
        provider: "paddle",
        clientToken: paddle.clientToken,
        environment: paddle.environment,
        priceId: paddle.proPriceId,
        customerEmail: user.email,
        customData: { userId: user.id, checkoutId, planId: "pro" },
        successUrl: successUrl(appUrl, "pro"),
      };
    },
    async cancelAtPeriodEnd(subscription) {
      await client.subscriptions.cancel(providerIdOf(subscription), { effectiveFrom: "next_billing_period" });
    },
    async keepAtPeriodEnd(subscription) {
      // Removing the scheduled change is how Paddle withdraws a cancellation at the period's end.
      await client.subscriptions.update(providerIdOf(subscription), { scheduledChange: null });
    },
    async invoiceUrl(providerTransactionId) {
      return (await client.transactions.getInvoicePDF(providerTransactionId)).url;
    },
    async paymentMethodUrl(subscription) {
      const subscriptionId = providerIdOf(subscription);
      if (!subscription.providerCustomerId) throw noProviderSubscription();
      const session = await client.customerPortalSessions.create(subscription.providerCustomerId, [subscriptionId]);
      const link = session.urls.subscriptions.find((s) => s.id === subscriptionId)?.updateSubscriptionPaymentMethod;
      return link ?? session.urls.general.overview;
    },
  };
}

const noProviderSubscription = () =>
  new HttpError(409, "no_provider_subscription", "Could not update subscription - no valid ID found");

/** The Paddle subscription a row holds; a plan set by hand (an admin) has none to change. */
function providerIdOf(subscription: SubscriptionRow): string {
  if (!subscription.providerSubscriptionId) throw noProviderSubscription();
  return subscription.providerSubscriptionId;
}
