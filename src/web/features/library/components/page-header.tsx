import type { ReactNode, Ref } from "react";
import { useLibraryWorkspace } from "../lib/use-workspace";
import { TEAM_TEXTS } from "../messages";

/**
 * A library page's title (focusable, so focus can return to it), its lead and its actions; in a team workspace,
 * above the title, whose library it is.
 */
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
  const { team } = useLibraryWorkspace();
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid gap-2">
        {team && <p className="text-sm font-medium text-brand-text">{TEAM_TEXTS.workspace(team.name)}</p>}
        <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none sm:text-3xl">
          {title}
        </h1>
        <p className="text-pretty text-muted-foreground">{lead}</p>
      </div>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </header>
  );
}
