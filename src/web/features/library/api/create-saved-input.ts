import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InputType } from "@/domain/library";
import { api } from "@/web/lib/api-client";
import type { SavedInput } from "../types";
import { libraryKeys } from "./keys";

export interface NewSavedInput {
  name: string;
  inputType: InputType;
  inputData: Record<string, unknown>;
}

/** POST /api/saved-inputs. */
export function createSavedInput(input: NewSavedInput): Promise<SavedInput> {
  return api<SavedInput>("/api/saved-inputs", { json: input });
}

export function useCreateSavedInput() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedInput,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: libraryKeys.inputs }),
  });
}
