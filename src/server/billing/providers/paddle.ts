import { Environment, Paddle } from "@paddle/paddle-node-sdk";
import type { Config } from "../../config";
import { HttpError } from "../../http/errors";
import { type PaymentProvider, successUrl } from "./provider";

/** Paddle Billing: the overlay checkout runs in the browser (Paddle.js); the server verifies webhooks. */
export function paddleProvider(paddle: NonNullable<Config["paddle"]>, appUrl: string): PaymentProvider {
  const client = new Paddle(paddle.apiKey, {
    environment: paddle.environment === "production" ? Environment.production : Environment.sandbox,
  });
  return {
    id: "paddle",
    webhook: { id: "paddle", secret: paddle.webhookSecret, priceToPlan: { [paddle.proPriceId]: "pro" } },
    async checkout(user) {
      return {
        provider: "paddle",
        clientToken: paddle.clientToken,
        environment: paddle.environment,
        priceId: paddle.proPriceId,
        customerEmail: user.email,
        customData: { userId: user.id, planId: "pro" },
        successUrl: successUrl(appUrl, "pro"),
      };
    },
    async cancelAtPeriodEnd(subscription) {
      if (!subscription.providerSubscriptionId) {
        throw new HttpError(409, "no_provider_subscription", "Could not update subscription - no valid ID found");
      }
      await client.subscriptions.cancel(subscription.providerSubscriptionId, { effectiveFrom: "next_billing_period" });
    },
  };
}
