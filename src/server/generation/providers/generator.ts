import type { GeneratePromptRequest } from "@/domain/builders";

export interface GenerationOutput {
  text: string;
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
