import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { importFileSchema } from "@/domain/library-schemas";
import { ApiError, client, ok } from "@/web/lib/api-client";
import { libraryKeys } from "./keys";

type ImportFile = z.input<typeof importFileSchema>;

/** The API takes import files up to this size. */
export const IMPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  tooLarge: "This file is larger than 10 MB. Export files are much smaller; please choose another file.",
  notJson: "This file is not a Promptsmith export file (it is not JSON).",
  failed: "Failed to import prompts. Please try again.",
} as const;

/** Reads a chosen file as JSON, refusing what cannot be an export before anything is sent. */
export async function readImportFile(file: File): Promise<unknown> {
  if (file.size > IMPORT_FILE_MAX_BYTES) throw new ApiError(413, "payload_too_large", IMPORT_MESSAGES.tooLarge);
  try {
    return JSON.parse(await file.text()) as unknown;
  } catch {
    throw new ApiError(400, "invalid_input", IMPORT_MESSAGES.notJson);
  }
}

/**
 * POST /api/saved-prompts/import with a JSON export file: each prompt is checked on its own; the answer
 * says how many were imported and which were refused and why.
 */
export async function importSavedPrompts(file: File) {
  // What the file holds is the server's to judge, prompt by prompt.
  const json = (await readImportFile(file)) as ImportFile;
  return ok(client["saved-prompts"].import.$post({ json }));
}

export function useImportSavedPrompts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importSavedPrompts,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: libraryKeys.prompts }),
  });
}
