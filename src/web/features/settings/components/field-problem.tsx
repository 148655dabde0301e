import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** A validation message under a field (announced when it appears); nothing when there is none. */
export function FieldProblem({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="flex items-center gap-1.5 text-sm text-foreground">
      <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />
      {children}
    </p>
  );
}
