import { Check, Copy, Link2, LoaderCircle, Link2Off } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { Share } from "@/domain/api/shares";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Select } from "@/web/components/ui/select";
import { useCreateShare, useRevokeShare, useShares } from "../api/shares";
import { copyText } from "../lib/copy-text";
import { formatDate } from "../lib/format-date";
import { useLibraryWorkspace } from "../lib/use-workspace";
import { SHARE_TEXTS } from "../messages";
import type { SavedPrompt } from "../types";
import { ErrorState } from "./list-states";

/** How long a new link may last; "never" until it is revoked. */
const EXPIRIES = [
  { value: "never", label: "Never (until revoked)" },
  { value: "1", label: "In 1 day" },
  { value: "7", label: "In 7 days" },
  { value: "30", label: "In 30 days" },
  { value: "365", label: "In 1 year" },
] as const;

const views = (n: number) => `${n} ${n === 1 ? "view" : "views"}`;
const expiry = (share: Share) => (share.expiresAt ? `Expires ${formatDate(share.expiresAt)}` : "Never expires");

/** A live link: its address to copy, its views and expiry, and Revoke (not for a team's viewer). */
export function ShareLink({ share, label }: { share: Share; label: string }) {
  const { canEdit } = useLibraryWorkspace();
  const revoke = useRevokeShare();
  const [copied, setCopied] = useState(false);
  const fieldId = useId();
  const copy = async () => {
    if (await copyText(share.url, { copied: SHARE_TEXTS.copied, failed: SHARE_TEXTS.copyFailed })) setCopied(true);
  };
  const stop = async () => {
    try {
      await revoke.mutateAsync(share.id);
      toast.success(SHARE_TEXTS.revoked);
    } catch {
      toast.error(SHARE_TEXTS.revokeFailed);
    }
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={fieldId} className="sr-only">
        {label}
      </Label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={fieldId}
          readOnly
          value={share.url}
          onFocus={(event) => event.target.select()}
          className="flex-1 basis-60 font-mono"
        />
        <Button variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Copied" : "Copy link"}
        </Button>
        {canEdit && (
          <Button variant="outline" className="[&_svg]:text-destructive" onClick={stop} disabled={revoke.isPending}>
            {revoke.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Link2Off aria-hidden="true" />}
            {revoke.isPending ? "Revoking..." : "Revoke"}
          </Button>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        {views(share.viewCount)} · {expiry(share)}
      </p>
    </div>
  );
}

function NewLinkForm({ prompt }: { prompt: SavedPrompt }) {
  const create = useCreateShare();
  const [choice, setChoice] = useState<string>("never");
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    try {
      await create.mutateAsync({ promptId: prompt.id, expiresInDays: choice === "never" ? null : Number(choice) });
      toast.success(SHARE_TEXTS.created);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : SHARE_TEXTS.createFailed);
    }
  };
  return (
    <form className="grid gap-4" aria-label="Create a share link" onSubmit={submit}>
      <div className="grid gap-2">
        <Label htmlFor="share-expiry">Link expires</Label>
        <Select id="share-expiry" value={choice} onValueChange={setChoice} disabled={create.isPending}>
          {EXPIRIES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={create.isPending} className="justify-self-end">
        {create.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Link2 aria-hidden="true" />}
        {create.isPending ? "Creating..." : "Create link"}
      </Button>
    </form>
  );
}

/** The prompt's link, shown once made (newest first if there are several), or the form that makes one. */
function ShareBody({ prompt }: { prompt: SavedPrompt }) {
  const { query: shares, waiting } = useShares();
  if (waiting) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        Loading the link...
      </p>
    );
  }
  if (shares.isError) {
    return <ErrorState text={SHARE_TEXTS.loadFailed} onRetry={() => void shares.refetch()} retrying={shares.isFetching} />;
  }
  const link = shares.data?.find((share) => share.promptId === prompt.id);
  return link ? <ShareLink share={link} label="Share link" /> : <NewLinkForm prompt={prompt} />;
}

export interface ShareDialogProps {
  /** The prompt being shared; null closes the dialog. */
  prompt: SavedPrompt | null;
  onClose: () => void;
}

/** Share on a saved prompt: make a read-only public link (with an optional expiry), copy it, or revoke it. */
export function ShareDialog({ prompt, onClose }: ShareDialogProps) {
  return (
    <Dialog open={prompt !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Share “{prompt?.title}”</DialogTitle>
          <DialogDescription>{SHARE_TEXTS.explain}</DialogDescription>
        </DialogHeader>
        {prompt && <ShareBody key={prompt.id} prompt={prompt} />}
      </DialogContent>
    </Dialog>
  );
}
