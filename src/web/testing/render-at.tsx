/** The one way web unit tests render a screen: at an address, inside the providers the app gives it. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from "react-router";
import { Toaster } from "@/web/components/ui/toaster";
import type { Profile } from "@/web/features/auth";
import { ACCOUNT_QUERY_KEY } from "@/web/features/auth/api";
import { ArrivedSessionContext } from "@/web/features/auth/embedded-session";
import { AuthProvider } from "@/web/features/auth/session";
import { PROFILE } from "./session";

export interface RenderAtOptions {
  /**
   * Who is signed in as the page arrives (a profile, or null for a visitor), known at once as from a page the
   * server sent with its session; the screens ask the API about it only when told to (a refresh, a focus,
   * a 401). "ask": a page that arrived without one, whose screens ask GET /api/session first. Signed in as
   * PROFILE unless given.
   */
  session?: Profile | null | "ask";
  /** The route pattern `ui` answers at; the path's own by default. Every other address shows "Elsewhere". */
  route?: string;
  /** The query cache; by default a fresh one that never retries. */
  queryClient?: QueryClient;
}

const pathnameOf = (entry: InitialEntry) =>
  typeof entry === "string" ? entry.split(/[?#]/)[0]! : (entry.pathname ?? "/");

/**
 * Shows where the router is (path and query string), with the `from` a redirect to sign-in carries. Not a live
 * region: the screens' own status messages stay the only ones.
 */
export function CurrentLocation() {
  const location = useLocation();
  return (
    <p data-testid="current-location" data-from={(location.state as { from?: string } | null)?.from ?? ""} hidden>
      {location.pathname}
      {location.search}
    </p>
  );
}

const locationOutput = () => screen.getByTestId("current-location");

/** Where the router is now: path and query string. */
export const currentLocation = () => locationOutput().textContent;

/** The address a redirect to sign-in says the user came from (the way back after signing in). */
export const locationFrom = () => locationOutput().dataset.from;

/**
 * Renders `ui` at `path` inside what the app gives its screens: a router, the query cache, the session and the
 * toaster. (Not in StrictMode: its doubled effects, in development only, would double the requests tests count.) Returns the render (whose `rerender` keeps the providers) and the query cache.
 */
export function renderAt(path: InitialEntry, ui: ReactNode, options: RenderAtOptions = {}) {
  const { session = PROFILE, route = pathnameOf(path) } = options;
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A session the page arrived with stays the truth until something asks again, as it does for a fresh page.
  if (session !== "ask") queryClient.setQueryDefaults(ACCOUNT_QUERY_KEY, { staleTime: Infinity });
  const tree = (page: ReactNode) => {
    const app = (
      <MemoryRouter initialEntries={[path]}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <Routes>
              <Route path={route} element={page} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
            <CurrentLocation />
          </AuthProvider>
          {/* Inside the router, as in the app: a toast may carry a link (Upgrade). */}
          <Toaster />
        </QueryClientProvider>
      </MemoryRouter>
    );
    return session === "ask" ? app : <ArrivedSessionContext value={() => ({ user: session })}>{app}</ArrivedSessionContext>;
  };
  const result = render(tree(ui));
  return { ...result, rerender: (next: ReactNode) => result.rerender(tree(next)), queryClient };
}
