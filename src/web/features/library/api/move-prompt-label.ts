import { client, ok } from "@/web/lib/api-client";
import { libraryKeys } from "./keys";
import { useChangeItem } from "./library-items";

/** PUT /api/saved-prompts/:id/labels/:label: the label points at the version given (added if the prompt had none). */
export const movePromptLabel = ({ id, label, version }: { id: string; label: string; version: number }) =>
  ok(client["saved-prompts"][":id"].labels[":label"].$put({ param: { id, label }, json: { version } }));

// The prompt's versions show its labels and their moves.
export const useMovePromptLabel = () => useChangeItem("saved-prompts", movePromptLabel, (saved) => libraryKeys.promptVersions(saved.id));
