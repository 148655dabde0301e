import { Suspense } from "react";
import { Outlet } from "react-router";
import { Spinner } from "@/web/components/ui/spinner";
import { Brand } from "./brand";
import { ThemeToggle } from "./theme-toggle";

/** One focused task on its own: the auth screens and the payment return. Needs AppProviders above it. */
export function CenteredLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
        <Brand />
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-8 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-md">
          <Suspense
            fallback={
              <div className="flex justify-center">
                <Spinner />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
