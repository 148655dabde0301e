/** Helpers for unit tests of screens that use the auth context (auth and settings). */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from "react-router";
import { Toaster } from "@/web/components/ui/toaster";
import { AuthProvider } from "./auth-provider";
import type { Profile } from "./types";

export const PROFILE: Profile = {
  id: "user-1",
  email: "ada@example.com",
  name: "Ada Lovelace",
  displayName: "Ada Lovelace",
  emailVerified: true,
  isAdmin: false,
  accountStatus: "active",
  createdAt: "2026-01-01T00:00:00.000Z",
};

/** Fake API routes for a signed-in session. */
export function signedIn(profile: Profile = PROFILE) {
  return {
    "GET /api/session": { body: { user: profile } },
  };
}

export const signedOut = { "GET /api/session": { body: { user: null } } };

function LocationProbe() {
  const location = useLocation();
  return (
    <output aria-label="Current location" data-from={(location.state as { from?: string } | null)?.from ?? ""}>
      {location.pathname}
      {location.search}
    </output>
  );
}

/**
 * Renders `ui` at `entry` (matched by `routePath`) inside a fresh query cache, the auth provider, a
 * memory router and the toaster (a cache that never retries, unless given one). Every other path renders
 * "Elsewhere". Returns the render and the cache.
 */
export function renderWithAuth(
  ui: ReactNode,
  {
    entry = "/",
    routePath,
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: { entry?: InitialEntry; routePath?: string; queryClient?: QueryClient } = {},
) {
  const path = routePath ?? (typeof entry === "string" ? entry.split("?")[0]! : (entry.pathname ?? "/"));
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <AuthProvider>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </AuthProvider>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...rendered, queryClient };
}

export const currentLocation = () => screen.getByRole("status", { name: "Current location" });
