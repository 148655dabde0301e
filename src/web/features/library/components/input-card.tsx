import { Pencil, Play } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { summarizeInputs } from "../lib/input-summary";
import { useLibraryWorkspace } from "../lib/use-workspace";
import type { SavedInput } from "../types";
import { CopyToButton, DeleteButton, ItemCard } from "./item-card";
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
  const { canEdit } = useLibraryWorkspace();
  const summary = summarizeInputs(input.inputType, input.inputData);
  return (
    <ItemCard
      title={input.name}
      aside={<TypeBadge type={input.inputType} />}
      item={input}
      actions={
        <>
          <Button size="sm" className="col-span-2" onClick={() => onUse(input)}>
            <Play aria-hidden="true" />
            Use Inputs
          </Button>
          {onCopyTo && <CopyToButton className="col-span-2" onClick={() => onCopyTo(input)} />}
          {canEdit && (
            <>
              <Button size="sm" variant="outline" onClick={() => onRename(input)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <DeleteButton onClick={() => onDelete(input)} />
            </>
          )}
        </>
      }
    >
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
    </ItemCard>
  );
}
