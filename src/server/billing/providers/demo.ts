import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { PLANS } from "@/domain/plans";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { demoCheckoutRedemptions } from "../../db/schema-billing";
import { HttpError } from "../../http/errors";
import type { WebhookReceiver, WebhookSource } from "../webhooks";
import { addMonths } from "../../entitlements/periods";
import { signPaddleStyle } from "./signature";
import type { SubscriptionRow } from "../../entitlements/subscriptions";
import { type PaymentProvider, successUrl } from "./provider";

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
/** A checkout's payment is named after its token: the success URL can carry it before it is paid. */
const transactionIdOf = (tokenId: string) => `txn_demo_${tokenId}`;

/** What a checkout token carries, signed: its own id (each token pays once), the buyer and the expiry. */
const tokenPayload = z.object({ tokenId: z.string(), userId: z.string(), planId: z.literal("pro"), expiresAt: z.number() });
const invalidCheckout = () => new HttpError(400, "invalid_checkout", "There was an error with the checkout process. Please try again.");

/**
 * The default payment provider: a checkout of our own whose Pay emits Paddle-shaped events, signed with a
 * local secret, into the same webhook receiver as Paddle's. Nothing is charged.
 */
export function demoProvider(deps: {
  db: Db;
  secret: string;
  appUrl: string;
  clock: Clock;
  source: WebhookSource;
  receive: WebhookReceiver;
}) {
  const { db, secret, appUrl, clock, source, receive } = deps;
  const tokenKey = createHmac("sha256", secret).update("demo-checkout").digest();

  const signToken = (payload: string) => createHmac("sha256", tokenKey).update(payload).digest("base64url");

  async function emit(type: string, data: Record<string, unknown>, within = db) {
    const body = JSON.stringify({
      event_id: id("evt"),
      event_type: type,
      occurred_at: clock.now().toISOString(),
      notification_id: id("ntf"),
      data,
    });
    return receive(body, signPaddleStyle(body, source.secret), within);
  }

  /** The token's payload when its signature is ours, it is this user's and it has not expired. */
  function readToken(user: { id: string }, checkoutToken: string) {
    const [encoded = "", signature = ""] = checkoutToken.split(".");
    const payload = Buffer.from(encoded, "base64url").toString();
    const expected = Buffer.from(signToken(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalidCheckout();
    let token;
    try {
      token = tokenPayload.parse(JSON.parse(payload));
    } catch {
      // Signed by us but not in this shape: a token issued before its format changed.
      throw invalidCheckout();
    }
    if (token.userId !== user.id || token.expiresAt < clock.now().getTime()) throw invalidCheckout();
    return token;
  }

  /** A subscription.updated event as Paddle sends it when a scheduled change is set or removed. */
  async function updated(subscription: SubscriptionRow, scheduledChange: { action: "cancel"; effective_at: string } | null) {
    await emit("subscription.updated", {
      id: subscription.providerSubscriptionId,
      status: "active",
      customer_id: subscription.providerCustomerId,
      custom_data: { userId: subscription.userId, planId: subscription.planId },
      current_billing_period: {
        starts_at: subscription.currentPeriodStart.toISOString(),
        ends_at: subscription.currentPeriodEnd.toISOString(),
      },
      scheduled_change: scheduledChange,
      items: [{ price: { id: DEMO_PRO_PRICE }, quantity: 1 }],
    });
  }

  const provider: PaymentProvider & { pay(user: { id: string }, checkoutToken: string): Promise<void> } = {
    id: "demo",
    webhook: source,

    async checkout(user, checkoutId) {
      // The token is named after the checkout: its events carry that id in custom data, as Paddle's do.
      const payload = JSON.stringify({
        tokenId: checkoutId,
        userId: user.id,
        planId: "pro",
        expiresAt: clock.now().getTime() + CHECKOUT_TTL_MS,
      } satisfies z.infer<typeof tokenPayload>);
      return {
        provider: "demo",
        checkoutToken: `${Buffer.from(payload).toString("base64url")}.${signToken(payload)}`,
        planId: "pro",
        planName: PLANS.pro.name,
        amountCents: PLANS.pro.priceCents!,
        currency: PLANS.pro.currency,
        successUrl: successUrl(appUrl, "pro", transactionIdOf(checkoutId)),
      };
    },

    /**
     * The demo checkout's Pay button: a new subscription and its first payment, as Paddle would report them.
     * The token is redeemed in the same transaction as both events' effects: it pays once, however often or
     * concurrently it is sent, and a payment that fails leaves it unspent.
     */
    async pay(user, checkoutToken) {
      const token = readToken(user, checkoutToken);
      const now = clock.now();
      const subscriptionId = id("sub");
      const customer = { customer_id: `ctm_demo_${user.id}`, custom_data: { userId: user.id, checkoutId: token.tokenId, planId: "pro" } };
      const items = [{ price: { id: DEMO_PRO_PRICE }, quantity: 1 }];
      await db.transaction(async (tx) => {
        const redeemed = await tx
          .insert(demoCheckoutRedemptions)
          .values({ tokenId: token.tokenId, userId: user.id, redeemedAt: now })
          .onConflictDoNothing()
          .returning({ tokenId: demoCheckoutRedemptions.tokenId });
        if (!redeemed.length) throw new HttpError(409, "checkout_already_paid", "This checkout has already been paid.");
        const created = await emit(
          "subscription.created",
          {
            id: subscriptionId,
            status: "active",
            ...customer,
            current_billing_period: { starts_at: now.toISOString(), ends_at: addMonths(now, 1).toISOString() },
            scheduled_change: null,
            items,
          },
          tx,
        );
        const paid = await emit(
          "transaction.completed",
          {
            id: transactionIdOf(token.tokenId),
            status: "completed",
            subscription_id: subscriptionId,
            ...customer,
            currency_code: PLANS.pro.currency,
            details: { totals: { grand_total: String(PLANS.pro.priceCents) } },
            items,
          },
          tx,
        );
        // Refused (the user holds another subscription by now): undo the redemption with everything else.
        if (created !== "applied" || paid !== "applied") throw new HttpError(409, "already_on_plan", "You are already on this plan");
      });
    },

    cancelAtPeriodEnd: (subscription) =>
      updated(subscription, { action: "cancel", effective_at: subscription.currentPeriodEnd.toISOString() }),
    keepAtPeriodEnd: (subscription) => updated(subscription, null),
  };
  return provider;
}
