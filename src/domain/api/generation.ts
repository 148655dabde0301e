import { z } from "zod";

/** What POST /api/generate-prompt answers, and what its stream's final `done` event carries. */
export const generationResultSchema = z.object({
  generatedPrompt: z.string(),
  /** Generations left in the period, after this one. */
  remaining: z.number().int(),
  total: z.number().int(),
  model: z.string(),
  /** True when the configured model failed and the built-in composer wrote the prompt. */
  fallback: z.boolean(),
});
export type GenerationResult = z.infer<typeof generationResultSchema>;
