/**
 * What the composers write, in three parts kept apart from the composer to the screen and the API:
 * the text to paste, the target's own settings, and what the user should know.
 */

/** A setting's value as the target's own API or UI takes it. */
export type ParameterValue = string | number | boolean;

export interface ComposedPrompt {
  /** Exactly the text to paste into the target; nothing in it is addressed to the user. */
  prompt: string;
  /** What to keep out of the image, where the target has a field for it (Stable Diffusion). */
  negativePrompt?: string;
  /**
   * The target's own settings with legal values, under the target's own names (`size`, `quality`, `n`,
   * `steps`, `cfg_scale`, `width`, …). Midjourney's parameters stay in its prompt line, since that is its syntax.
   */
  parameters: Record<string, ParameterValue>;
  /** For the user, never sent to the target: a size adjusted, several requests needed, a conflict settled. */
  notes: string[];
}

/** A prompt with no settings and nothing to tell the user. */
export const plainPrompt = (prompt: string): ComposedPrompt => ({ prompt, parameters: {}, notes: [] });
