import type { ReactNode, Ref } from "react";

/** A library page's title (focusable, so focus can return to it), its lead and its actions. */
export function PageHeader({
  ref,
  title,
  lead,
  children,
}: {
  ref?: Ref<HTMLHeadingElement>;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid gap-2">
        <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none sm:text-3xl">
          {title}
        </h1>
        <p className="text-pretty text-muted-foreground">{lead}</p>
      </div>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </header>
  );
}
