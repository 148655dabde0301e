import { Copy, CopyPlus, LoaderCircle, Pencil, Pin, Play, Share2, TextCursorInput } from "lucide-react";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { useLibraryWorkspace } from "../lib/use-workspace";
import type { SavedPrompt } from "../types";
import { CopyToButton, DeleteButton, ItemCard } from "./item-card";
import { PromptNameLine } from "./prompt-name-line";
import { TypeBadge } from "./type-badge";
import { PromptPartsView } from "./prompt-parts";
import { VariableChips } from "./variable-chips";

export interface PromptCardProps {
  prompt: SavedPrompt;
  onUse: (prompt: SavedPrompt) => void;
  onEdit: (prompt: SavedPrompt) => void;
  onCopy: (prompt: SavedPrompt) => void;
  onDelete: (prompt: SavedPrompt) => void;
  /** Opens the form that fills in the prompt's variables (offered only when it has some). */
  onFill: (prompt: SavedPrompt) => void;
  onTogglePin: (prompt: SavedPrompt) => void;
  onDuplicate: (prompt: SavedPrompt) => void;
  /** Opens the dialog that makes, copies or revokes the prompt's public link. */
  onShare: (prompt: SavedPrompt) => void;
  /** Opens the dialog that copies the prompt to another workspace (offered when there is one to copy to). */
  onCopyTo?: (prompt: SavedPrompt) => void;
  /** A pin change or a duplicate of this prompt is on its way. */
  pinning?: boolean;
  duplicating?: boolean;
}

/**
 * A saved prompt: title, type and tags, its text in a scrollable box, and what can be done with it (a team's
 * viewer may use and copy it, not change it).
 */
export function PromptCard({
  prompt,
  onUse,
  onEdit,
  onCopy,
  onDelete,
  onFill,
  onTogglePin,
  onDuplicate,
  onShare,
  onCopyTo,
  pinning = false,
  duplicating = false,
}: PromptCardProps) {
  const { canEdit } = useLibraryWorkspace();
  return (
    <ItemCard
      title={prompt.title}
      aside={
        <div className="flex shrink-0 items-center gap-1">
          <TypeBadge type={prompt.promptType} />
          {canEdit ? (
            <Button
              size="icon"
              variant={prompt.pinned ? "secondary" : "ghost"}
              className="size-8"
              aria-label="Pin"
              aria-pressed={prompt.pinned}
              title={prompt.pinned ? "Unpin" : "Pin to the top"}
              disabled={pinning}
              onClick={() => onTogglePin(prompt)}
            >
              <Pin className={prompt.pinned ? "fill-current" : undefined} aria-hidden="true" />
            </Button>
          ) : (
            prompt.pinned && (
              <span role="img" aria-label="Pinned" title="Pinned" className="flex size-8 items-center justify-center">
                <Pin className="size-4 fill-current" aria-hidden="true" />
              </span>
            )
          )}
        </div>
      }
      item={prompt}
      actions={
        <>
          {prompt.variables.length > 0 && (
            <Button size="sm" onClick={() => onFill(prompt)}>
              <TextCursorInput aria-hidden="true" />
              Use
            </Button>
          )}
          <Button size="sm" variant={prompt.variables.length > 0 ? "outline" : "default"} onClick={() => onUse(prompt)}>
            <Play aria-hidden="true" />
            Use Inputs
          </Button>
          {canEdit && (
            <Button size="sm" variant="outline" onClick={() => onEdit(prompt)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => onCopy(prompt)}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
          {onCopyTo && <CopyToButton onClick={() => onCopyTo(prompt)} />}
          {canEdit && (
            <>
              <Button size="sm" variant="outline" disabled={duplicating} onClick={() => onDuplicate(prompt)}>
                {duplicating ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <CopyPlus aria-hidden="true" />}
                {duplicating ? "Duplicating..." : "Duplicate"}
              </Button>
              <Button size="sm" variant="outline" onClick={() => onShare(prompt)}>
                <Share2 aria-hidden="true" />
                Share
              </Button>
              <DeleteButton onClick={() => onDelete(prompt)} />
            </>
          )}
        </>
      }
    >
      <PromptNameLine prompt={prompt} />
      {prompt.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {prompt.tags.map((tag) => (
            <li key={tag} className="max-w-full">
              <Badge variant="secondary" className="max-w-full truncate">
                {tag}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <VariableChips names={prompt.variables} />
      {/* Focusable so keyboard users can scroll a long prompt. */}
      <div
        tabIndex={0}
        role="group"
        aria-label="Prompt text"
        data-testid="prompt-content"
        className="max-h-40 min-h-20 overflow-y-auto rounded-lg border bg-surface p-3 text-sm leading-relaxed break-words whitespace-pre-wrap"
      >
        {prompt.content}
      </div>
      <PromptPartsView parts={prompt} />
    </ItemCard>
  );
}
