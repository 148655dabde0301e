import type { z } from "zod";
import type { savedPromptUpdateSchema } from "@/domain/library-schemas";
import { client, ok } from "@/web/lib/api-client";
import { useChangeItem } from "./library-items";

/** A new title, text or tags (a comma-separated string or a list). */
export type SavedPromptChanges = z.input<typeof savedPromptUpdateSchema>;

/** PATCH /api/saved-prompts/:id. */
export const updateSavedPrompt = ({ id, changes }: { id: string; changes: SavedPromptChanges }) =>
  ok(client["saved-prompts"][":id"].$patch({ param: { id }, json: changes }));

export const useUpdateSavedPrompt = () => useChangeItem("saved-prompts", updateSavedPrompt);
