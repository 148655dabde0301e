import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";
import { useHydrated } from "@/web/lib/use-hydrated";
import { fieldClasses } from "./input";

export function Textarea({ className, readOnly, ...props }: ComponentProps<"textarea">) {
  // Read-only until hydrated, so nothing typed is lost (see useHydrated).
  const hydrated = useHydrated();
  return (
    <textarea
      readOnly={readOnly || !hydrated}
      className={cn(fieldClasses, "min-h-24 py-2 leading-relaxed", className)}
      {...props}
    />
  );
}
