import { Copy, LoaderCircle, Play } from "lucide-react";
import { IMPROVE_TARGET_OPTIONS, optionLabel } from "@/domain/builders";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { useHistoryEntry } from "../api/history";
import { copyText } from "../lib/copy-text";
import { formatDateTime } from "../lib/format-date";
import { summarizeGeneration } from "../lib/input-summary";
import { useOpenInBuilder } from "../lib/open-in-builder";
import { useLibraryWorkspace } from "../lib/use-workspace";
import type { HistoryEntry, HistoryItem } from "../types";
import { RunBy } from "./authorship";
import { ErrorState } from "./list-states";
import { PromptPartsView, RunRequestButtons } from "./prompt-parts";
import { SavePromptButton } from "./save-prompt-button";
import { TYPE_LABELS } from "./type-badge";

export const HISTORY_MESSAGES = {
  loadFailed: "Could not load your history.",
  loadEntryFailed: "Could not load this generation.",
  empty: "No generations yet. Every prompt you generate appears here, saved or not.",
  noMatch: "No generations match your filters.",
  noPrompt: {
    failed: "Writing this prompt failed: nothing was written.",
    cancelled: "This generation was cancelled before its prompt arrived.",
    interrupted: "This generation was interrupted before its prompt was written. The generation was given back.",
  },
  noInputs: "The inputs of this generation can no longer be opened in its builder.",
  exportFailed: "Failed to export your history. Please try again.",
} as const;

export const STATUS_LABELS: Record<HistoryItem["status"], string> = {
  completed: "Completed",
  failed: "Failed",
  cancelled: "Cancelled",
  interrupted: "Interrupted",
};

/** The tool a generation was written for ('Midjourney', 'Text model…'); null for a text prompt. */
export const targetLabel = (item: Pick<HistoryItem, "target">) => (item.target ? (optionLabel(IMPROVE_TARGET_OPTIONS, item.target) ?? item.target) : null);

/** One generation, whole: its prompt, Copy, Save Prompt, and its inputs reopened in its builder. */
export function HistoryEntryDialog({ item, onClose }: { item: HistoryItem | null; onClose: () => void }) {
  const entry = useHistoryEntry(item?.id ?? null);
  const target = item && targetLabel(item);
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{item ? `${TYPE_LABELS[item.generationType]} prompt` : "Generation"}</DialogTitle>
          <DialogDescription>
            {item && [formatDateTime(item.createdAt), STATUS_LABELS[item.status], target].filter(Boolean).join(" · ")}
          </DialogDescription>
          {item && <RunBy by={item.by} className="text-sm text-muted-foreground" />}
        </DialogHeader>
        {entry.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Loading...
          </p>
        ) : entry.isError ? (
          <ErrorState text={HISTORY_MESSAGES.loadEntryFailed} onRetry={() => void entry.refetch()} retrying={entry.isFetching} />
        ) : (
          <EntryBody entry={entry.data} onOpened={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EntryBody({ entry, onOpened }: { entry: HistoryEntry; onOpened: () => void }) {
  const openInBuilder = useOpenInBuilder();
  // Saving adds to the workspace's library, which a team's viewer may not.
  const { canEdit } = useLibraryWorkspace();
  const written = entry.content.trim() !== "";
  return (
    <div className="grid gap-4">
      {written ? (
        <div
          tabIndex={0}
          role="group"
          aria-label="Prompt text"
          data-testid="history-prompt"
          className="max-h-[50vh] overflow-y-auto rounded-lg border bg-surface p-3 text-sm leading-relaxed break-words whitespace-pre-wrap"
        >
          {entry.content}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {entry.status === "completed" ? "" : HISTORY_MESSAGES.noPrompt[entry.status]}
        </p>
      )}
      {written && <PromptPartsView parts={entry} />}
      {entry.inputs === null ? (
        <p className="text-sm text-muted-foreground">{HISTORY_MESSAGES.noInputs}</p>
      ) : (
        <GenerationInputs type={entry.generationType} inputs={entry.inputs} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={!written} onClick={() => void copyText(entry.content)}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        {written && <RunRequestButtons target={entry.target} prompt={entry.content} parts={entry} />}
        {canEdit && <SavePromptButton type={entry.generationType} inputs={entry.inputs} prompt={entry.content} parts={entry} />}
        <Button
          size="sm"
          disabled={entry.inputs === null}
          onClick={() => {
            onOpened();
            openInBuilder(entry.generationType, entry.inputs, written ? entry.content : undefined, entry);
          }}
        >
          <Play aria-hidden="true" />
          Reopen inputs
        </Button>
      </div>
    </div>
  );
}

/** The inputs the prompt was written from, field by field (the builder's defaults left out). */
function GenerationInputs({ type, inputs }: { type: HistoryEntry["generationType"]; inputs: Record<string, unknown> }) {
  const lines = summarizeGeneration(type, inputs);
  return (
    <section aria-labelledby="history-inputs" className="grid gap-2">
      <h3 id="history-inputs" className="text-sm font-semibold">
        Inputs
      </h3>
      {lines.length > 0 ? (
        <dl className="grid max-h-40 gap-1 overflow-y-auto text-sm">
          {lines.map(({ label, value }) => (
            <div key={label} className="flex min-w-0 gap-1.5">
              <dt className="shrink-0 text-muted-foreground">{label}:</dt>
              <dd className="min-w-0 line-clamp-3 wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">The builder's default choices.</p>
      )}
    </section>
  );
}
