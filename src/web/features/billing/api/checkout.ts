import type { PlanId } from "@/domain/plans";
import { api } from "@/web/lib/api-client";
import type { Subscription } from "./get-subscription";

/** POST /api/billing/checkout with the demo provider: a signed token for our own checkout overlay. */
export interface DemoCheckoutSession {
  provider: "demo";
  checkoutToken: string;
  planId: string;
  planName: string;
  amountCents: number;
  currency: string;
  successUrl: string;
}

/** POST /api/billing/checkout with Paddle: what Paddle.js needs to open its overlay. */
export interface PaddleCheckoutSession {
  provider: "paddle";
  clientToken: string;
  environment: "sandbox" | "production";
  priceId: string;
  customerEmail: string;
  customData: { userId: string; planId: string };
  successUrl: string;
}

export type CheckoutSession = DemoCheckoutSession | PaddleCheckoutSession;

/** Starts a checkout for a paid plan (409 when already on it; Teams is contact-only and answers 400). */
export function startCheckout(planId: "pro"): Promise<CheckoutSession> {
  return api<CheckoutSession>("/api/billing/checkout", { json: { planId } });
}

/**
 * POST /api/billing/demo/pay: the demo overlay's Pay. The server runs the provider's signed events through
 * its webhook code; the plan is active when this answers, with the new subscription.
 */
export function payDemoCheckout(checkoutToken: string): Promise<Subscription> {
  return api<Subscription>("/api/billing/demo/pay", { json: { checkoutToken } });
}

/** POST /api/billing/downgrade: the paid plan ends (and becomes Free) at the end of the current period. */
export function downgradeToFree(): Promise<Subscription> {
  return api<Subscription>("/api/billing/downgrade", { json: {} });
}

/** GET /api/billing/checkout-status: what became of a checkout, by the transaction id its return carries. */
export type CheckoutStatus =
  | { status: "paid"; planId: PlanId; planName: string; monthlyGenerations: number }
  /** Not (yet) a recorded payment of this user's: unknown, someone else's, or its event still on its way. */
  | { status: "unconfirmed" };

export function getCheckoutStatus(transactionId: string, signal?: AbortSignal): Promise<CheckoutStatus> {
  return api<CheckoutStatus>(`/api/billing/checkout-status?transactionId=${encodeURIComponent(transactionId)}`, { signal });
}

/** POST /api/billing/resume: withdraws the scheduled downgrade; the paid plan renews at the period's end again. */
export function keepPaidPlan(): Promise<Subscription> {
  return api<Subscription>("/api/billing/resume", { json: {} });
}
