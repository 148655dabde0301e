import { Badge } from "@/web/components/ui/badge";
import type { SavedPrompt } from "../types";

/** The name an application fetches the prompt by, and its labels with the version each points at. */
export function PromptNameLine({ prompt }: { prompt: Pick<SavedPrompt, "name" | "labels"> }) {
  const labels = Object.entries(prompt.labels).sort(([a], [b]) => a.localeCompare(b));
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs">
      <span className="text-muted-foreground">API name</span>
      <code className="rounded bg-muted px-1.5 py-0.5 break-all">{prompt.name}</code>
      {labels.length > 0 && (
        <ul aria-label="Labels" className="flex flex-wrap gap-1.5">
          {labels.map(([label, version]) => (
            <li key={label}>
              <Badge variant="outline">
                {label}: v{version}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
