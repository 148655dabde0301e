import { client, okResponse } from "@/web/lib/api-client";
import { type ExportFile, filenameOf } from "./export-saved-prompts";

/** GET /api/saved-inputs/export: every saved input as one JSON file. */
export async function exportSavedInputs(): Promise<ExportFile> {
  const res = await okResponse(client["saved-inputs"].export.$get());
  return { blob: await res.blob(), filename: filenameOf(res.headers.get("content-disposition"), "promptsmith-inputs.json") };
}
