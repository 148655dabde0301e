import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

export type SwitchProps = Omit<ComponentProps<"button">, "type" | "role"> & {
  checked: boolean;
  /** Called with the new state when it is toggled (click, Space or Enter). */
  onCheckedChange: (checked: boolean) => void;
};

/**
 * An on/off switch: a native button with role="switch", so Space and Enter toggle it. Its state is in
 * aria-checked and in data-state ("checked" or "unchecked") for styling.
 */
export function Switch({ className, checked, onCheckedChange, onClick, ...props }: SwitchProps) {
  const state = checked ? "checked" : "unchecked";
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange(!checked);
      }}
      className={cn(
        "peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input",
        className,
      )}
      {...props}
    >
      <span
        data-state={state}
        className="pointer-events-none block size-5 rounded-full bg-white shadow-md transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </button>
  );
}
