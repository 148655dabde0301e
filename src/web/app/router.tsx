import { lazy, Suspense, type ReactNode } from "react";
import { Navigate, Route, Routes } from "react-router";
import {
  AboutPage,
  ContactPage,
  LandingPage,
  PrivacyPage,
  RefundPolicyPage,
  TermsPage,
} from "@/web/features/marketing";
import { HomeRoute } from "./home-route";
import { LoadingScreen } from "./loading-screen";
import { PublicLayout } from "./public-layout";

// The signed-in area and the auth screens are split into their own chunks, so the landing and
// static pages download none of their code.
const AppLayout = lazy(() => import("./app-layout").then((module) => ({ default: module.AppLayout })));
const CenteredLayout = lazy(() =>
  import("./centered-layout").then((module) => ({ default: module.CenteredLayout })),
);
const PlaceholderPage = lazy(() =>
  import("./placeholder-page").then((module) => ({ default: module.PlaceholderPage })),
);

/** Screens in the centered layout. Placeholders until the auth and checkout features land. */
const CENTERED_SCREENS = [
  { path: "/login", title: "Sign in" },
  { path: "/signup", title: "Create your account" },
  { path: "/forgot-password", title: "Forgot your password?" },
  { path: "/reset-password", title: "Reset your password" },
  { path: "/auth/reset-password", title: "Reset your password" },
  { path: "/auth/callback", title: "Signing you in" },
  { path: "/checkout/success", title: "Completing your payment" },
];

/** Screens in the app layout (to be guarded once sessions exist). */
const APP_SCREENS = [
  { path: "/build-text", title: "Build Your Text Prompt" },
  { path: "/build-art", title: "Build Your Art Prompt" },
  { path: "/saved-prompts", title: "Saved Prompts" },
  { path: "/saved-inputs", title: "Saved Inputs" },
  { path: "/settings", title: "Settings" },
  { path: "/billing", title: "Billing & Subscription" },
  { path: "/admin", title: "Admin Dashboard" },
];

function LazyLayout({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

export function AppRoutes() {
  return (
    <Routes>
      {/* No session state exists yet, so authentication is never loading. */}
      <Route index element={<HomeRoute loading={false} />} />

      <Route element={<PublicLayout />}>
        <Route path="/landing" element={<LandingPage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/refunds" element={<RefundPolicyPage />} />
        <Route path="/blogone" element={<RefundPolicyPage />} />
      </Route>

      <Route
        element={
          <LazyLayout>
            <CenteredLayout />
          </LazyLayout>
        }
      >
        {CENTERED_SCREENS.map(({ path, title }) => (
          <Route key={path} path={path} element={<PlaceholderPage title={title} />} />
        ))}
      </Route>

      <Route
        element={
          <LazyLayout>
            <AppLayout isAdmin={false} />
          </LazyLayout>
        }
      >
        {APP_SCREENS.map(({ path, title }) => (
          <Route key={path} path={path} element={<PlaceholderPage title={title} />} />
        ))}
      </Route>

      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
