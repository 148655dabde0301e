import type { ChangeEvent, ComponentProps } from "react";
import { cn } from "@/web/lib/cn";
import { useHydrated } from "@/web/lib/use-hydrated";

export type CheckboxProps = Omit<ComponentProps<"input">, "type"> & {
  /** Called with the new state on every change. */
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox in the theme's colour. Native rather than Radix: no measuring of its box and no
 * presence animation at mount, which add up on pages with many of them.
 */
export function Checkbox({ className, checked, onCheckedChange, onChange, disabled, ...props }: CheckboxProps) {
  // A tick made before hydration would not reach the state (see useHydrated).
  const hydrated = useHydrated();
  return (
    <input
      type="checkbox"
      checked={checked}
      disabled={disabled || !hydrated}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        onChange?.(event);
        onCheckedChange?.(event.target.checked);
      }}
      className={cn(
        "peer size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
