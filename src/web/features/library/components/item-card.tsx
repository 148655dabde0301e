import { FolderInput, Trash2 } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { formatDate } from "../lib/format-date";
import { TEAM_TEXTS } from "../messages";
import type { SavedPrompt } from "../types";
import { Authorship } from "./authorship";

type Author = SavedPrompt["createdBy"];

export interface ItemCardProps {
  /** The card's heading, which names it. */
  title: string;
  /** Beside the title: the type badge, and what else the kind shows there. */
  aside: ReactNode;
  item: { createdAt: string; createdBy: Author; updatedBy: Author };
  /** What the kind shows of the item, under the title. */
  children: ReactNode;
  /** The item's buttons (see CopyToButton and DeleteButton for the ones every kind has). */
  actions: ReactNode;
}

/** The card of a saved item of either kind: title and badge, the kind's own body, when it was saved and by whom, its buttons. */
export function ItemCard({ title, aside, item, children, actions }: ItemCardProps) {
  const titleId = useId();
  const saved = formatDate(item.createdAt);
  return (
    <li className="min-w-0">
      <Card className="h-full">
        <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 p-4 sm:p-5">
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="min-w-0 text-base leading-snug font-semibold tracking-tight break-words">
              {title}
            </h2>
            {aside}
          </div>
          {children}
          {saved && <p className="text-xs text-muted-foreground">Saved {saved}</p>}
          <Authorship item={item} />
          <div className="mt-auto grid grid-cols-2 gap-2">{actions}</div>
        </article>
      </Card>
    </li>
  );
}

/** Copy to another workspace. */
export function CopyToButton({ onClick, className }: { onClick: () => void; className?: string }) {
  return (
    <Button size="sm" variant="outline" className={className} onClick={onClick}>
      <FolderInput aria-hidden="true" />
      {TEAM_TEXTS.copyTo}
    </Button>
  );
}

export function DeleteButton({ onClick }: { onClick: () => void }) {
  return (
    <Button size="sm" variant="outline" className="[&_svg]:text-destructive" onClick={onClick}>
      <Trash2 aria-hidden="true" />
      Delete
    </Button>
  );
}
