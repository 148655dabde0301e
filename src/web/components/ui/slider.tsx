import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";
import { useHydrated } from "@/web/lib/use-hydrated";

export type SliderProps = Omit<ComponentProps<"input">, "type" | "value" | "defaultValue" | "onChange"> & {
  value: number;
  onValueChange?: (value: number) => void;
};

/**
 * A native range input in the theme's colour. Give it an accessible name with `aria-label` (or a label),
 * and an `aria-valuetext` when the bare number does not say enough.
 */
export function Slider({ className, value, onValueChange, disabled, ...props }: SliderProps) {
  // A move made before hydration would not reach the state (see useHydrated).
  const hydrated = useHydrated();
  return (
    <input
      type="range"
      value={value}
      disabled={disabled || !hydrated}
      onChange={(event) => onValueChange?.(Number(event.target.value))}
      className={cn(
        "block w-full cursor-pointer rounded-md accent-primary disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
