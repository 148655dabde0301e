import { Link2, RotateCw } from "lucide-react";
import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { toast } from "sonner";
import { LIBRARY_MESSAGES } from "@/domain/library";
import { PROMPT_SORT_LABELS, PROMPT_SORTS, type PromptSort, type TagMode } from "@/domain/prompt-list";
import { Button } from "@/web/components/ui/button";
import { Select } from "@/web/components/ui/select";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useDuplicateSavedPrompt } from "../api/duplicate-saved-prompt";
import { usePinSavedPrompt } from "../api/pin-saved-prompt";
import { useRecordPromptUse } from "../api/record-prompt-use";
import { useSavedPrompts } from "../api/get-saved-prompts";
import { libraryKeys } from "../api/keys";
import { CardGrid } from "../components/card-grid";
import { ConfirmDeleteDialog } from "../components/confirm-delete-dialog";
import { EditPromptDialog } from "../components/edit-prompt-dialog";
import { ExportMenu, ImportButton } from "../components/import-export";
import { LibraryList } from "../components/paged-list";
import { SearchBox, useSearch } from "../components/search-box";
import { PageHeader } from "../components/page-header";
import { PromptCard } from "../components/prompt-card";
import { ShareDialog } from "../components/share-dialog";
import { toastSavedPromptLimit } from "../components/saved-prompt-limit";
import { FilterToggle, TagFilterPanel } from "../components/tag-filter";
import { UsePromptDialog } from "../components/use-prompt-dialog";
import { type CopyTarget, CopyToDialog, useCopyDestinations } from "../components/copy-to-dialog";
import { copyText } from "../lib/copy-text";
import { useOpenInBuilder } from "../lib/open-in-builder";
import { useConfirmedDelete } from "../lib/use-confirmed-delete";
import { useLibraryWorkspace } from "../lib/use-workspace";
import { TEAM_TEXTS, UI_MESSAGES } from "../messages";
import type { SavedPrompt } from "../types";

const TITLE = "Saved Prompts";

