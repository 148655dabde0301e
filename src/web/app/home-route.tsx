import { LandingPage } from "@/web/features/marketing";
import { LoadingScreen } from "./loading-screen";
import { PublicLayout } from "./public-layout";

/**
 * `/`: a spinner while the session is being determined, then the landing page.
 * `loading` is the auth state's loading flag; signed-in visitors will be sent to /build-text here too.
 */
export function HomeRoute({ loading }: { loading: boolean }) {
  if (loading) return <LoadingScreen />;
  return (
    <PublicLayout>
      <LandingPage />
    </PublicLayout>
  );
}
