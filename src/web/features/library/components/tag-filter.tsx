import { Check, Filter, LoaderCircle, X } from "lucide-react";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { usePromptTags } from "../api/get-prompt-tags";
import { TAG_MODES, type TagMode } from "@/domain/prompt-list";
import { cn } from "@/web/lib/cn";
import { UI_MESSAGES } from "../messages";

export const TAG_FILTER_PANEL_ID = "tag-filter-panel";

/** The Filter toggle, carrying how many tags are selected. */
export function FilterToggle({ open, count, onToggle }: { open: boolean; count: number; onToggle: () => void }) {
  return (
    <Button
      variant={open ? "secondary" : "outline"}
      aria-expanded={open}
      aria-controls={TAG_FILTER_PANEL_ID}
      onClick={onToggle}
    >
      <Filter aria-hidden="true" />
      Filter
      {count > 0 && (
        <Badge data-testid="filter-count" className="min-w-5 justify-center px-1.5">
          {count}
          <span className="sr-only">{count === 1 ? " tag selected" : " tags selected"}</span>
        </Badge>
      )}
    </Button>
  );
}

export interface TagFilterPanelProps {
  selected: string[];
  onToggleTag: (tag: string) => void;
  onClear: () => void;
  /** Whether a prompt must carry all the selected tags or any of them. */
  mode: TagMode;
  onModeChange: (mode: TagMode) => void;
}

const MODE_LABELS: Record<TagMode, string> = { all: "All of", any: "Any of" };

/**
 * Chips for every tag of the user's prompts (with how many carry it); a prompt must carry all selected tags, or
 * any of them.
 */
export function TagFilterPanel({ selected, onToggleTag, onClear, mode, onModeChange }: TagFilterPanelProps) {
  const tags = usePromptTags();
  const known = new Set(tags.data?.map((t) => t.tag));
  // A selected tag that no prompt carries any more (after an edit) stays, so it can be unselected.
  const chips = [...(tags.data ?? []), ...selected.filter((tag) => !known.has(tag)).map((tag) => ({ tag, count: 0 }))];

  return (
    <section id={TAG_FILTER_PANEL_ID} aria-labelledby="tag-filter-title" className="grid gap-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tag-filter-title" className="text-sm font-semibold">
          Filter by tags
        </h2>
        <fieldset className="mr-auto flex rounded-lg border p-0.5 text-sm">
          <legend className="sr-only">Show prompts with</legend>
          {TAG_MODES.map((value) => (
            <label
              key={value}
              className={cn(
                "cursor-pointer rounded-md px-2.5 py-1 has-focus-visible:ring-2 has-focus-visible:ring-ring",
                mode === value ? "bg-secondary font-medium text-secondary-foreground" : "text-muted-foreground",
              )}
            >
              <input
                type="radio"
                name="tag-mode"
                value={value}
                checked={mode === value}
                className="sr-only"
                onChange={() => onModeChange(value)}
              />
              {MODE_LABELS[value]}
            </label>
          ))}
        </fieldset>
        {selected.length > 0 && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden="true" />
            Clear tags
          </Button>
        )}
      </div>
      {tags.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          Loading tags...
        </p>
      ) : tags.isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm">
          {UI_MESSAGES.tagsFailed}
          <Button variant="link" size="sm" className="px-0" onClick={() => void tags.refetch()}>
            Retry
          </Button>
        </p>
      ) : chips.length === 0 ? (
        <p className="text-sm text-muted-foreground">{UI_MESSAGES.noTags}</p>
      ) : (
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {chips.map(({ tag, count }) => {
            const on = selected.includes(tag);
            return (
              <li key={tag} className="max-w-full">
                <Button
                  size="sm"
                  variant={on ? "default" : "outline"}
                  aria-pressed={on}
                  className="max-w-full rounded-full"
                  onClick={() => onToggleTag(tag)}
                >
                  {on && <Check aria-hidden="true" />}
                  <span className="truncate">{tag}</span>
                  <span aria-hidden="true" className="text-xs tabular-nums">
                    {count}
                  </span>
                  <span className="sr-only">{`, ${count} ${count === 1 ? "prompt" : "prompts"}`}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
