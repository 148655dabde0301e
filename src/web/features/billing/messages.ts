import { ApiError, type ClientErrorCode, isSignedOut } from "@/web/lib/api-client";

/** The spec's billing and checkout texts (sections 2 and 8), word for word. */
export const BILLING_MESSAGES = {
  loadFailed: "Failed to load subscription data",
  alreadyOnPlan: "You are already on this plan",
  alreadyFree: "You are already on the Free plan",
  redirectingToContact: "Redirecting to contact form...",
  downgradeScheduled: "Your plan will be downgraded to FREE at the end of the current billing period",
  downgradeFailed: "Failed to downgrade subscription",
  updateFailed: "Failed to update subscription",
  historyFailed: "Failed to load your billing history",
  invoiceFailed: "Could not get this invoice. Please try again.",
  paymentMethodFailed: "Could not open the payment method page. Please try again.",
  loginToUpgrade: "Please log in to upgrade your plan",
  loginToPurchase: "You must be logged in to make a purchase",
  paymentLoading: "Payment system is still loading. Please try again in a moment.",
  emailMissing: "Your account email is not available. Please update your profile or contact support.",
  checkoutError: "There was an error with the checkout process. Please try again.",
  subscriptionCompleted: "Subscription completed successfully!",
  paymentError: "There was an error processing your payment. Please contact support.",
  paymentSuccessful: "Payment Successful!",
  welcome: "Welcome to your new subscription plan!",
  paymentProcessed: "Payment Processed",
  /** The issue message under 'Payment Processed': it claims no payment it could not confirm. */
  paymentUnconfirmed:
    "We could not confirm a payment for this checkout. If you paid, your plan will show on the Billing page as soon as the payment provider confirms it.",
} as const;

/** Refusals whose message tells the user what to do: the plan changed elsewhere, a refused checkout. */
const SAID_AS_IS: ReadonlySet<ClientErrorCode> = new Set<ClientErrorCode>([
  "already_on_plan",
  "already_free",
  "no_paid_plan",
  "no_provider_subscription",
  "checkout_already_paid",
  "invalid_checkout",
  "contact_sales",
]);

/**
 * The text to show for a failed billing call: the server's own message when it is one the user can act on
 * ('You are already on this plan', a refused checkout), `loginMessage` once the session has ended, `fallback`
 * for anything else.
 */
export function billingErrorMessage(error: unknown, fallback: string, loginMessage: string = BILLING_MESSAGES.loginToUpgrade): string {
  if (!(error instanceof ApiError)) return fallback;
  if (isSignedOut(error)) return loginMessage;
  if (SAID_AS_IS.has(error.code)) return error.message;
  return fallback;
}
