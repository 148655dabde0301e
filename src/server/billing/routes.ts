import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  billingConfigSchema,
  checkoutRequestSchema,
  checkoutSessionSchema,
  checkoutStatusQuerySchema,
  checkoutStatusSchema,
  demoPayRequestSchema,
  paymentsSchema,
  providerLinkSchema,
  subscriptionSchema,
  webhookReceiptSchema,
} from "@/domain/api/billing";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { currentSubscription, setCancelAtPeriodEnd, subscriptionOf } from "../entitlements/subscriptions";
import type { AppEnv, AuthedEnv } from "../http/context";
import { HttpError } from "../http/errors";
import { declaredRoutes, idParam, json, jsonBody, refusal, userRoute } from "../http/openapi";
import { checkoutStatus, paymentHistory, paymentOf } from "./payments";
import type { Billing } from "./setup";
import { openCheckout } from "./checkouts";

/** Every route that reads the subscription refuses a user without one (an account created before billing). */
const noSubscription = refusal(["not_found"]);
/** The payment provider's API failed or refused (Paddle down): try again. */
const providerDown = refusal(["provider_unavailable"]);

const readSubscription = userRoute(
  createRoute({
    method: "get",
    path: "/subscription",
    summary: "Your plan and this period's allowance",
    description: "An allowance whose period has ended is renewed first.",
    responses: { 200: json(subscriptionSchema, "The plan and the allowance left."), 404: noSubscription },
  }),
);

const readConfig = userRoute(
  createRoute({
    method: "get",
    path: "/config",
    summary: "Which payment provider runs",
    responses: { 200: json(billingConfigSchema, "The provider, and where Teams enquiries go.") },
  }),
);

const startCheckout = userRoute(
  createRoute({
    method: "post",
    path: "/checkout",
    summary: "Start a checkout for a paid plan",
    description: "Teams is sold by our sales team and refused with contact_sales.",
    request: { body: jsonBody(checkoutRequestSchema) },
    responses: {
      200: json(checkoutSessionSchema, "What the browser needs to open the provider's checkout."),
      400: refusal(["contact_sales"]),
      404: noSubscription,
      409: refusal(["already_on_plan"]),
    },
  }),
);

const payDemo = userRoute(
  createRoute({
    method: "post",
    path: "/demo/pay",
    summary: "Pay a demo checkout (demo provider only)",
    description:
      "Runs the provider's signed events through the webhook code: the plan is active when this answers. Each checkout pays once.",
    request: { body: jsonBody(demoPayRequestSchema) },
    responses: {
      200: json(subscriptionSchema, "The new subscription."),
      400: refusal(["invalid_checkout"]),
      404: refusal(["not_found"]),
      409: refusal(["checkout_already_paid", "already_on_plan"]),
    },
  }),
);

const planChange = <P extends string>(path: P, summary: string, description: string) =>
  userRoute(
    createRoute({
      method: "post",
      path,
      summary,
      description,
      responses: {
        200: json(subscriptionSchema, "The subscription as it is now."),
        404: noSubscription,
        409: refusal(["already_free", "no_provider_subscription"]),
        502: providerDown,
      },
    }),
  );

const downgrade = planChange(
  "/downgrade",
  "Downgrade to Free at the end of the period",
  "The paid plan stays until the period ends, then becomes Free.",
);

const resume = planChange("/resume", "Keep the paid plan", "Withdraws a scheduled downgrade: the plan renews at the period's end again.");

const readCheckoutStatus = userRoute(
  createRoute({
    method: "get",
    path: "/checkout-status",
    summary: "What became of a checkout",
    description: "Paid only once the provider's verified event recorded the payment for you.",
    request: { query: checkoutStatusQuerySchema },
    responses: { 200: json(checkoutStatusSchema, "Paid, or not (yet) confirmed."), 400: refusal(["invalid_transaction"]) },
  }),
);

const listPayments = userRoute(
  createRoute({
    method: "get",
    path: "/transactions",
    summary: "Your payments",
    responses: { 200: json(paymentsSchema, "The newest 24 payments, newest first.") },
  }),
);

const readInvoice = userRoute(
  createRoute({
    method: "get",
    path: "/transactions/{id}/invoice",
    summary: "A link to a payment's invoice",
    description: "Asked of the payment provider now (Paddle only); the link is short-lived.",
    request: { params: idParam },
    responses: {
      200: json(providerLinkSchema, "The invoice PDF's link."),
      404: refusal(["not_found"]),
      502: providerDown,
    },
  }),
);

const readPaymentMethodLink = userRoute(
  createRoute({
    method: "post",
    path: "/payment-method",
    summary: "A link to change the payment method",
    description: "The payment provider's own page (Paddle only); the link is short-lived.",
    responses: {
      200: json(providerLinkSchema, "The page's link."),
      404: refusal(["not_found"]),
      409: refusal(["no_paid_plan"]),
      502: providerDown,
    },
  }),
);

/**
 * The signed-in user's plan: read it, check out, pay (demo), schedule the downgrade or withdraw it, what
 * became of a checkout, the payments made and their invoices, and the provider's payment-method page.
 */
