import { Download, FileJson, FileText, LoaderCircle, Upload } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { ApiError, type ClientErrorCode } from "@/web/lib/api-client";
import { useExportSavedPrompts, type ExportFormat } from "../api/export-saved-prompts";
import { IMPORT_MESSAGES, useImportSavedPrompts } from "../api/import-saved-prompts";
import { UI_MESSAGES } from "../messages";
import type { ImportSummary } from "../types";
import { ImportSummaryView } from "./import-summary";

const itemClasses =
  "flex cursor-default items-center gap-2 rounded-md px-2 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground";

/** Export: every saved prompt as JSON (to import again) or Markdown (to read). */
export function ExportMenu() {
  const exporter = useExportSavedPrompts();
  const run = (format: ExportFormat) =>
    exporter.mutate(format, {
      onSuccess: () => toast.success(UI_MESSAGES.exported),
      onError: () => toast.error(UI_MESSAGES.exportFailed),
    });
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" disabled={exporter.isPending}>
          {exporter.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          {exporter.isPending ? "Exporting..." : "Export"}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          <DropdownMenu.Item className={itemClasses} onSelect={() => run("json")}>
            <FileJson aria-hidden="true" />
            JSON (to import again)
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={() => run("markdown")}>
            <FileText aria-hidden="true" />
            Markdown (to read)
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The refusals of a file as such, whose message says what is wrong with it. */
const FILE_REFUSALS: readonly ClientErrorCode[] = ["invalid_input", "invalid_json", "invalid_text", "payload_too_large"];

/** Why an import was turned away: the server's field message ('This is not a Promptsmith export file'). */
export function importFailureMessage(error: unknown): string {
  if (error instanceof ApiError && FILE_REFUSALS.includes(error.code)) return Object.values(error.fields)[0]?.[0] ?? error.message;
  return IMPORT_MESSAGES.failed;
}

/** Import: pick a JSON export file; the summary says what was imported and what was refused and why. */
export function ImportButton() {
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const importer = useImportSavedPrompts();
  const [summary, setSummary] = useState<ImportSummary | null>(null);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    importer.mutate(file, {
      onSuccess: setSummary,
      onError: (error) => toast.error(importFailureMessage(error)),
    });
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="hidden"
        data-testid="import-file"
        aria-label="Import file"
        tabIndex={-1}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          // The same file can be chosen again.
          event.target.value = "";
        }}
      />
      <Button ref={button} variant="outline" disabled={importer.isPending} onClick={() => input.current?.click()}>
        {importer.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
        {importer.isPending ? "Importing..." : "Import"}
      </Button>
      <Dialog open={summary !== null} onOpenChange={(open) => !open && setSummary(null)}>
        {/* The button was disabled while the file uploaded (the browser then drops its focus), so the
            dialog cannot know its opener: focus goes back to Import by name. */}
        <DialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            button.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Import finished</DialogTitle>
            <DialogDescription>Each prompt in the file was checked on its own.</DialogDescription>
          </DialogHeader>
          {summary && <ImportSummaryView summary={summary} />}
          <DialogFooter>
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
