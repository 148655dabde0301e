import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { PLANS } from "@/domain/plans";
import type { Clock } from "../../clock";
import { HttpError } from "../../http/errors";
import type { WebhookReceiver, WebhookSource } from "../webhooks";
import { addMonths } from "../periods";
import { signPaddleStyle } from "./signature";
import { type PaymentProvider, type SubscriptionRow, successUrl } from "./provider";

export const DEMO_PRO_PRICE = "pri_demo_pro";
const CHECKOUT_TTL_MS = 30 * 60 * 1000;

/** The demo's webhook secret is derived from the auth secret: nothing to configure. */
export function demoWebhookSource(secret: string): WebhookSource {
  return {
    id: "demo",
    secret: createHmac("sha256", secret).update("demo-payment-webhooks").digest("hex"),
    priceToPlan: { [DEMO_PRO_PRICE]: "pro" },
  };
}

const id = (prefix: string) => `${prefix}_demo_${randomBytes(10).toString("hex")}`;

/**
 * The default payment provider: a checkout of our own whose Pay emits Paddle-shaped events, signed with a
 * local secret, into the same webhook receiver as Paddle's. Nothing is charged.
 */
export function demoProvider(deps: {
  secret: string;
  appUrl: string;
  clock: Clock;
  source: WebhookSource;
  receive: WebhookReceiver;
}) {
  const { secret, appUrl, clock, source, receive } = deps;
  const tokenKey = createHmac("sha256", secret).update("demo-checkout").digest();

  const signToken = (payload: string) => createHmac("sha256", tokenKey).update(payload).digest("base64url");

  async function emit(type: string, data: Record<string, unknown>) {
    const body = JSON.stringify({
      event_id: id("evt"),
      event_type: type,
      occurred_at: clock.now().toISOString(),
      notification_id: id("ntf"),
      data,
    });
    await receive(body, signPaddleStyle(body, source.secret));
  }

  const provider: PaymentProvider & { pay(user: { id: string }, checkoutToken: string): Promise<void> } = {
    id: "demo",
    webhook: source,

    async checkout(user) {
      const payload = `${user.id}.pro.${clock.now().getTime() + CHECKOUT_TTL_MS}`;
      return {
        provider: "demo",
        checkoutToken: `${Buffer.from(payload).toString("base64url")}.${signToken(payload)}`,
        planId: "pro",
        planName: PLANS.pro.name,
        amountCents: PLANS.pro.priceCents!,
        currency: PLANS.pro.currency,
        successUrl: successUrl(appUrl, "pro"),
      };
    },

    /** The demo checkout's Pay button: a new subscription and its first payment, as Paddle would report them. */
    async pay(user, checkoutToken) {
      const [encoded = "", signature = ""] = checkoutToken.split(".");
      const payload = Buffer.from(encoded, "base64url").toString();
      const expected = Buffer.from(signToken(payload));
      const given = Buffer.from(signature);
      const [tokenUser, planId, expires] = payload.split(".");
      if (
        expected.length !== given.length ||
        !timingSafeEqual(expected, given) ||
        tokenUser !== user.id ||
        planId !== "pro" ||
        Number(expires) < clock.now().getTime()
      ) {
        throw new HttpError(400, "invalid_checkout", "There was an error with the checkout process. Please try again.");
      }
      const now = clock.now();
      const subscriptionId = id("sub");
      const customer = { customer_id: `ctm_demo_${user.id}`, custom_data: { userId: user.id, planId: "pro" } };
      const items = [{ price: { id: DEMO_PRO_PRICE }, quantity: 1 }];
      await emit("subscription.created", {
        id: subscriptionId,
        status: "active",
        ...customer,
        current_billing_period: { starts_at: now.toISOString(), ends_at: addMonths(now, 1).toISOString() },
        scheduled_change: null,
        items,
      });
      await emit("transaction.completed", {
        id: id("txn"),
        status: "completed",
        subscription_id: subscriptionId,
        ...customer,
        currency_code: PLANS.pro.currency,
        details: { totals: { grand_total: String(PLANS.pro.priceCents) } },
        items,
      });
    },

    async cancelAtPeriodEnd(subscription: SubscriptionRow) {
      await emit("subscription.updated", {
        id: subscription.providerSubscriptionId,
        status: "active",
        customer_id: subscription.providerCustomerId,
        custom_data: { userId: subscription.userId, planId: subscription.planId },
        current_billing_period: {
          starts_at: subscription.currentPeriodStart.toISOString(),
          ends_at: subscription.currentPeriodEnd.toISOString(),
        },
        scheduled_change: { action: "cancel", effective_at: subscription.currentPeriodEnd.toISOString() },
        items: [{ price: { id: DEMO_PRO_PRICE }, quantity: 1 }],
      });
    },
  };
  return provider;
}
export type DemoProvider = ReturnType<typeof demoProvider>;
