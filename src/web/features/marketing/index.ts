import { lazy } from "react";

export { LandingPage } from "./pages/landing-page";

// The landing page ships in the entry bundle; the other public pages are fetched when visited,
// which keeps the landing page's JavaScript small.
export const AboutPage = lazy(() => import("./pages/about-page").then((m) => ({ default: m.AboutPage })));
export const ContactPage = lazy(() => import("./pages/contact-page").then((m) => ({ default: m.ContactPage })));
export const TermsPage = lazy(() => import("./pages/terms-page").then((m) => ({ default: m.TermsPage })));
export const PrivacyPage = lazy(() => import("./pages/privacy-page").then((m) => ({ default: m.PrivacyPage })));
export const RefundPolicyPage = lazy(() =>
  import("./pages/refund-policy-page").then((m) => ({ default: m.RefundPolicyPage })),
);
