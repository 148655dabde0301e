import { z } from "zod";
import { PLAN_IDS } from "../plans";

/** GET /api/billing/subscription (and the answer of every change of plan): the plan and this period's allowance. */
export const subscriptionSchema = z.object({
  planId: z.enum(PLAN_IDS),
  planName: z.string(),
  status: z.enum(["active", "inactive"]),
  remaining: z.int(),
  total: z.int(),
  currentPeriodStart: z.iso.datetime(),
  renewsAt: z.iso.datetime(),
  cancelAtPeriodEnd: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /api/billing/config: which payment provider runs and where Teams enquiries go. */
export const billingConfigSchema = z.object({ provider: z.enum(["demo", "paddle"]), supportEmail: z.string() });

/** POST /api/billing/checkout: a paid plan (Teams is refused with contact_sales: it is sold by our team). */
export const checkoutRequestSchema = z.object({ planId: z.enum(["pro", "teams"]) });

/** With the demo provider: a signed token for our own checkout overlay. */
export const demoCheckoutSessionSchema = z.object({
  provider: z.literal("demo"),
  checkoutToken: z.string(),
  planId: z.string(),
  planName: z.string(),
  amountCents: z.int(),
  currency: z.string(),
  successUrl: z.string(),
});
export type DemoCheckoutSession = z.infer<typeof demoCheckoutSessionSchema>;

/** With Paddle: what Paddle.js needs to open its overlay. */
export const paddleCheckoutSessionSchema = z.object({
  provider: z.literal("paddle"),
  clientToken: z.string(),
  environment: z.enum(["sandbox", "production"]),
  priceId: z.string(),
  customerEmail: z.string(),
  customData: z.object({ userId: z.string(), checkoutId: z.string(), planId: z.string() }),
  successUrl: z.string(),
});
export type PaddleCheckoutSession = z.infer<typeof paddleCheckoutSessionSchema>;

/** What the browser needs to open a checkout. */
export const checkoutSessionSchema = z.discriminatedUnion("provider", [demoCheckoutSessionSchema, paddleCheckoutSessionSchema]);
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** POST /api/billing/demo/pay: the token the demo checkout was opened with. */
export const demoPayRequestSchema = z.object({ checkoutToken: z.string().min(1).max(500) });

/** GET /api/billing/checkout-status?transactionId=…: the provider's transaction id a checkout returned with. */
export const checkoutStatusQuerySchema = z.object({ transactionId: z.string().min(1).max(200) });

/**
 * What became of a checkout: paid only once the provider's verified event recorded it for this user. Unknown,
 * someone else's, or its event still on its way are all `unconfirmed`.
 */
export const checkoutStatusSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("paid"), planId: z.enum(PLAN_IDS), planName: z.string(), monthlyGenerations: z.int() }),
  z.object({ status: z.literal("unconfirmed") }),
]);
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

/** One of the user's payments, newest first (GET /api/billing/transactions gives the newest 24). */
export const paymentSchema = z.object({
  id: z.string(),
  paidAt: z.iso.datetime(),
  planId: z.enum(PLAN_IDS),
  planName: z.string(),
  amountCents: z.int(),
  currency: z.string(),
  status: z.string(),
  /** The provider can give this payment's invoice PDF (Paddle); the demo provider has none. */
  invoice: z.boolean(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentsSchema = z.object({ items: z.array(paymentSchema) });

/** A short-lived link at the payment provider (an invoice PDF, the payment-method page). */
export const providerLinkSchema = z.object({ url: z.string() });

/** POST /api/billing/webhooks/{provider}: the event was received; what became of it is for the logs. */
export const webhookReceiptSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(["applied", "duplicate", "stale", "ignored", "rejected"]),
});
