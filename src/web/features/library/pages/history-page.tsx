import { Download, LoaderCircle } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { PROMPT_TYPES, type PromptType } from "@/domain/prompt-type";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Select } from "@/web/components/ui/select";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useExportHistory, useHistory } from "../api/history";
import { HISTORY_MESSAGES, HistoryEntryDialog, STATUS_LABELS, targetLabel } from "../components/history-entry-dialog";
import { LibraryList } from "../components/paged-list";
import { SearchBox, useSearch } from "../components/search-box";
import { PageHeader } from "../components/page-header";
import { TYPE_LABELS, TypeBadge } from "../components/type-badge";
import { RunBy } from "../components/authorship";
import { formatDateTime } from "../lib/format-date";
import { useLibraryWorkspace } from "../lib/use-workspace";
import { TEAM_TEXTS, UI_MESSAGES } from "../messages";
import type { HistoryItem } from "../types";

const TITLE = "History";

/** /history: every generation of the user, saved or not, newest first, to find, copy, save or reopen. */
export function HistoryPage() {
  useDocumentTitle(TITLE);
  const [type, setType] = useState<PromptType | "">("");
  const search = useSearch();
  const { q } = search;

  const list = useHistory({ type, q });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = type !== "" || q !== "";
  const [open, setOpen] = useState<HistoryItem | null>(null);
  const exporting = useExportHistory();
  const { team } = useLibraryWorkspace();

  const clearFilters = () => {
    setType("");
    search.clear();
  };

  return (
    <div className="grid gap-6">
      <PageHeader title={TITLE} lead="Every prompt you generated, saved or not. Open one to copy it, save it or reopen its inputs.">
        <Button
          variant="outline"
          disabled={exporting.isPending}
          onClick={() =>
            exporting.mutate(undefined, {
              onSuccess: () => toast.success(UI_MESSAGES.exported),
              onError: () => toast.error(HISTORY_MESSAGES.exportFailed),
            })
          }
        >
          {exporting.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          {exporting.isPending ? "Exporting..." : "Export"}
        </Button>
      </PageHeader>

      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchBox id="history-search" label="Search history" placeholder="Search your prompts" search={search} />
        <label htmlFor="history-type" className="sr-only">
          Type
        </label>
        <Select id="history-type" className="sm:w-44" value={type} onValueChange={(value) => setType(value as PromptType | "")}>
          <option value="">All types</option>
          {PROMPT_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
      </div>

      <LibraryList
        label="Generations"
        query={list}
        count={items.length}
        filtered={filtered}
        onClearFilters={clearFilters}
        texts={{ loading: "Loading history", failed: HISTORY_MESSAGES.loadFailed, noMatch: HISTORY_MESSAGES.noMatch, empty: team ? TEAM_TEXTS.noHistory(team.name) : HISTORY_MESSAGES.empty, loadMore: "Load more generations" }}
      >
        <ul aria-label="Generations" className="grid gap-3">
          {items.map((item) => (
            <HistoryRow key={item.id} item={item} onOpen={setOpen} />
          ))}
        </ul>
      </LibraryList>

      <HistoryEntryDialog item={open} onClose={() => setOpen(null)} />
    </div>
  );
}

/** One generation in the list: what, for which tool, when, how it ended, and the start of its prompt. */
function HistoryRow({ item, onOpen }: { item: HistoryItem; onOpen: (item: HistoryItem) => void }) {
  const dateId = useId();
  const target = targetLabel(item);
  const when = formatDateTime(item.createdAt);
  return (
    <li className="min-w-0">
      <Card>
        <article aria-label={`${TYPE_LABELS[item.generationType]} prompt, ${when}`} className="grid gap-2 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <TypeBadge type={item.generationType} />
            {target && <span className="max-w-60 truncate text-xs text-muted-foreground">{target}</span>}
            <Badge variant={item.status === "completed" ? "secondary" : "destructive"}>{STATUS_LABELS[item.status]}</Badge>
            <RunBy by={item.by} />
            <span id={dateId} className="ml-auto text-xs text-muted-foreground">
              {when}
            </span>
          </div>
          <p className="line-clamp-2 text-sm break-words text-foreground/90">{item.preview || "No prompt was written."}</p>
          <div>
            <Button size="sm" variant="outline" onClick={() => onOpen(item)} aria-describedby={dateId}>
              Open
            </Button>
          </div>
        </article>
      </Card>
    </li>
  );
}
