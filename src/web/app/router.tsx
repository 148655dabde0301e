import { lazy, Suspense, type ReactNode } from "react";
import { Route, Routes } from "react-router";
import {
  AlternativeResetPasswordPage,
  AuthCallbackPage,
  ForgotPasswordPage,
  LoginPage,
  RequireAuth,
  ResetPasswordPage,
  SignupPage,
} from "@/web/features/auth";
import {
  AboutPage,
  ContactPage,
  LandingPage,
  PrivacyPage,
  RefundPolicyPage,
  TermsPage,
} from "@/web/features/marketing";
import { BuildArtPage, BuildTextPage, ImprovePage } from "@/web/features/builder";
import { SettingsPage } from "@/web/features/settings";
import { SharedPromptPage } from "@/web/features/sharing";
import { HomeRoute } from "./home-route";
import { LoadingScreen } from "./loading-screen";
import { PublicLayout } from "./public-layout";
import { BUILDER_PATHS } from "@/web/lib/builder-hand-over";
import { Redirect } from "@/web/lib/redirect";

// The signed-in area and the auth screens are split into their own chunks, so the landing and
// static pages download none of their code.
const SignedInAppLayout = lazy(() =>
  import("./app-layout").then((module) => ({ default: module.SignedInAppLayout })),
);
const AppProviders = lazy(() => import("./providers").then((module) => ({ default: module.AppProviders })));
const CenteredLayout = lazy(() =>
  import("./centered-layout").then((module) => ({ default: module.CenteredLayout })),
);

// Billing is imported lazily: its index also carries the subscription query (react-query), which must
// stay out of the landing page's bundle.
const billingPages = () => import("@/web/features/billing").then((module) => module.loadBillingPages());
const BillingPage = lazy(() => billingPages().then((module) => ({ default: module.BillingPage })));
const CheckoutSuccessPage = lazy(() => billingPages().then((module) => ({ default: module.CheckoutSuccessPage })));

// The library's index carries the builders' save hooks (react-query, the API client): imported lazily too.
const library = () => import("@/web/features/library");
const SavedPromptsPage = lazy(() =>
  library().then((m) => m.loadSavedPromptsPage()).then((m) => ({ default: m.SavedPromptsPage })),
);
const SavedInputsPage = lazy(() =>
  library().then((m) => m.loadSavedInputsPage()).then((m) => ({ default: m.SavedInputsPage })),
);
const SharedLinksPage = lazy(() =>
  library().then((m) => m.loadSharedLinksPage()).then((m) => ({ default: m.SharedLinksPage })),
);
const HistoryPage = lazy(() => library().then((m) => m.loadHistoryPage()).then((m) => ({ default: m.HistoryPage })));

// Team workspaces: the Team page and the invitation's accept page.
const teamPages = () => import("@/web/features/teams").then((m) => m.loadTeamPages());
const TeamPage = lazy(() => teamPages().then((m) => ({ default: m.TeamPage })));
const AcceptInvitationPage = lazy(() => teamPages().then((m) => ({ default: m.AcceptInvitationPage })));

// The admin dashboard (and recharts, which it loads lazily in turn) stays out of every other screen.
const AdminPage = lazy(() => import("@/web/features/admin").then((m) => ({ default: m.AdminPage })));

function LazyLayout({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<HomeRoute />} />

      <Route element={<PublicLayout />}>
        <Route path="/landing" element={<LandingPage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/refunds" element={<RefundPolicyPage />} />
        <Route path="/blogone" element={<RefundPolicyPage />} />
        {/* A share link's page: for anyone, signed in or not, with none of the signed-in app's code. */}
        <Route path="/p/:token" element={<SharedPromptPage />} />
      </Route>

      <Route
        element={
          <LazyLayout>
            <AppProviders>
              <CenteredLayout />
            </AppProviders>
          </LazyLayout>
        }
      >
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/auth/reset-password" element={<AlternativeResetPasswordPage />} />
        <Route path="/auth/callback" element={<AuthCallbackPage />} />
        {/* An invitation's link: for anyone holding it, signed in or not. */}
        <Route path="/invitations/:id" element={<AcceptInvitationPage />} />
        <Route
          path="/checkout/success"
          element={
            <RequireAuth>
              <CheckoutSuccessPage />
            </RequireAuth>
          }
        />
      </Route>

      <Route
        element={
          <LazyLayout>
            <AppProviders>
              <RequireAuth>
                <SignedInAppLayout />
              </RequireAuth>
            </AppProviders>
          </LazyLayout>
        }
      >
        <Route path="/settings" element={<SettingsPage />} />
        <Route path={BUILDER_PATHS.text} element={<BuildTextPage />} />
        <Route path={BUILDER_PATHS.art} element={<BuildArtPage />} />
        <Route path={BUILDER_PATHS.improve} element={<ImprovePage />} />
        <Route path="/history" element={<HistoryPage />} />
        <Route path="/saved-prompts" element={<SavedPromptsPage />} />
        <Route path="/saved-inputs" element={<SavedInputsPage />} />
        <Route path="/shared-links" element={<SharedLinksPage />} />
        <Route path="/billing" element={<BillingPage />} />
        <Route path="/team" element={<TeamPage />} />
        <Route path="/admin" element={<AdminPage />} />
      </Route>

      <Route path="*" element={<Redirect to="/" />} />
    </Routes>
  );
}
