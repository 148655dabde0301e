import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";

/** A titled group of builder fields, laid out in two columns from the `sm` breakpoint. */
export function FormSection({
  id,
  title,
  description,
  icon: Icon,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="mb-5 flex items-start gap-3">
        {Icon && (
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Icon className="size-4" aria-hidden="true" />
          </span>
        )}
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="text-base leading-tight font-semibold tracking-tight">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}
