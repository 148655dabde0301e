import { QueryClientProvider } from "@tanstack/react-query";
import { use, useState, type ReactNode } from "react";
import { Outlet } from "react-router";
import { Toaster } from "@/web/components/ui/toaster";
import { AuthProvider } from "@/web/features/auth";
import { createQueryClient } from "@/web/lib/query-client";
import { NotePageContext } from "@/web/lib/rendered-page";

// One cache for every screen that talks to the API, so moving from sign-in to the app keeps what was
// fetched (the signed-in profile above all).
export const queryClient = createQueryClient();

/**
 * The query cache, the signed-in user and the toaster, for the screens that talk to the API: the app
 * area and the centered auth and checkout screens. The router mounts this once, as the parent route of
 * both layouts (or around `children`); the public pages do not, which keeps react-query, sonner and the
 * auth code out of the landing page's bundle.
 */
export function AppProviders({ children }: { children?: ReactNode }) {
  // The server renders each page with a cache of its own: a shared one would carry one user's data into
  // another's page.
  const [client] = useState(() => (typeof window === "undefined" ? createQueryClient() : queryClient));
  use(NotePageContext)({ talksToApi: true });
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>{children ?? <Outlet />}</AuthProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
