import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";
import { useHydrated } from "@/web/lib/use-hydrated";

// A read-only field (aria-readonly) reads as a value, not a box to type in: muted, flat, and a thin dashed
// focus outline instead of the editing ring (keyboard users still see where they are).
export const fieldClasses =
  "w-full min-w-0 rounded-lg border border-input bg-background px-3 text-sm shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-readonly:cursor-default aria-readonly:bg-muted aria-readonly:text-muted-foreground aria-readonly:shadow-none aria-readonly:focus-visible:border-input aria-readonly:focus-visible:outline-1 aria-readonly:focus-visible:outline-dashed aria-readonly:focus-visible:outline-muted-foreground";

export function Input({ className, type = "text", readOnly, ...props }: ComponentProps<"input">) {
  // Read-only until hydrated, so nothing typed is lost (see useHydrated); only a field read-only by
  // choice says so (and looks it).
  const hydrated = useHydrated();
  return (
    <input
      type={type}
      readOnly={readOnly || !hydrated}
      aria-readonly={readOnly || undefined}
      className={cn(fieldClasses, "h-10 py-2", className)}
      {...props}
    />
  );
}
