import { FolderInput, Pencil, Play, Trash2 } from "lucide-react";
import { useId } from "react";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { formatDate } from "../lib/format-date";
import { summarizeInputs } from "../lib/input-summary";
import { useLibraryWorkspace } from "../lib/use-workspace";
import { TEAM_TEXTS } from "../messages";
import type { SavedInput } from "../types";
import { Authorship } from "./authorship";
import { TypeBadge } from "./type-badge";

export interface InputCardProps {
  input: SavedInput;
  onUse: (input: SavedInput) => void;
  onRename: (input: SavedInput) => void;
  onDelete: (input: SavedInput) => void;
  /** Opens the dialog that copies them to another workspace (offered when there is one to copy to). */
  onCopyTo?: (input: SavedInput) => void;
}

/** Saved inputs: name, type, a few of the chosen values, and Use Inputs / Edit / Delete (Use only, for a team's viewer). */
export function InputCard({ input, onUse, onRename, onDelete, onCopyTo }: InputCardProps) {
  const titleId = useId();
  const { canEdit } = useLibraryWorkspace();
  const saved = formatDate(input.createdAt);
  const summary = summarizeInputs(input.inputType, input.inputData);
  return (
    <li className="min-w-0">
      <Card className="h-full">
        <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 p-4 sm:p-5">
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="min-w-0 text-base leading-snug font-semibold tracking-tight break-words">
              {input.name}
            </h2>
            <TypeBadge type={input.inputType} />
          </div>
          {summary.length > 0 ? (
            <dl className="grid gap-1 text-sm">
              {summary.map(({ label, value }) => (
                <div key={label} className="flex min-w-0 gap-1.5">
                  <dt className="shrink-0 text-muted-foreground">{label}:</dt>
                  <dd className="min-w-0 truncate">{value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">The builder's default choices.</p>
          )}
          {saved && <p className="text-xs text-muted-foreground">Saved {saved}</p>}
          <Authorship item={input} />
          <div className="mt-auto grid grid-cols-2 gap-2">
            <Button size="sm" className="col-span-2" onClick={() => onUse(input)}>
              <Play aria-hidden="true" />
              Use Inputs
            </Button>
            {onCopyTo && (
              <Button size="sm" variant="outline" className="col-span-2" onClick={() => onCopyTo(input)}>
                <FolderInput aria-hidden="true" />
                {TEAM_TEXTS.copyTo}
              </Button>
            )}
            {canEdit && (
              <>
                <Button size="sm" variant="outline" onClick={() => onRename(input)}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button size="sm" variant="outline" className="[&_svg]:text-destructive" onClick={() => onDelete(input)}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </>
            )}
          </div>
        </article>
      </Card>
    </li>
  );
}
