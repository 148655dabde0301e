import type { HistoryItem, SavedPrompt } from "../types";
import { TEAM_TEXTS } from "../messages";
import { useLibraryWorkspace } from "../lib/use-workspace";

type Author = SavedPrompt["createdBy"];

/** "Created by Ana · changed by Bo" (a deleted account is "a former member"; no change, no second part). */
export function authorshipText({ createdBy, updatedBy }: { createdBy: Author; updatedBy: Author }): string {
  const created = `Created by ${createdBy?.displayName ?? TEAM_TEXTS.formerMember}`;
  return updatedBy ? `${created} · changed by ${updatedBy.displayName}` : created;
}

/** Who made a team's item and who changed it last; nothing in the personal workspace, where it is all the user's. */
export function Authorship({ item, className }: { item: { createdBy: Author; updatedBy: Author }; className?: string }) {
  const { team } = useLibraryWorkspace();
  if (!team) return null;
  return <p className={className ?? "text-xs text-muted-foreground"}>{authorshipText(item)}</p>;
}

/** Which member ran a team's generation; nothing in the personal workspace. */
export function RunBy({ by, className }: { by: HistoryItem["by"]; className?: string }) {
  const { team } = useLibraryWorkspace();
  if (!team) return null;
  return <span className={className ?? "text-xs text-muted-foreground"}>{TEAM_TEXTS.ranBy(by?.displayName)}</span>;
}
