import { ChevronDown, History, LoaderCircle } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/web/components/ui/button";
import type { SavedPrompt } from "../types";

// The panel and the word diff it draws (the `diff` package) are fetched when History is first opened.
const VersionHistory = lazy(() => import("./version-history").then((module) => ({ default: module.VersionHistory })));

/** The editor's History: a disclosure with the prompt's versions, their differences and Restore. */
export function PromptHistory({ promptId, onRestored }: { promptId: string; onRestored: (prompt: SavedPrompt) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="prompt-history-toggle" className="grid gap-3 border-t pt-4">
      <h3 className="text-sm font-semibold">
        <Button
          id="prompt-history-toggle"
          variant="ghost"
          size="sm"
          className="-ml-3"
          aria-expanded={open}
          aria-controls="prompt-history-panel"
          onClick={() => setOpen((value) => !value)}
        >
          <History aria-hidden="true" />
          History
          <ChevronDown className={open ? "rotate-180 transition-transform" : "transition-transform"} aria-hidden="true" />
        </Button>
      </h3>
      {open && (
        <div id="prompt-history-panel">
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                Loading versions...
              </p>
            }
          >
            <VersionHistory promptId={promptId} onRestored={onRestored} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
