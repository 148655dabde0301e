import { client, ok } from "@/web/lib/api-client";
import { useChangeItem } from "./library-items";

/** POST /api/saved-prompts/:id/use: counts a copy or a use, keeping the values filled in (none for a plain copy). */
export const recordPromptUse = ({ id, values = {} }: { id: string; values?: Record<string, string> }) =>
  ok(client["saved-prompts"][":id"].use.$post({ param: { id }, json: { values } }));

// The card takes the new count and values at once; the order ("most used") catches up at the next fetch,
// rather than the list moving under the user's pointer after each copy.
export const useRecordPromptUse = () => useChangeItem("saved-prompts", recordPromptUse, () => null);
