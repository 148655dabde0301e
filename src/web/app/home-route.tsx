import { Navigate } from "react-router";
import { useSessionStatus } from "@/web/features/auth";
import { LandingPage } from "@/web/features/marketing";
import { LoadingScreen } from "./loading-screen";
import { PublicLayout } from "./public-layout";

/** `/`: a spinner while the session is being determined, then /build-text when signed in, else the landing page. */
export function HomeRoute() {
  const status = useSessionStatus();
  if (status === "checking") return <LoadingScreen />;
  if (status === "signed-in") return <Navigate to="/build-text" replace />;
  return (
    <PublicLayout>
      <LandingPage />
    </PublicLayout>
  );
}
