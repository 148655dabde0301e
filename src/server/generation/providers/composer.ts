import type { PromptParts } from "@/domain/api/generation";
import { type ComposedPrompt, composePrompt, type GeneratePromptRequest } from "@/domain/builders";
import type { GenerationOutput, PromptGenerator } from "./generator";

export const COMPOSER_MODEL = "promptsmith-composer";

/** A composed prompt's parts besides its text; `negativePrompt` only where the target has one. */
function partsOf({ negativePrompt, parameters, notes }: ComposedPrompt): PromptParts {
  return negativePrompt === undefined ? { parameters, notes } : { negativePrompt, parameters, notes };
}

/** The composer's negative prompt, parameters and notes for `request`: deterministic, so a model's result can take them. */
export const composedParts = (request: GeneratePromptRequest): PromptParts => partsOf(composePrompt(request));

/** The built-in composer: deterministic and offline. It streams line by line so clients see one code path. */
export const composerGenerator: PromptGenerator = {
  async generate(request, { onDelta }): Promise<GenerationOutput> {
    const composed = composePrompt(request);
    const text = composed.prompt;
    for (const line of text.split(/(?<=\n)/)) onDelta(line);
    return { text, parts: partsOf(composed), model: COMPOSER_MODEL, promptTokens: 0, completionTokens: 0 };
  },
};
