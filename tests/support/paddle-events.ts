import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { billingCheckouts, subscriptions, webhookEvents } from "@/server/db/schema-billing";
import { signPaddleStyle } from "@/server/billing/providers/signature";
import { insertUser } from "./fixtures";
import type { TestApp } from "./test-app";

/** The app's Paddle settings in webhook tests: a known webhook secret and one Pro price. */
export const PADDLE_SECRET = "pdl_ntfset_01test_webhook_secret";
export const PADDLE_PRO_PRICE = "pri_01testpro";
export const paddleEnv = {
  PADDLE_API_KEY: "pdl_sdbx_apikey_test",
  PADDLE_CLIENT_TOKEN: "test_client_token",
  PADDLE_WEBHOOK_SECRET: PADDLE_SECRET,
  PADDLE_PRICE_PRO: PADDLE_PRO_PRICE,
};

export const rid = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;

/** A Paddle Billing event body, as Paddle sends it. */
export function event(type: string, data: Record<string, unknown>, options: { id?: string; at?: Date } = {}) {
  return JSON.stringify({
    event_id: options.id ?? rid("evt"),
    event_type: type,
    occurred_at: (options.at ?? new Date()).toISOString(),
    notification_id: rid("ntf"),
    data,
  });
}

/**
 * The checkout id the events below carry in custom data for a user. It binds a subscription to the user only once
 * recorded as a checkout they opened (`paddleWebhooks(t).buyer()` or `.opened(userId)`), as POST /api/billing/checkout does.
 */
export const checkoutIdOf = (userId: string) => `chk_test_${userId}`;

export function subscriptionData(userId: string, subscriptionId: string, extra: Record<string, unknown> = {}) {
  return {
    id: subscriptionId,
    status: "active",
    customer_id: "ctm_01test",
    custom_data: { userId, checkoutId: checkoutIdOf(userId), planId: "pro" },
    current_billing_period: { starts_at: "2026-11-01T00:00:00.000Z", ends_at: "2026-12-01T00:00:00.000Z" },
    scheduled_change: null,
    items: [{ price: { id: PADDLE_PRO_PRICE }, quantity: 1 }],
    ...extra,
  };
}

export function transactionData(userId: string, subscriptionId: string, transactionId = rid("txn"), grandTotal = "1000") {
  return {
    id: transactionId,
    status: "completed",
    customer_id: "ctm_01test",
    subscription_id: subscriptionId,
    custom_data: { userId, checkoutId: checkoutIdOf(userId), planId: "pro" },
    currency_code: "USD",
    details: { totals: { grand_total: grandTotal } },
    items: [{ price: { id: PADDLE_PRO_PRICE }, quantity: 1 }],
  };
}

/** Posting events to the Paddle webhook of an app set up with `paddleEnv`, and reading what they did. */
export function paddleWebhooks(t: TestApp) {
  /** Records the checkout `checkoutIdOf(userId)` as one the user opened. */
  const opened = async (userId: string) => {
    await t.database.db.insert(billingCheckouts).values({ id: checkoutIdOf(userId), userId });
  };
  return {
    opened,
    /** A new user who has opened a checkout: the events above for them bind their subscription. */
    buyer: async () => {
      const userId = await insertUser(t.database.db);
      await opened(userId);
      return userId;
    },
    /** Sends an event signed with the webhook secret now, unless a signature (or null for none) is given. */
    deliver: (body: string, signature: string | null = signPaddleStyle(body, PADDLE_SECRET)) =>
      t.app.request("/api/billing/webhooks/paddle", {
        method: "POST",
        headers: { "content-type": "application/json", ...(signature === null ? {} : { "paddle-signature": signature }) },
        body,
      }),
    subscriptionOf: async (userId: string) =>
      (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!,
    receipts: async () => (await t.database.db.select().from(webhookEvents)).length,
  };
}
