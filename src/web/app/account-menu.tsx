import { ChevronsUpDown, CreditCard, Keyboard, LogOut, Monitor, Moon, Settings, Sun } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { setThemePreference, THEME_PREFERENCES, useThemePreference, type ThemePreference } from "@/web/lib/theme";

/** Who is signed in, as the sidebar's account menu shows it, and how they leave. */
export interface SidebarAccount {
  /** The display name (name, else the e-mail's local part, else 'User'). */
  name: string;
  email: string;
  /** Ends the session and leaves for /login. */
  onSignOut(): void;
}

const THEMES: Record<ThemePreference, { label: string; icon: typeof Sun }> = {
  system: { label: "System", icon: Monitor },
  light: { label: "Light", icon: Sun },
  dark: { label: "Dark", icon: Moon },
};

/**
 * The account block at the foot of the sidebar, as a menu: Settings, Billing, the theme, the keyboard
 * shortcuts and Log Out. `onNavigate` closes the phone's sidebar when a link is chosen.
 */
export function AccountMenu({
  account,
  onNavigate,
  onShowShortcuts,
}: {
  account: SidebarAccount;
  onNavigate: () => void;
  onShowShortcuts: () => void;
}) {
  const theme = useThemePreference();
  // The shortcuts dialog opens once the menu has closed and handed focus back to its button: opened
  // together, the menu's focus return would count as a move out of the dialog and close it at once. The
  // dialog then gives focus back to the button too.
  const shortcutsChosen = useRef(false);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        // Named by what it shows (a label of its own would hide the visible name from speech input).
        className="flex w-full items-center gap-3 border-t px-5 py-3 text-left transition-colors hover:bg-muted data-[state=open]:bg-muted"
      >
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground uppercase"
        >
          {account.name.charAt(0)}
        </span>
        <span className="grid min-w-0 flex-1">
          <span className="sr-only">Account menu: </span>
          <span className="truncate text-sm font-medium" data-testid="account-name">
            {account.name}
          </span>
          <span className="truncate text-xs text-muted-foreground">{account.email}</span>
        </span>
        <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        side="top"
        align="start"
        className="w-(--radix-dropdown-menu-trigger-width)"
        onCloseAutoFocus={() => {
          if (!shortcutsChosen.current) return;
          shortcutsChosen.current = false;
          onShowShortcuts();
        }}
      >
        <DropdownMenuLabel className="truncate">{account.email}</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem asChild onSelect={onNavigate}>
            <Link to="/settings">
              <Settings aria-hidden="true" />
              Settings
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild onSelect={onNavigate}>
            <Link to="/billing">
              <CreditCard aria-hidden="true" />
              Billing
            </Link>
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setThemePreference(value as ThemePreference)}>
          {THEME_PREFERENCES.map((value) => {
            const { label, icon: Icon } = THEMES[value];
            return (
              // Choosing a theme keeps the menu open, so the change can be seen and undone.
              <DropdownMenuRadioItem key={value} value={value} onSelect={(event) => event.preventDefault()}>
                <Icon aria-hidden="true" />
                {label}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            shortcutsChosen.current = true;
          }}
        >
          <Keyboard aria-hidden="true" />
          Keyboard shortcuts
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={account.onSignOut}>
          <LogOut aria-hidden="true" />
          Log Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
