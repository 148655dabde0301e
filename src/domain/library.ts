/**
 * Saved prompts and saved inputs: the rules shared by the library screens, the builders' save dialogs
 * and the API. User-visible messages come from the specification (section 8, saved items).
 */
import { z } from "zod";
import { artFormSchema, textFormSchema } from "./builders";

export const TITLE_MAX = 200;
export const CONTENT_MAX = 20_000;
export const TAGS_MAX = 20;
export const TAG_MAX = 40;
export const SEARCH_MAX = 200;
/** Items per page of a library list. */
export const PAGE_SIZE = 24;
/** An import holds at most this many prompts. */
export const IMPORT_MAX = 2_000;

export const PROMPT_TYPES = ["text", "art"] as const;
export type PromptKind = (typeof PROMPT_TYPES)[number];

export const LIBRARY_MESSAGES = {
  inputsSaved: "Inputs saved successfully!",
  promptSaved: "Prompt saved successfully!",
  inputsSaveFailed: "Failed to save inputs. Please try again.",
  promptSaveFailed: "Failed to save prompt. Please try again.",
  loginToSaveInputs: "You must be logged in to save inputs.",
  loginToSavePrompts: "You must be logged in to save prompts.",
  loadPromptsFailed: "Failed to load saved prompts",
  useInputsFailed: "Failed to use inputs",
  deletePromptFailed: "Failed to delete prompt",
  updatePromptFailed: "Failed to update prompt",
  inputDeleted: "Input deleted successfully",
  deleteInputFailed: "Failed to delete input",
  renameInputFailed: "Failed to update input name",
  inputLoaded: "Input loaded successfully",
  noPrompts: "No saved prompts yet. Generate and save prompts to see them here.",
  noPromptsMatch: "No prompts match the selected filters.",
  noInputs: "No saved inputs yet. Start creating prompts to save inputs.",
} as const;

/** "seo, Launch ,, seo" -> ["seo", "Launch"]: split on commas, trimmed, empties and duplicates dropped. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(",")) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

const tagsSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => parseTags(Array.isArray(value) ? value.join(",") : value))
  .pipe(
    z
      .array(z.string().max(TAG_MAX, `A tag can have at most ${TAG_MAX} characters`))
      .max(TAGS_MAX, `Use at most ${TAGS_MAX} tags`),
  );

/** 50000 as '50,000'. Written out because the first Intl call of a page costs tens of milliseconds on a phone. */
export function withThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

const nonBlank = (what: string, max: number) =>
  z
    .string({ error: `Please enter a ${what}` })
    .trim()
    .min(1, `Please enter a ${what}`)
    .max(max, `The ${what} can have at most ${withThousands(max)} characters`);

export const promptTypeSchema = z.enum(PROMPT_TYPES, { error: "Choose text or art" });

/** A builder's whole form state, checked against that builder's schema. */
export function inputDataSchemaFor(type: PromptKind) {
  return type === "text" ? textFormSchema : artFormSchema;
}

/** Checks `inputData` against the form schema of `type`, reporting problems under `inputData`. */
function checkInputData(value: { inputData?: unknown; type: PromptKind }, ctx: z.RefinementCtx) {
  if (value.inputData === undefined || value.inputData === null) return;
  const parsed = inputDataSchemaFor(value.type).safeParse(value.inputData);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: ["inputData", ...issue.path] });
    }
  }
}

export const savedPromptCreateSchema = z
  .object({
    title: nonBlank("title", TITLE_MAX),
    content: nonBlank("prompt", CONTENT_MAX),
    promptType: promptTypeSchema,
    tags: tagsSchema.default([]),
    inputData: z.record(z.string(), z.unknown()).nullish(),
  })
  .superRefine((value, ctx) => checkInputData({ inputData: value.inputData, type: value.promptType }, ctx));
export type SavedPromptCreate = z.output<typeof savedPromptCreateSchema>;

export const savedPromptUpdateSchema = z
  .object({
    title: nonBlank("title", TITLE_MAX).optional(),
    content: nonBlank("prompt", CONTENT_MAX).optional(),
    tags: tagsSchema.optional(),
  })
  .refine((v) => v.title !== undefined || v.content !== undefined || v.tags !== undefined, {
    message: "Nothing to update",
  });
export type SavedPromptUpdate = z.output<typeof savedPromptUpdateSchema>;

export const savedInputCreateSchema = z
  .object({
    name: nonBlank("name", TITLE_MAX),
    inputType: promptTypeSchema,
    inputData: z.record(z.string(), z.unknown(), { error: "The inputs are missing" }),
  })
  .superRefine((value, ctx) => checkInputData({ inputData: value.inputData, type: value.inputType }, ctx));
export type SavedInputCreate = z.output<typeof savedInputCreateSchema>;

export const savedInputRenameSchema = z.object({ name: nonBlank("name", TITLE_MAX) });

/** List query: newest first, keyset pagination by the last item's id, tag filter (all given), search. */
export const libraryListQuerySchema = z.object({
  cursor: z.uuid({ error: "Invalid cursor" }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
  tags: z
    .string()
    .optional()
    .transform((v) => (v ? parseTags(v) : []))
    .pipe(z.array(z.string().max(TAG_MAX)).max(TAGS_MAX)),
  q: z.string().trim().max(SEARCH_MAX).optional(),
});

export const EXPORT_FORMAT = "promptsmith.saved-prompts";
export const EXPORT_VERSION = 1;

/** An export file; each of its prompts is checked with savedPromptCreateSchema on import. */
export const importFileSchema = z.object({
  format: z.literal(EXPORT_FORMAT, { error: "This is not a Promptsmith export file" }),
  version: z.literal(EXPORT_VERSION, { error: "This export version is not supported" }),
  prompts: z.array(z.unknown()).max(IMPORT_MAX, `An import can hold at most ${IMPORT_MAX} prompts`),
});