/** /saved-prompts: the user's saved prompts, filtered by tags and searched, with everything to do with them. */
export function SavedPromptsPage() {
  useDocumentTitle(TITLE);
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const openInBuilder = useOpenInBuilder();
  const { team, canEdit } = useLibraryWorkspace();
  const { destinations } = useCopyDestinations();
  const [copying, setCopying] = useState<CopyTarget | null>(null);

  const [filterOpen, setFilterOpen] = useState(false);
  const [tags, setTags] = useState<string[]>([]);
  const [tagMode, setTagMode] = useState<TagMode>("all");
  const [sort, setSort] = useState<PromptSort>("newest");
  const search = useSearch();
  const { q } = search;

  const list = useSavedPrompts({ tags, tagMode, q, sort });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = tags.length > 0 || q !== "";

  const [editing, setEditing] = useState<SavedPrompt | null>(null);
  const [using, setUsing] = useState<SavedPrompt | null>(null);
  const recordUse = useRecordPromptUse();
  // A copy counts as a use; if counting fails the copy still stands, so nothing more is said.
  const copy = async (prompt: SavedPrompt) => {
    if (await copyText(prompt.content)) recordUse.mutate({ id: prompt.id });
  };
  const pin = usePinSavedPrompt();
  const togglePin = (prompt: SavedPrompt) =>
    pin.mutate(
      { id: prompt.id, pinned: !prompt.pinned },
      {
        onSuccess: (saved) => toast.success(saved.pinned ? UI_MESSAGES.promptPinned : UI_MESSAGES.promptUnpinned),
        onError: () => toast.error(UI_MESSAGES.pinFailed),
      },
    );
  const duplicate = useDuplicateSavedPrompt();
  const duplicatePrompt = (prompt: SavedPrompt) =>
    duplicate.mutate(prompt.id, {
      onSuccess: () => toast.success(UI_MESSAGES.promptDuplicated),
      onError: (error) => toastSavedPromptLimit(toast, error) || toast.error(UI_MESSAGES.duplicateFailed),
    });
  const [sharing, setSharing] = useState<SavedPrompt | null>(null);
  const deletion = useConfirmedDelete<SavedPrompt>({
    kind: "saved-prompts",
    deleted: UI_MESSAGES.promptDeleted,
    failed: LIBRARY_MESSAGES.deletePromptFailed,
    undo: {
      restored: UI_MESSAGES.promptRestored,
      // A prompt saved since the delete may have taken the plan's last place.
      failed: (error) => toastSavedPromptLimit(toast, error) || toast.error(UI_MESSAGES.restorePromptFailed),
    },
    focusAfter: heading,
  });

  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    await queryClient.refetchQueries({ queryKey: libraryKeys.prompts, type: "active" });
    setRefreshing(false);
  };

  const toggleTag = (tag: string) =>
    setTags((current) => (current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag].sort()));
  const clearFilters = () => {
    setTags([]);
    search.clear();
  };

  return (
    <div className="grid gap-6">
      <PageHeader ref={heading} title={TITLE} lead="Reuse, copy and refine the prompts you have saved.">
        <Button asChild variant="outline">
          <Link to="/shared-links">
            <Link2 aria-hidden="true" />
            Shared links
          </Link>
        </Button>
        <ExportMenu />
        {canEdit && <ImportButton />}
        <Button variant="outline" onClick={() => void refresh()} disabled={refreshing}>
          <RotateCw className={refreshing ? "animate-spin" : undefined} aria-hidden="true" />
          {refreshing ? "Refreshing..." : "Refresh"}
        </Button>
      </PageHeader>

      <div className="grid gap-3">
        {/* On a phone the search takes the first row, the order and the filter the second. */}
        <div className="flex flex-wrap gap-2">
          <SearchBox
            id="prompt-search"
            label="Search saved prompts"
            placeholder="Search titles and prompts"
            search={search}
            className="basis-full sm:basis-0"
          />
          <label htmlFor="prompt-sort" className="sr-only">
            Sort by
          </label>
          <Select
            id="prompt-sort"
            className="min-w-0 flex-1 sm:w-40 sm:flex-none"
            value={sort}
            onValueChange={(value) => setSort(value as PromptSort)}
          >
            {PROMPT_SORTS.map((value) => (
              <option key={value} value={value}>
                {PROMPT_SORT_LABELS[value]}
              </option>
            ))}
          </Select>
          <FilterToggle open={filterOpen} count={tags.length} onToggle={() => setFilterOpen((open) => !open)} />
        </div>
        {filterOpen && (
          <TagFilterPanel
            selected={tags}
            onToggleTag={toggleTag}
            onClear={() => setTags([])}
            mode={tagMode}
            onModeChange={setTagMode}
          />
        )}
      </div>

      <LibraryList
        label="Saved prompts"
        query={list}
        count={items.length}
        filtered={filtered}
        onClearFilters={clearFilters}
        texts={{ loading: "Loading saved prompts", failed: LIBRARY_MESSAGES.loadPromptsFailed, noMatch: LIBRARY_MESSAGES.noPromptsMatch, empty: team ? TEAM_TEXTS.noPrompts(team.name) : LIBRARY_MESSAGES.noPrompts, loadMore: "Load more prompts" }}
      >
        <CardGrid label="Saved prompts">
          {items.map((prompt) => (
            <PromptCard
              key={prompt.id}
              prompt={prompt}
              onUse={(p) => openInBuilder(p.promptType, p.inputData, p.content, p)}
              onEdit={setEditing}
              onCopy={(p) => void copy(p)}
              onDelete={deletion.ask}
              onFill={setUsing}
              onTogglePin={togglePin}
              onDuplicate={duplicatePrompt}
              pinning={pin.isPending && pin.variables.id === prompt.id}
              duplicating={duplicate.isPending && duplicate.variables === prompt.id}
              onShare={setSharing}
              onCopyTo={destinations.length > 0 ? (p) => setCopying({ kind: "saved-prompts", id: p.id, name: p.title }) : undefined}
            />
          ))}
        </CardGrid>
      </LibraryList>

      <EditPromptDialog prompt={editing} onClose={() => setEditing(null)} />
      <UsePromptDialog prompt={using} onClose={() => setUsing(null)} />
      <ShareDialog prompt={sharing} onClose={() => setSharing(null)} />
      <CopyToDialog target={copying} onClose={() => setCopying(null)} />
      <ConfirmDeleteDialog title="Delete prompt" name={deletion.target?.title ?? ""} {...deletion.dialog} />
    </div>
  );
}
