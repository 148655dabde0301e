import type { ReactNode } from "react";

/**
 * A table of the dashboard (users, teams): its column headings, a last column of actions named for screen readers
 * only, and `children` as the rows. On narrow screens it scrolls sideways inside its card, not the page.
 */
export function AdminTable({ label, columns, minWidth, children }: { label: string; columns: string[]; minWidth: string; children: ReactNode }) {
  return (
    <div className="relative -mx-6 overflow-x-auto px-6" role="region" aria-label={label} tabIndex={0}>
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <thead className="border-b text-xs text-muted-foreground uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-4 font-medium">
                {column}
              </th>
            ))}
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}
