import { ChevronDown } from "lucide-react";
import type { ChangeEvent, ComponentProps } from "react";
import { fieldClasses } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";
import { useHydrated } from "@/web/lib/use-hydrated";

export type SelectProps = Omit<ComponentProps<"select">, "value" | "defaultValue" | "multiple"> & {
  /** The chosen option's value; "" shows the placeholder. */
  value: string;
  /** Called with the chosen option's value on every change. */
  onValueChange?: (value: string) => void;
  /** Shown (in the muted colour) while the value is "", as a first option that cannot be picked. */
  placeholder?: string;
};

/**
 * A native <select> styled like the other fields, its options plain <option> children. Native rather than
 * Radix: a closed Radix select mounts a stack of providers, a popper, a collection and a hidden native
 * select, a large part of a builder's first render on a phone; a native one costs a fraction, opens the
 * phone's own picker and has typeahead on the closed control.
 *
 * Controlled through `value`. `className` goes to the wrapper (layout: width, margin, grid placement);
 * every other prop goes to the <select>.
 */
export function Select({ className, value, onValueChange, onChange, placeholder, disabled, children, ...props }: SelectProps) {
  // A choice made before hydration would not reach the state (see useHydrated).
  const hydrated = useHydrated();
  const showsPlaceholder = placeholder !== undefined && value === "";
  return (
    <div className={cn("relative w-full min-w-0", className)}>
      <select
        value={value}
        disabled={disabled || !hydrated}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
        data-placeholder={showsPlaceholder ? "" : undefined}
        className={cn(
          fieldClasses,
          // Options take the theme's colours explicitly: some platforms draw the open list with the
          // select's own colours, and a muted placeholder must not grey out every option.
          "peer block h-10 cursor-pointer appearance-none truncate py-2 pr-9 text-foreground data-placeholder:text-muted-foreground [&_option]:bg-background [&_option]:text-foreground [&_option:disabled]:text-muted-foreground",
        )}
        {...props}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60 peer-disabled:opacity-30"
        aria-hidden="true"
      />
    </div>
  );
}
