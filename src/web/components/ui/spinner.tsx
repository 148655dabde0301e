import { cva, type VariantProps } from "class-variance-authority";
import { LoaderCircle } from "lucide-react";

const spinnerVariants = cva("animate-spin text-brand-text", {
  variants: { size: { sm: "size-4", md: "size-6", lg: "size-8" } },
  defaultVariants: { size: "md" },
});

/** A spinning indicator announced to screen readers as `label`. */
export function Spinner({ size, label = "Loading" }: VariantProps<typeof spinnerVariants> & { label?: string }) {
  return (
    <span role="status" className="inline-flex">
      <LoaderCircle className={spinnerVariants({ size })} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
