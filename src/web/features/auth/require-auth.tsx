import type { ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { Spinner } from "@/web/components/ui/spinner";
import { useAuth } from "./auth-context";
import type { ReturnState } from "./return-path";
import { Redirect } from "@/web/lib/redirect";

/**
 * The protected-route guard: a spinner while the session is being determined, then the page for a
 * signed-in user, else /login, which remembers the page so that signing in comes back to it.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();

  if (loading) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-background">
        <Spinner size="lg" label="Checking your session" />
      </div>
    );
  }
  if (!user) {
    const state: ReturnState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Redirect to="/login" state={state} />;
  }
  return children ?? <Outlet />;
}
