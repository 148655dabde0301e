import { client, ok } from "@/web/lib/api-client";
import { libraryKeys } from "./keys";
import { useChangeItem } from "./library-items";

/** PUT /api/saved-prompts/:id/pin. */
export const pinSavedPrompt = ({ id, pinned }: { id: string; pinned: boolean }) =>
  ok(client["saved-prompts"][":id"].pin.$put({ param: { id }, json: { pinned } }));

// Pinned prompts come first: the lists are fetched again in their new order.
export const usePinSavedPrompt = () => useChangeItem("saved-prompts", pinSavedPrompt, () => libraryKeys.promptLists);
