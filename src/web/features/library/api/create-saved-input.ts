import type { z } from "zod";
import type { savedInputCreateSchema } from "@/domain/library-schemas";
import { client, ok } from "@/web/lib/api-client";
import { useSaveItem } from "./library-items";

export type NewSavedInput = z.input<typeof savedInputCreateSchema>;

/** POST /api/saved-inputs. */
export const createSavedInput = (input: NewSavedInput) => ok(client["saved-inputs"].$post({ json: input }));

export const useCreateSavedInput = () => useSaveItem("saved-inputs", createSavedInput);
