import { composePrompt } from "@/domain/builders";
import type { GenerationOutput, PromptGenerator } from "./generator";

export const COMPOSER_MODEL = "promptsmith-composer";

/** The built-in composer: deterministic and offline. It streams line by line so clients see one code path. */
export const composerGenerator: PromptGenerator = {
  async generate(request, { onDelta }): Promise<GenerationOutput> {
    const text = composePrompt(request).prompt;
    for (const line of text.split(/(?<=\n)/)) onDelta(line);
    return { text, model: COMPOSER_MODEL, promptTokens: 0, completionTokens: 0 };
  },
};
