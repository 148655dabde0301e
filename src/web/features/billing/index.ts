/**
 * Billing owns the subscription: the plan, the allowance of the current period and how it is refreshed.
 * The builders read it through the hooks below. The screens (/billing, /checkout/success) are a chunk of
 * their own, fetched by the router on first visit through `loadBillingPages`, so the builders that import
 * this file do not download them.
 */
export {
  BILLING_REFRESH_MS,
  USAGE_REFRESH_MS,
  getSubscription,
  getSubscriptionQueryOptions,
  personalAllowance,
  useSubscription,
} from "./api/get-subscription";
export type { Subscription } from "@/domain/api/billing";
export { useBillingConfig } from "./api/get-billing-config";
export { contactSalesHref } from "./lib/plan-actions";

export const loadBillingPages = () => import("./pages");
