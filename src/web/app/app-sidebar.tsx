import {
  CreditCard,
  FileText,
  FolderOpen,
  History,
  Library,
  Palette,
  Settings,
  ShieldCheck,
  Users,
  WandSparkles,
  X,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { AccountMenu, type SidebarAccount } from "./account-menu";
import { Brand } from "./brand";

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

const WORKSPACE_ITEMS: NavItem[] = [
  { to: "/build-text", label: "Build Text Prompt", icon: FileText },
  { to: "/build-art", label: "Build Art Prompt", icon: Palette },
  { to: "/improve", label: "Improve a Prompt", icon: WandSparkles },
  { to: "/history", label: "History", icon: History },
  { to: "/saved-prompts", label: "Saved Prompts", icon: Library },
  { to: "/saved-inputs", label: "Saved Inputs", icon: FolderOpen },
];

/** Shown in a team workspace only: the team's members, invitations, usage and activity. */
const TEAM_ITEM: NavItem = { to: "/team", label: "Team", icon: Users };

const ACCOUNT_ITEMS: NavItem[] = [
  { to: "/settings", label: "Settings", icon: Settings },
  { to: "/billing", label: "Billing", icon: CreditCard },
];

const ADMIN_ITEM: NavItem = { to: "/admin", label: "Admin Dashboard", icon: ShieldCheck };

export const SIDEBAR_ID = "app-sidebar";

function NavList({ label, items, onNavigate }: { label: string; items: NavItem[]; onNavigate: () => void }) {
  return (
    <ul aria-label={label} className="space-y-1">
      {items.map(({ to, label: itemLabel, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors",
                isActive
                  ? "bg-accent text-accent-foreground"
                  : "text-muted-foreground hover:bg-muted hover:text-foreground",
              )
            }
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {itemLabel}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Always visible from the `lg` breakpoint up; below it, a slide-in panel shown while `open`.
 * A closed panel is also `invisible`, which keeps its links out of the keyboard's tab order.
 */
export function AppSidebar({
  open,
  isAdmin,
  account,
  workspace,
  inTeam = false,
  onClose,
  onShowShortcuts,
}: {
  open: boolean;
  isAdmin: boolean;
  account?: SidebarAccount;
  /** The workspace switcher, above the links. */
  workspace?: ReactNode;
  /** Whether the session acts in a team workspace (which adds the Team link). */
  inTeam?: boolean;
  onClose: () => void;
  onShowShortcuts: () => void;
}) {
  return (
    <aside
      id={SIDEBAR_ID}
      data-state={open ? "open" : "closed"}
      aria-label="Sidebar"
      className={cn(
        "fixed inset-y-0 left-0 z-50 flex w-72 flex-col border-r bg-card transition-[translate,visibility] duration-200 lg:visible lg:static lg:translate-x-0",
        open ? "visible translate-x-0 shadow-xl" : "invisible -translate-x-full",
      )}
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b px-5">
        <Brand onClick={onClose} />
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Close navigation" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>

      {workspace && <div className="border-b p-4">{workspace}</div>}

      <nav aria-label="App" className="flex flex-1 flex-col justify-between gap-6 overflow-y-auto p-4">
        <NavList label="Workspace" items={inTeam ? [...WORKSPACE_ITEMS, TEAM_ITEM] : WORKSPACE_ITEMS} onNavigate={onClose} />
        <NavList
          label="Account"
          items={isAdmin ? [ADMIN_ITEM, ...ACCOUNT_ITEMS] : ACCOUNT_ITEMS}
          onNavigate={onClose}
        />
      </nav>

      {account && <AccountMenu account={account} onNavigate={onClose} onShowShortcuts={onShowShortcuts} />}
    </aside>
  );
}
