import { z } from "zod";

/** A setting's value as the target takes it (composed-prompt.ts, ParameterValue). */
const parameterValueSchema = z.union([z.string(), z.number(), z.boolean()]);

/**
 * What goes with a prompt besides its text (composed-prompt.ts): the negative prompt where the target has one,
 * the target's own settings, and the notes for the user. Generations, history entries and saved prompts carry it.
 */
export const promptPartsSchema = z.object({
  /** What to keep out of the image, for targets with a field for it (Stable Diffusion); absent otherwise. */
  negativePrompt: z.string().optional(),
  /** The target's own settings under its own names (`size`, `quality`, `steps`, `cfg_scale`, …); often empty. */
  parameters: z.record(z.string(), parameterValueSchema),
  /** What the user should know; never sent to the target. */
  notes: z.array(z.string()),
});
export type PromptParts = z.infer<typeof promptPartsSchema>;

/** What POST /api/generate-prompt answers, and what its stream's final `done` event carries. */
export const generationResultSchema = promptPartsSchema.extend({
  /** Exactly the text to paste into the target. */
  prompt: z.string(),
  /** The same text as `prompt`, under the specification's name. */
  generatedPrompt: z.string(),
  /** Generations left in the period, after this one. */
  remaining: z.number().int(),
  total: z.number().int(),
  model: z.string(),
  /** True when the configured model failed and the built-in composer wrote the prompt. */
  fallback: z.boolean(),
});
export type GenerationResult = z.infer<typeof generationResultSchema>;
