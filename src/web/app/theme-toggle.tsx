import { Monitor, Moon, Sun, type LucideIcon } from "lucide-react";
import { cn } from "@/web/lib/cn";
import { setThemePreference, useThemePreference, type ThemePreference } from "@/web/lib/theme";

const OPTIONS: { value: ThemePreference; label: string; icon: LucideIcon }[] = [
  { value: "system", label: "System theme", icon: Monitor },
  { value: "light", label: "Light theme", icon: Sun },
  { value: "dark", label: "Dark theme", icon: Moon },
];

/** Three pressed-state buttons (system, light, dark); the pressed one is the current preference. */
export function ThemeToggle({ className }: { className?: string }) {
  const current = useThemePreference();

  return (
    <div
      role="group"
      aria-label="Theme"
      className={cn("inline-flex items-center gap-0.5 rounded-lg border bg-background p-0.5", className)}
    >
      {OPTIONS.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-label={label}
          aria-pressed={current === value}
          title={label}
          onClick={() => setThemePreference(value)}
          className={cn(
            "inline-flex size-7 items-center justify-center rounded-md transition-colors focus-visible:outline-offset-0",
            current === value
              ? "bg-accent text-accent-foreground"
              : "text-muted-foreground hover:bg-muted hover:text-foreground",
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
