import { client, ok } from "@/web/lib/api-client";

/** Starts a checkout for a paid plan (already_on_plan when on it; Teams is contact-only: contact_sales). */
export const startCheckout = (planId: "pro") => ok(client.billing.checkout.$post({ json: { planId } }));

/**
 * POST /api/billing/demo/pay: the demo overlay's Pay. The server runs the provider's signed events through
 * its webhook code; the plan is active when this answers, with the new subscription.
 */
export const payDemoCheckout = (checkoutToken: string) => ok(client.billing.demo.pay.$post({ json: { checkoutToken } }));

/** POST /api/billing/downgrade: the paid plan ends (and becomes Free) at the end of the current period. */
export const downgradeToFree = () => ok(client.billing.downgrade.$post());

/** GET /api/billing/checkout-status: what became of a checkout, by the transaction id its return carries. */
export const getCheckoutStatus = (transactionId: string, signal?: AbortSignal) =>
  ok(client.billing["checkout-status"].$get({ query: { transactionId } }, { init: { signal } }));

/** POST /api/billing/resume: withdraws the scheduled downgrade; the paid plan renews at the period's end again. */
export const keepPaidPlan = () => ok(client.billing.resume.$post());
