import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/web/components/ui/button";

/** A button that waits, spinning, while the server answers what it asked. */
export function PendingButton({ pending, disabled, children, ...props }: ComponentProps<typeof Button> & { pending: boolean }) {
  return (
    <Button disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {children}
    </Button>
  );
}
