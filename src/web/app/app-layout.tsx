import { Menu } from "lucide-react";
import { Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { Outlet } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useAuth } from "@/web/features/auth";
import { WorkspaceSwitcher } from "@/web/features/teams";
import type { SidebarAccount } from "./account-menu";
import { AppSidebar, SIDEBAR_ID } from "./app-sidebar";
import { Brand } from "./brand";
import { KeyboardShortcutsDialog, useShortcutsKey } from "./keyboard-shortcuts";

/**
 * The signed-in area: sidebar navigation beside a scrollable main area, and the keyboard shortcuts
 * (`?` lists them). It needs AppProviders above it (the router mounts them as the parent route).
 */
export function AppLayout({
  isAdmin,
  account,
  workspace,
  inTeam,
}: {
  isAdmin: boolean;
  account?: SidebarAccount;
  /** The workspace switcher, shown in the sidebar. */
  workspace?: ReactNode;
  /** Whether the session acts in a team workspace. */
  inTeam?: boolean;
}) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const closeSidebar = () => setSidebarOpen(false);
  const showShortcuts = useCallback(() => setShortcutsOpen(true), []);
  useShortcutsKey(showShortcuts);

  useEffect(() => {
    if (!sidebarOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setSidebarOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [sidebarOpen]);

  return (
    <div className="flex h-dvh overflow-hidden bg-surface">
      {sidebarOpen && (
        <div
          aria-hidden="true"
          data-testid="sidebar-overlay"
          className="fixed inset-0 z-40 bg-overlay lg:hidden"
          onClick={closeSidebar}
        />
      )}
      <AppSidebar
        open={sidebarOpen}
        isAdmin={isAdmin}
        account={account}
        workspace={workspace}
        inTeam={inTeam}
        onClose={closeSidebar}
        onShowShortcuts={showShortcuts}
      />
      <KeyboardShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 shrink-0 items-center gap-2 border-b bg-card px-4 lg:hidden">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Open navigation"
            aria-expanded={sidebarOpen}
            aria-controls={SIDEBAR_ID}
            onClick={() => setSidebarOpen(true)}
          >
            <Menu aria-hidden="true" />
          </Button>
          <Brand />
        </header>

        {/* A tap on the page behind the open panel dismisses it, like a tap on the overlay. */}
        <main className="flex-1 overflow-y-auto" onClick={closeSidebar}>
          <div className="mx-auto w-full max-w-5xl p-4 sm:p-6 lg:p-8">
            <Suspense
              fallback={
                <div className="flex justify-center py-24">
                  <Spinner />
                </div>
              }
            >
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
    </div>
  );
}

/**
 * The app layout for the signed-in user: the admin link and the account shown come from the session (the
 * route guard renders it only once the session is known, so neither is ever a guess).
 */
export function SignedInAppLayout() {
  const { user, team, signOut } = useAuth();
  return (
    <AppLayout
      isAdmin={user?.isAdmin ?? false}
      workspace={<WorkspaceSwitcher />}
      inTeam={team !== null}
      account={user ? { name: user.displayName, email: user.email, onSignOut: () => void signOut() } : undefined}
    />
  );
}
