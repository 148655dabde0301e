/**
 * Improve a Prompt without a model: a text prompt restructured, an image prompt rewritten in its target's
 * syntax. Deterministic: the same request always gives the same prompt.
 */
import { plainPrompt, type ComposedPrompt } from "./composed-prompt";
import { improveImagePrompt } from "./improve-image";
import { DEFAULT_IMPROVE_FOCUS, TEXT_TARGET, type ImprovePromptRequest } from "./improve-options";
import { improveTextPrompt } from "./improve-text";

export function improvePrompt(request: Pick<ImprovePromptRequest, "prompt" | "target" | "focus">): ComposedPrompt {
  const focus = request.focus.length > 0 ? request.focus : DEFAULT_IMPROVE_FOCUS;
  return request.target === TEXT_TARGET ? plainPrompt(improveTextPrompt(request.prompt, focus)) : improveImagePrompt(request.prompt, request.target);
}
