import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";
import { useHydrated } from "@/web/lib/use-hydrated";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-lg text-sm font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/70",
        outline: "border border-input bg-background shadow-xs hover:bg-muted",
        ghost: "hover:bg-muted",
        destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
        link: "text-brand-text underline-offset-4 hover:underline",
        /** For buttons on a brand-coloured surface. */
        inverse: "bg-white text-indigo-700 shadow-sm hover:bg-indigo-50",
      },
      size: {
        sm: "h-8 px-3",
        default: "h-10 px-4",
        lg: "h-11 px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (a link, say) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, disabled, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  const hydrated = useHydrated();
  return (
    <Component
      // A button inside a form submits by default; make that an explicit choice.
      type={asChild ? undefined : (type ?? "button")}
      // Before hydration a submit would be the browser's own (see useHydrated).
      disabled={disabled || (type === "submit" && !hydrated)}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
      // Any other click would be lost until then: the button says so, without being dimmed for that moment.
      aria-disabled={!asChild && !hydrated ? true : props["aria-disabled"]}
    />
  );
}