export function billingRoutes(deps: { db: Db; billing: Billing; config: Config; clock: Clock }) {
  const { db, billing, config, clock } = deps;
  return declaredRoutes<AuthedEnv>()
    .openapi(readSubscription, async (c) => c.json(await subscriptionOf(db, c.get("user").id, clock), 200))
    .openapi(readConfig, (c) => c.json({ provider: billing.provider.id, supportEmail: config.supportEmail }, 200))
    .openapi(startCheckout, async (c) => {
      const { planId } = c.req.valid("json");
      if (planId === "teams") throw new HttpError(400, "contact_sales", "Teams is sold through our sales team. Please contact us.");
      const user = c.get("user");
      const row = await currentSubscription(db, user.id, clock);
      if (row.planId === planId) throw new HttpError(409, "already_on_plan", "You are already on this plan");
      return c.json(await billing.provider.checkout(user, await openCheckout(db, user.id)), 200);
    })
    .openapi(payDemo, async (c) => {
      if (!billing.demo) throw new HttpError(404, "not_found", "No such API endpoint.");
      const { checkoutToken } = c.req.valid("json");
      const user = c.get("user");
      await billing.demo.pay(user, checkoutToken);
      return c.json(await subscriptionOf(db, user.id, clock), 200);
    })
    .openapi(downgrade, async (c) => {
      const userId = c.get("user").id;
      const row = await currentSubscription(db, userId, clock);
      if (row.planId === "free") throw new HttpError(409, "already_free", "You are already on the Free plan");
      if (!row.cancelAtPeriodEnd) {
        await fromProvider(c, () => billing.provider.cancelAtPeriodEnd(row));
        // Paddle confirms with a webhook later; the change it accepted is shown now.
        await setCancelAtPeriodEnd(db, row.id, true);
      }
      return c.json(await subscriptionOf(db, userId, clock), 200);
    })
    .openapi(resume, async (c) => {
      const userId = c.get("user").id;
      const row = await currentSubscription(db, userId, clock);
      if (row.planId === "free") throw new HttpError(409, "already_free", "You are already on the Free plan");
      if (row.cancelAtPeriodEnd) {
        await fromProvider(c, () => billing.provider.keepAtPeriodEnd(row));
        // Paddle confirms with a webhook later; the change it accepted is shown now.
        await setCancelAtPeriodEnd(db, row.id, false);
      }
      return c.json(await subscriptionOf(db, userId, clock), 200);
    })
    .openapi(
      readCheckoutStatus,
      async (c) => {
        const { transactionId } = c.req.valid("query");
        return c.json(await checkoutStatus(db, c.get("user").id, billing.provider.id, transactionId), 200);
      },
      (result): undefined => {
        if (!result.success) throw new HttpError(400, "invalid_transaction", "A transaction id is required.");
      },
    )
    .openapi(listPayments, async (c) => {
      const invoices = billing.provider.invoiceUrl ? { provider: billing.provider.id } : null;
      return c.json({ items: await paymentHistory(db, c.get("user").id, invoices) }, 200);
    })
    .openapi(readInvoice, async (c) => {
      const id = z.uuid().safeParse(c.req.valid("param").id);
      const payment = id.success ? await paymentOf(db, c.get("user").id, id.data) : undefined;
      const invoiceUrl = billing.provider.invoiceUrl;
      if (!payment || !invoiceUrl || payment.provider !== billing.provider.id) {
        throw new HttpError(404, "not_found", "No invoice is available for this payment.");
      }
      return c.json({ url: await fromProvider(c, () => invoiceUrl(payment.externalReference)) }, 200);
    })
    .openapi(readPaymentMethodLink, async (c) => {
      const paymentMethodUrl = billing.provider.paymentMethodUrl;
      if (!paymentMethodUrl) throw new HttpError(404, "not_found", "No such API endpoint.");
      const row = await currentSubscription(db, c.get("user").id, clock);
      if (row.planId === "free") throw new HttpError(409, "no_paid_plan", "You have no paid plan to pay for.");
      return c.json({ url: await fromProvider(c, () => paymentMethodUrl(row)) }, 200);
    });
}

/**
 * Calls the payment provider's API: our own refusals pass through, and anything else (Paddle down, or
 * refusing) answers 502 with a message to try again, instead of a 500.
 */
async function fromProvider<T>(c: Context<AuthedEnv>, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    c.get("logger").error({ err: error }, "payment provider call failed");
    throw new HttpError(502, "provider_unavailable", "The payment provider could not be reached. Please try again.");
  }
}

const receiveWebhook = createRoute({
  method: "post",
  path: "/{provider}",
  summary: "A payment event from the provider",
  description:
    "Called by the payment provider's servers, not by browsers: the `Paddle-Signature` header over the raw body is " +
    "its authentication. An event that can never apply is recorded as rejected and still answered 200, so the " +
    "provider stops retrying it; only a failure to apply answers 5xx, so the provider retries.",
  request: { params: z.object({ provider: z.string() }) },
  responses: {
    200: json(webhookReceiptSchema, "The event was received."),
    // A NUL character in the address is refused before routing, as everywhere.
    400: refusal(["invalid_text"]),
    401: refusal(["invalid_signature"]),
    404: refusal(["not_found"]),
    413: refusal(["payload_too_large"]),
    500: refusal(["internal_error"]),
    503: refusal(["database_unavailable"]),
  },
});

/** POST /api/billing/webhooks/{provider}: public, authenticated by the signature alone. */
export function webhookRoutes(billing: Billing) {
  return declaredRoutes<AppEnv>().openapi(receiveWebhook, async (c) => {
    if (c.req.valid("param").provider !== billing.provider.id) throw new HttpError(404, "not_found", "No such API endpoint.");
    // The raw body: the signature is over its exact bytes.
    const outcome = await billing.receive(await c.req.text(), c.req.header("paddle-signature"));
    return c.json({ received: true as const, outcome }, 200);
  });
}
