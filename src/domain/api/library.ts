import { z } from "zod";
import { EXPORT_FORMAT, EXPORT_VERSION, INPUT_TYPES, INPUTS_EXPORT_FORMAT } from "../library";
import { PROMPT_TYPES } from "../prompt-type";
import { promptPartsSchema } from "./generation";

/** A builder's form state, as it was saved. */
const inputDataSchema = z.record(z.string(), z.unknown());

/** Who created or last changed a library item; null once their account is deleted. */
const authorSchema = z.object({ id: z.string(), displayName: z.string() }).nullable();

/** A saved prompt as the API answers it. */
export const savedPromptSchema = z.object({
  id: z.string(),
  /** Its URL-safe name, unique in its workspace: what an application fetches it by (`/api/v1/prompts/{name}`). */
  name: z.string(),
  title: z.string(),
  /** The prompt: exactly the text to paste. */
  content: z.string(),
  /** A generated prompt's negative prompt, parameters and notes, kept when it was saved (none for one written by hand). */
  ...promptPartsSchema.shape,
  promptType: z.enum(PROMPT_TYPES),
  tags: z.array(z.string()),
  /** Its labels, each with the version it points at: `{ "production": 3 }`. */
  labels: z.record(z.string(), z.number().int()),
  /** The builder's form state when the prompt was saved (null for prompts imported without it). */
  inputData: inputDataSchema.nullable(),
  /** Pinned prompts come first in the list, whatever its order. */
  pinned: z.boolean(),
  /** How many times it was copied or used. */
  useCount: z.number().int(),
  /** The names of its `{{variables}}`, in order of first use. */
  variables: z.array(z.string()),
  /** The values last filled in for its variables. */
  variableValues: z.record(z.string(), z.string()),
  createdBy: authorSchema,
  /** Null until someone changes it after creating it. */
  updatedBy: authorSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SavedPrompt = z.infer<typeof savedPromptSchema>;

/** Saved builder inputs as the API answers them. */
export const savedInputSchema = z.object({
  id: z.string(),
  name: z.string(),
  inputType: z.enum(INPUT_TYPES),
  inputData: inputDataSchema,
  createdBy: authorSchema,
  /** Null until someone changes it after creating it. */
  updatedBy: authorSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SavedInput = z.infer<typeof savedInputSchema>;

/** One page of a library list, newest first; `nextCursor` (the cursor of the next page) is null on the last page. */
function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
export const savedPromptPageSchema = pageOf(savedPromptSchema);
export const savedInputPageSchema = pageOf(savedInputSchema);

/** Every tag of the user's prompts with how many carry it, most used first. */
export const promptTagsSchema = z.object({ tags: z.array(z.object({ tag: z.string(), count: z.number().int() })) });
export type TagCount = z.infer<typeof promptTagsSchema>["tags"][number];

/** What an import did: how many prompts it saved, and which it refused and why (`index` in the file's list). */
export const importSummarySchema = z.object({
  imported: z.number().int(),
  refused: z.array(z.object({ index: z.number().int(), title: z.string().nullable(), reasons: z.array(z.string()) })),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** One content a saved prompt has had: version 1 is the one it was saved with, the newest is its content now. */
export const promptVersionSchema = z.object({
  version: z.number().int(),
  content: z.string(),
  /** What changed, in its author's words; null when they gave none. */
  note: z.string().nullable(),
  /** The author's name; null once their account is deleted (or when they never gave a name). */
  authorName: z.string().nullable(),
  /** The labels pointing at this version now. */
  labels: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type PromptVersion = z.infer<typeof promptVersionSchema>;

/** One move of a label: the version it was set to, and the one it pointed at before (null when it was new). */
export const labelMoveSchema = z.object({
  label: z.string(),
  version: z.number().int(),
  previousVersion: z.number().int().nullable(),
  /** Who moved it; null once their account is deleted (or when they never gave a name). */
  movedByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type LabelMove = z.infer<typeof labelMoveSchema>;

/** A prompt's versions and the moves of its labels, newest first. */
export const promptVersionsSchema = z.object({ versions: z.array(promptVersionSchema), labelMoves: z.array(labelMoveSchema) });
export type PromptVersions = z.infer<typeof promptVersionsSchema>;

/** The JSON export of the saved prompts: the file an import takes back. */
export const promptsExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.iso.datetime(),
  prompts: z.array(
    savedPromptSchema
      .pick({ title: true, content: true, negativePrompt: true, parameters: true, notes: true, promptType: true, tags: true, inputData: true, createdAt: true })
      .extend({
      /** Every content the prompt has had, oldest first (files exported before versions have none). */
      versions: z.array(promptVersionSchema.pick({ version: true, content: true, note: true, createdAt: true })),
    }),
  ),
});
export type PromptsExport = z.infer<typeof promptsExportSchema>;

/** The JSON export of the saved inputs. */
export const inputsExportSchema = z.object({
  format: z.literal(INPUTS_EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.iso.datetime(),
  inputs: z.array(savedInputSchema.pick({ name: true, inputType: true, inputData: true, createdAt: true })),
});
export type InputsExport = z.infer<typeof inputsExportSchema>;
