import { client, ok } from "@/web/lib/api-client";
import { useChangeItem } from "./library-items";

/**
 * POST /api/saved-prompts/:id/versions/:version/restore: the prompt takes that version's content, as a new version
 * with the note ("Restored version N" when blank).
 */
export const restorePromptVersion = ({ id, version, note }: { id: string; version: number; note?: string }) =>
  ok(
    client["saved-prompts"][":id"].versions[":version"].restore.$post({
      param: { id, version: String(version) },
      json: note?.trim() ? { note } : {},
    }),
  );

// The lists (searches match the content) and the prompt's versions, with the new one.
export const useRestorePromptVersion = () => useChangeItem("saved-prompts", restorePromptVersion);
