import { useNavigate } from "react-router";
import { toast } from "sonner";
import { LIBRARY_MESSAGES, type PromptKind } from "@/domain/library";
import { handOverInputs } from "@/web/features/builder";

export const BUILDER_PATHS: Record<PromptKind, string> = { text: "/build-text", art: "/build-art", improve: "/improve" };

/**
 * 'Use Inputs': hands the saved inputs (and a saved prompt's text) to the builder of their type, then opens
 * it; the builder loads them once and says 'Input loaded successfully'.
 */
export function useOpenInBuilder() {
  const navigate = useNavigate();
  return (type: PromptKind, inputs: Record<string, unknown> | null, prompt?: string) => {
    try {
      // A prompt imported without inputs opens with the builder's defaults and its text as the result.
      handOverInputs(type, inputs ?? {}, prompt);
    } catch {
      // Session storage switched off or full.
      toast.error(LIBRARY_MESSAGES.useInputsFailed);
      return;
    }
    void navigate(BUILDER_PATHS[type]);
  };
}
