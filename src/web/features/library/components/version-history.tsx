import { diffWords } from "diff";
import { CircleAlert, History, LoaderCircle, RotateCcw, RotateCw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { PromptVersion } from "@/domain/api/library";
import { NOTE_MAX } from "@/domain/library";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { countOf, describedBy, FieldMessage, overLimit } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Select } from "@/web/components/ui/select";
import { usePromptVersions } from "../api/get-prompt-versions";
import { useRestorePromptVersion } from "../api/restore-prompt-version";
import { UI_MESSAGES } from "../messages";
import { PromptLabels } from "./prompt-labels";
import type { SavedPrompt } from "../types";

const whenFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });
/** "Jan 5, 2026, 10:00 AM": several versions can be made in a day. */
const when = (iso: string) => whenFormat.format(new Date(iso));

export interface VersionHistoryProps {
  promptId: string;
  /** Called with the prompt once a version is restored, for the editor to show its text. */
  onRestored: (prompt: SavedPrompt) => void;
}

/**
 * A saved prompt's versions, newest first: any two compared word by word, and Restore (after a confirmation) for
 * any but the newest. A restore keeps the restored text as a new version, so nothing is lost. Above them, the
 * prompt's labels, which an editor moves from version to version.
 */
export function VersionHistory({ promptId, onRestored }: VersionHistoryProps) {
  const versions = usePromptVersions(promptId);
  if (versions.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        Loading versions...
      </p>
    );
  }
  if (versions.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="flex items-center gap-1.5 font-medium text-destructive">
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
          {UI_MESSAGES.versionsFailed}
        </p>
        <Button variant="outline" size="sm" onClick={() => void versions.refetch()} disabled={versions.isFetching}>
          <RotateCw className={versions.isFetching ? "animate-spin" : undefined} aria-hidden="true" />
          {versions.isFetching ? "Retrying..." : "Retry"}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <PromptLabels promptId={promptId} history={versions.data} />
      <Versions promptId={promptId} versions={versions.data.versions} onRestored={onRestored} />
    </div>
  );
}

