import { useMutation } from "@tanstack/react-query";
import { client, okResponse } from "@/web/lib/api-client";

export type ExportFormat = "json" | "markdown";

export interface ExportFile {
  blob: Blob;
  filename: string;
}

/** The name from `attachment; filename="…"`, or `fallback`. */
export function filenameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/** GET /api/saved-prompts/export?format=…: every saved prompt as one file. */
export async function exportSavedPrompts(format: ExportFormat): Promise<ExportFile> {
  const res = await okResponse(
    client["saved-prompts"].export.$get(
      { query: { format } },
      { headers: { accept: format === "markdown" ? "text/markdown" : "application/json" } },
    ),
  );
  const fallback = `promptsmith-prompts.${format === "markdown" ? "md" : "json"}`;
  return { blob: await res.blob(), filename: filenameOf(res.headers.get("content-disposition"), fallback) };
}

/** Hands a file to the browser's downloads. */
export function saveFile({ blob, filename }: ExportFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches the export and starts its download. */
export function useExportSavedPrompts() {
  return useMutation({
    mutationFn: exportSavedPrompts,
    onSuccess: saveFile,
  });
}
