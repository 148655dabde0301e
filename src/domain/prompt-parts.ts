import type { PromptParts } from "./api/generation";

/**
 * Only the parts of something that carries them (a database row, an answer, a history entry, a saved prompt), with
 * no negative prompt where it has none (null, or blank). Kept free of zod: the web app's pages import it.
 */
export function promptPartsOf(value: { negativePrompt?: string | null; parameters: PromptParts["parameters"]; notes: string[] }): PromptParts {
  const { negativePrompt, parameters, notes } = value;
  return negativePrompt ? { negativePrompt, parameters, notes } : { parameters, notes };
}
