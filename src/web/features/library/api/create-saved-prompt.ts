import type { z } from "zod";
import type { savedPromptCreateSchema } from "@/domain/library-schemas";
import { client, ok } from "@/web/lib/api-client";
import { useSaveItem } from "./library-items";

/** `tags` may be a comma-separated string or a list; the server splits, trims and drops empties and duplicates. */
export type NewSavedPrompt = z.input<typeof savedPromptCreateSchema>;

/** POST /api/saved-prompts. */
export const createSavedPrompt = (prompt: NewSavedPrompt) => ok(client["saved-prompts"].$post({ json: prompt }));

export const useCreateSavedPrompt = () => useSaveItem("saved-prompts", createSavedPrompt);
