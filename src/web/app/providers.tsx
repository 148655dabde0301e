import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "@/web/components/ui/toaster";
import { createQueryClient } from "@/web/lib/query-client";

// One cache shared by both layouts that mount these providers, so moving from sign-in to the app
// keeps what was fetched.
const queryClient = createQueryClient();

/**
 * The query cache and the toaster, for the screens that talk to the API: the app area and the
 * centered auth and checkout screens. Their layouts mount this; the public pages do not, which keeps
 * react-query and sonner out of the landing page's bundle. Moving between the two layouts loses no
 * toast: a newly mounted Toaster replays the ones still active.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