function Versions({ promptId, versions, onRestored }: { promptId: string; versions: PromptVersion[]; onRestored: (prompt: SavedPrompt) => void }) {
  const restore = useRestorePromptVersion();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [note, setNote] = useState("");
  const [failed, setFailed] = useState<number | null>(null);
  const newest = versions[0]?.version;
  const noteCount = countOf(note, NOTE_MAX);

  const confirmRestore = async (version: number) => {
    if (overLimit(noteCount)) return;
    setFailed(null);
    try {
      const saved = await restore.mutateAsync({ id: promptId, version, note });
      onRestored(saved);
      toast.success(UI_MESSAGES.versionRestored(version));
    } catch {
      setFailed(version);
      toast.error(UI_MESSAGES.restoreVersionFailed(version));
      return;
    }
    setConfirming(null);
  };

  if (versions.length < 2) return <p className="text-sm text-muted-foreground">{UI_MESSAGES.oneVersion}</p>;
  return (
    <div className="grid gap-4">
      <ol aria-label="Versions" className="grid max-h-64 gap-2 overflow-y-auto">
        {versions.map((version) => (
          <li key={version.version} className="grid gap-1 rounded-lg border p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-medium">Version {version.version}</span>
                {version.version === newest && <span className="text-muted-foreground"> (current)</span>}
                {version.labels.map((label) => (
                  <Badge key={label} variant="secondary" className="ml-1.5">
                    {label}
                  </Badge>
                ))}
                <span className="text-muted-foreground"> · {when(version.createdAt)}</span>
                {version.authorName && <span className="text-muted-foreground"> · {version.authorName}</span>}
              </span>
              {version.version !== newest && confirming !== version.version && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setConfirming(version.version);
                    setNote("");
                    setFailed(null);
                  }}
                  disabled={restore.isPending}
                >
                  <RotateCcw aria-hidden="true" />
                  Restore<span className="sr-only"> version {version.version}</span>
                </Button>
              )}
            </div>
            <p className={version.note ? "break-words" : "text-muted-foreground"}>{version.note ?? "No note"}</p>
            {confirming === version.version && (
              <div role="group" aria-label={`Restore version ${version.version}`} className="grid gap-2 rounded-md bg-muted p-3">
                <p>
                  The prompt&apos;s text becomes this version&apos;s, kept as a new version; the current text stays in the history.
                  Unsaved changes to the text in the editor are replaced.
                </p>
                <div className="grid gap-1.5">
                  <Label htmlFor="restore-version-note">Note (optional)</Label>
                  <Input
                    id="restore-version-note"
                    autoComplete="off"
                    value={note}
                    aria-describedby={describedBy("restore-version-note", { count: noteCount })}
                    placeholder={`Restored version ${version.version}`}
                    onChange={(event) => setNote(event.target.value)}
                    onKeyDown={(event) => {
                      // Enter restores, rather than submitting the editor's form this panel sits in.
                      if (event.key !== "Enter") return;
                      event.preventDefault();
                      if (!restore.isPending) void confirmRestore(version.version);
                    }}
                  />
                  <FieldMessage id="restore-version-note" count={noteCount} />
                </div>
                {failed === version.version && (
                  <p role="alert" className="flex items-center gap-1.5 font-medium text-destructive">
                    <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
                    {UI_MESSAGES.restoreVersionFailed(version.version)}
                  </p>
                )}
                <div className="flex flex-wrap gap-2">
                  {/* Focus moves here from the Restore button, which this replaces. */}
                  <Button size="sm" autoFocus onClick={() => void confirmRestore(version.version)} disabled={restore.isPending || overLimit(noteCount)}>
                    {restore.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
                    {restore.isPending ? "Restoring..." : `Restore version ${version.version}`}
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setConfirming(null)} disabled={restore.isPending}>
                    Cancel
                  </Button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ol>
      <Comparison versions={versions} />
    </div>
  );
}

/** Two versions of the user's choice (the one before the newest and the newest, at first), word by word. */
function Comparison({ versions }: { versions: PromptVersion[] }) {
  const [chosen, setChosen] = useState<{ from?: number; to?: number }>({});
  const find = (number: number | undefined) => versions.find((v) => v.version === number);
  const from = find(chosen.from) ?? versions[1]!;
  const to = find(chosen.to) ?? versions[0]!;
  const options = versions.map((v) => (
    <option key={v.version} value={v.version}>
      Version {v.version}
    </option>
  ));
  return (
    <section aria-labelledby="version-diff-title" className="grid gap-3">
      <h3 id="version-diff-title" className="flex items-center gap-2 text-sm font-semibold">
        <History className="size-4" aria-hidden="true" />
        Compare versions
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="version-diff-from">From</Label>
          <Select id="version-diff-from" value={String(from.version)} onValueChange={(value) => setChosen((c) => ({ ...c, from: Number(value) }))}>
            {options}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="version-diff-to">To</Label>
          <Select id="version-diff-to" value={String(to.version)} onValueChange={(value) => setChosen((c) => ({ ...c, to: Number(value) }))}>
            {options}
          </Select>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        From version {from.version} to version {to.version}: added words are underlined, removed words struck through.
      </p>
      <p
        data-testid="version-diff"
        className="max-h-64 overflow-y-auto rounded-lg border bg-surface p-3 text-sm leading-relaxed break-words whitespace-pre-wrap"
      >
        {from.version === to.version
          ? "Choose two different versions to see what changed."
          : diffWords(from.content, to.content).map((part, index) =>
              part.added ? (
                <ins key={index} className="rounded-sm bg-accent text-success-text underline-offset-2">
                  <span className="sr-only">[added: </span>
                  {part.value}
                  <span className="sr-only">]</span>
                </ins>
              ) : part.removed ? (
                <del key={index} className="text-muted-foreground">
                  <span className="sr-only">[removed: </span>
                  {part.value}
                  <span className="sr-only">]</span>
                </del>
              ) : (
                <span key={index}>{part.value}</span>
              ),
            )}
      </p>
    </section>
  );
}
