export { BillingPage } from "./billing-page";
export { CheckoutSuccessPage } from "./checkout-success-page";
