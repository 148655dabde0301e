import { CircleCheck, TriangleAlert } from "lucide-react";
import type { ImportSummary } from "../types";

const prompts = (n: number) => `${n} ${n === 1 ? "prompt" : "prompts"}`;

/** What an import did: how many prompts arrived, and each refused item with its reasons. */
export function ImportSummaryView({ summary }: { summary: ImportSummary }) {
  const { imported, refused } = summary;
  return (
    <div className="grid gap-4" data-testid="import-summary">
      <p className="flex items-center gap-2 font-medium">
        <CircleCheck className="size-5 shrink-0 text-success-text" aria-hidden="true" />
        {imported === 0 ? "No prompts were imported." : `Imported ${prompts(imported)}.`}
      </p>
      {refused.length > 0 && (
        <div className="grid gap-2">
          <p className="flex items-center gap-2 font-medium">
            <TriangleAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
            {`Refused ${prompts(refused.length)}:`}
          </p>
          <ul className="grid max-h-72 gap-2 overflow-y-auto rounded-lg border bg-surface p-3 text-sm" aria-label="Refused prompts" tabIndex={0}>
            {refused.map((item) => (
              <li key={item.index} className="grid gap-1">
                <p className="font-medium break-words">
                  {`Item ${item.index + 1}: `}
                  {item.title?.trim() ? `“${item.title}”` : <span className="text-muted-foreground">(no title)</span>}
                </p>
                <ul className="list-disc pl-5 text-muted-foreground">
                  {item.reasons.map((reason, i) => (
                    <li key={i} className="break-words">
                      {reason}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
