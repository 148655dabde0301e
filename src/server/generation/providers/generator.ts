import type { PromptParts } from "@/domain/api/generation";
import type { GeneratePromptRequest } from "@/domain/builders";

export interface GenerationOutput {
  /** The prompt: exactly the text to paste. */
  text: string;
  /**
   * The negative prompt, parameters and notes, from the composer. A model writes only the text; its result takes
   * the composer's parts for the same request (service.ts).
   */
  parts?: PromptParts;
  model: string;
  promptTokens: number;
  completionTokens: number;
}

/** Something that writes a prompt from a builder form, streaming its text as it goes. */
export interface PromptGenerator {
  generate(
    request: GeneratePromptRequest,
    options: { signal: AbortSignal; onDelta: (text: string) => void },
  ): Promise<GenerationOutput>;
}
