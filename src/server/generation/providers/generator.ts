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

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * `text` without control characters other than newline and tab: a model may send any of them, PostgreSQL text
 * cannot hold NUL, and none belongs in a prompt. Applied to what a model sends before it is streamed or stored.
 */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "");
}
