import { useSessionStatus } from "@/web/features/auth";
import { LandingPage } from "@/web/features/marketing";
import { LoadingScreen } from "./loading-screen";
import { PublicLayout } from "./public-layout";
import { Redirect } from "@/web/lib/redirect";

/** `/`: a spinner while the session is being determined, then /build-text when signed in, else the landing page. */
export function HomeRoute() {
  const status = useSessionStatus();
  if (status === "checking") return <LoadingScreen />;
  if (status === "signed-in") return <Redirect to="/build-text" />;
  return (
    <PublicLayout>
      <LandingPage />
    </PublicLayout>
  );
}
