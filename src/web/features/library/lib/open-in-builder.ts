import { useNavigate } from "react-router";
import { toast } from "sonner";
import { LIBRARY_MESSAGES } from "@/domain/library";
import type { PromptParts } from "@/domain/api/generation";
import { promptPartsOf } from "@/domain/prompt-parts";
import type { PromptType } from "@/domain/prompt-type";
import { BUILDER_PATHS, handOverInputs } from "@/web/lib/builder-hand-over";

/**
 * 'Use Inputs': hands the saved inputs (and a saved prompt's text) to the builder of their type, then opens
 * it; the builder loads them once and says 'Input loaded successfully'.
 */
export function useOpenInBuilder() {
  const navigate = useNavigate();
  return (type: PromptType, inputs: Record<string, unknown> | null, prompt?: string, parts?: PromptParts) => {
    try {
      // A prompt imported without inputs opens with the builder's defaults and its text as the result.
      handOverInputs(type, inputs ?? {}, prompt, parts && promptPartsOf(parts));
    } catch {
      // Session storage switched off or full.
      toast.error(LIBRARY_MESSAGES.useInputsFailed);
      return;
    }
    void navigate(BUILDER_PATHS[type]);
  };
}
