import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { savedInputCreateSchema } from "@/domain/library-schemas";
import { client, ok } from "@/web/lib/api-client";
import { libraryKeys } from "./keys";

export type NewSavedInput = z.input<typeof savedInputCreateSchema>;

/** POST /api/saved-inputs. */
export const createSavedInput = (input: NewSavedInput) => ok(client["saved-inputs"].$post({ json: input }));

export function useCreateSavedInput() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedInput,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: libraryKeys.inputs }),
  });
}
