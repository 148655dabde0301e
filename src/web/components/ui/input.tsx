import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";
import { useHydrated } from "@/web/lib/use-hydrated";

export const fieldClasses =
  "w-full min-w-0 rounded-lg border border-input bg-background px-3 text-sm shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive";

export function Input({ className, type = "text", readOnly, ...props }: ComponentProps<"input">) {
  // Read-only until hydrated, so nothing typed is lost (see useHydrated).
  const hydrated = useHydrated();
  return (
    <input type={type} readOnly={readOnly || !hydrated} className={cn(fieldClasses, "h-10 py-2", className)} {...props} />
  );
}
