/** A saved prompt fetched by name, and rendered, as the public API answers them (`/api/v1/prompts/{name}`). */
import { z } from "zod";
import { labelSchema, promptNameSchema } from "../prompt-names";
import { PROMPT_TYPES } from "../prompt-type";

/** The prompt's name in the path: one that breaks the naming rule is answered 400 with the rule. */
export const promptNameParamSchema = z.object({ name: promptNameSchema });

/** `?label=` or `?version=`, not both; with neither, the version labelled `production`, else the newest. */
export const versionChoiceQuerySchema = z
  .object({
    label: labelSchema.optional().meta({ description: "The label whose version to serve (default `production`)." }),
    version: z.coerce.number().int().min(1).optional().meta({ description: "A version by number." }),
  })
  .refine((query) => query.label === undefined || query.version === undefined, {
    message: "Ask for a label or a version, not both",
    path: ["version"],
  });

export const servedPromptSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  promptType: z.enum(PROMPT_TYPES),
  /** The version served. */
  version: z.number().int(),
  /** The labels pointing at this version. */
  labels: z.array(z.string()),
  /** The version's text, `{{variables}}` unfilled. */
  content: z.string(),
  /** The names of its `{{variables}}`, in order of first use. */
  variables: z.array(z.string()),
  /** When this version was written. */
  createdAt: z.iso.datetime(),
});
export type ServedPrompt = z.infer<typeof servedPromptSchema>;

/** A value for each variable; numbers and booleans are written as text. */
export const renderRequestSchema = z.object({
  variables: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String))
    .default({})
    .meta({ description: "A value for each `{{variable}}` of the text. Names the text does not have are ignored." }),
});

export const renderedPromptSchema = servedPromptSchema.omit({ content: true, createdAt: true }).extend({
  /** The text with every `{{variable}}` filled in. */
  text: z.string(),
});
export type RenderedPrompt = z.infer<typeof renderedPromptSchema>;
