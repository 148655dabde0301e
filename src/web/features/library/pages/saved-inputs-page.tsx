import { RotateCw } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { LIBRARY_MESSAGES } from "@/domain/library";
import { Button } from "@/web/components/ui/button";
import { isSignedOut } from "@/web/lib/api-client";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useSavedInputs } from "../api/get-saved-inputs";
import { CardGrid } from "../components/card-grid";
import { ConfirmDeleteDialog } from "../components/confirm-delete-dialog";
import { InputCard } from "../components/input-card";
import { LibraryList } from "../components/paged-list";
import { PageHeader } from "../components/page-header";
import { RenameInputDialog } from "../components/rename-input-dialog";
import { useOpenInBuilder } from "../lib/open-in-builder";
import { type CopyTarget, CopyToDialog, useCopyDestinations } from "../components/copy-to-dialog";
import { useConfirmedDelete } from "../lib/use-confirmed-delete";
import { useLibraryWorkspace } from "../lib/use-workspace";
import { TEAM_TEXTS, UI_MESSAGES } from "../messages";
import type { SavedInput } from "../types";

const TITLE = "Saved Inputs";

/** /saved-inputs: builder inputs saved for later, to reopen, rename or delete. */
export function SavedInputsPage() {
  useDocumentTitle(TITLE);
  const heading = useRef<HTMLHeadingElement>(null);
  const openInBuilder = useOpenInBuilder();
  const list = useSavedInputs();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const { team } = useLibraryWorkspace();
  const { destinations } = useCopyDestinations();
  const [copying, setCopying] = useState<CopyTarget | null>(null);

  const [renaming, setRenaming] = useState<SavedInput | null>(null);
  const deletion = useConfirmedDelete<SavedInput>({
    kind: "saved-inputs",
    deleted: LIBRARY_MESSAGES.inputDeleted,
    failed: LIBRARY_MESSAGES.deleteInputFailed,
    undo: {
      restored: UI_MESSAGES.inputRestored,
      failed: () => toast.error(UI_MESSAGES.restoreInputFailed),
    },
    focusAfter: heading,
  });

  const refreshing = list.isRefetching && !list.isFetchingNextPage;
  // Sessions are cookies the server keeps: an ended session means only a new sign-in helps.
  const loadFailed = isSignedOut(list.error) ? UI_MESSAGES.sessionEnded : UI_MESSAGES.loadInputsFailed;

  return (
    <div className="grid gap-6">
      <PageHeader ref={heading} title={TITLE} lead="Form choices you saved, ready to open in their builder again.">
        <Button variant="outline" onClick={() => void list.refetch()} disabled={refreshing}>
          <RotateCw className={refreshing ? "animate-spin" : undefined} aria-hidden="true" />
          {refreshing ? "Refreshing..." : "Refresh"}
        </Button>
      </PageHeader>

      <LibraryList
        label="Saved inputs"
        query={list}
        count={items.length}
        texts={{ loading: "Loading saved inputs", failed: loadFailed, empty: team ? TEAM_TEXTS.noInputs(team.name) : LIBRARY_MESSAGES.noInputs, loadMore: "Load more inputs" }}
      >
        <CardGrid label="Saved inputs">
          {items.map((input) => (
            <InputCard
              key={input.id}
              input={input}
              onUse={(i) => openInBuilder(i.inputType, i.inputData)}
              onRename={setRenaming}
              onDelete={deletion.ask}
              onCopyTo={destinations.length > 0 ? (i) => setCopying({ kind: "saved-inputs", id: i.id, name: i.name }) : undefined}
            />
          ))}
        </CardGrid>
      </LibraryList>

      <RenameInputDialog input={renaming} onClose={() => setRenaming(null)} />
      <CopyToDialog target={copying} onClose={() => setCopying(null)} />
      <ConfirmDeleteDialog title="Delete inputs" name={deletion.target?.name ?? ""} {...deletion.dialog} />
    </div>
  );
}
