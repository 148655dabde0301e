/**
 * The zod rules of saved prompts and saved inputs: the API checks every request with them, the library's
 * dialogs check a form with them before sending it.
 */
import { z } from "zod";
import { pageCursorSchema } from "./page-cursor";
import { PROMPT_SORTS, promptCursorParamSchema, TAG_MODES } from "./prompt-list";
import { VARIABLE_NAME_MAX, VARIABLE_VALUE_MAX, VARIABLES_MAX } from "./prompt-variables";
import { artFormSchema, improveFormSchema, textFormSchema } from "./builders/schemas";
import {
  CONTENT_MAX,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  IMPORT_MAX,
  INPUT_TYPES,
  NOTE_MAX,
  PAGE_SIZE,
  parseTags,
  SEARCH_MAX,
  TAG_MAX,
  TAGS_MAX,
  TITLE_MAX,
  tooLongMessage,
  withThousands,
} from "./library";
import { promptNameSchema } from "./prompt-names";
import { PROMPT_TYPES, type PromptType } from "./prompt-type";

const tagsSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => parseTags(Array.isArray(value) ? value.join(",") : value))
  .pipe(
    z
      .array(z.string().max(TAG_MAX, `A tag can have at most ${TAG_MAX} characters`))
      .max(TAGS_MAX, `Use at most ${TAGS_MAX} tags`),
  );

const nonBlank = (what: string, max: number) =>
  z
    .string({ error: `Please enter a ${what}` })
    .trim()
    .min(1, `Please enter a ${what}`)
    .max(max, tooLongMessage(what, max));

export const promptTypeSchema = z.enum(PROMPT_TYPES, { error: "Choose text, art or improve" });
const inputTypeSchema = z.enum(INPUT_TYPES, { error: "Choose text or art" });

/** A builder's whole form state, checked against that builder's schema. */
export function inputDataSchemaFor(type: PromptType) {
  if (type === "improve") return improveFormSchema;
  return type === "text" ? textFormSchema : artFormSchema;
}

/** Checks `inputData` against the form schema of `type`, reporting problems under `inputData`. */
function checkInputData(value: { inputData?: unknown; type: PromptType }, ctx: z.RefinementCtx) {
  if (value.inputData === undefined || value.inputData === null) return;
  const parsed = inputDataSchemaFor(value.type).safeParse(value.inputData);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: ["inputData", ...issue.path] });
    }
  }
}

/** A setting's name and value, as a target takes it (composed-prompt.ts). */
const PARAMETER_MAX = 200;
const PARAMETERS_MAX = 40;
const NOTE_TEXT_MAX = 1_000;
const NOTES_MAX = 20;

/**
 * A generated prompt's other parts, kept when it is saved (domain/api/generation.ts, promptPartsSchema): its
 * negative prompt, the target's parameters and the notes for the user. A prompt written by hand has none.
 */
const promptPartsFields = {
  /** Blank is none. */
  negativePrompt: z.string().trim().max(CONTENT_MAX, `The negative prompt can have at most ${withThousands(CONTENT_MAX)} characters`).nullish(),
  parameters: z
    .record(z.string().max(PARAMETER_MAX), z.union([z.string().max(PARAMETER_MAX), z.number(), z.boolean()]))
    .refine((parameters) => Object.keys(parameters).length <= PARAMETERS_MAX, `Use at most ${PARAMETERS_MAX} parameters`)
    .default({}),
  notes: z
    .array(z.string().max(NOTE_TEXT_MAX, `A note can have at most ${withThousands(NOTE_TEXT_MAX)} characters`))
    .max(NOTES_MAX, `Use at most ${NOTES_MAX} notes`)
    .default([]),
};

const savedPromptFields = z.object({
  title: nonBlank("title", TITLE_MAX),
  content: nonBlank("prompt", CONTENT_MAX),
  ...promptPartsFields,
  promptType: promptTypeSchema,
  tags: tagsSchema.default([]),
  inputData: z.record(z.string(), z.unknown()).nullish(),
});

/** A new prompt's name may be given; when it is not, one is suggested from its title. */
export const savedPromptCreateSchema = savedPromptFields.extend({ name: promptNameSchema.optional() }).superRefine((value, ctx) =>
  checkInputData({ inputData: value.inputData, type: value.promptType }, ctx),
);
export type SavedPromptCreate = z.output<typeof savedPromptCreateSchema>;

/** What changed in a new version, in the author's words (blank is no note). */
const noteSchema = z
  .string()
  .trim()
  .max(NOTE_MAX, `A note can have at most ${NOTE_MAX} characters`)
  .transform((note) => note || undefined);

/** One earlier content of an exported prompt, oldest first in the file. */
const importedVersionSchema = z.object({
  version: z.number().int().min(1),
  content: nonBlank("prompt", CONTENT_MAX),
  note: noteSchema.nullish(),
  createdAt: z.iso.datetime({ offset: true }),
});

/** A prompt of an import file: a saved prompt, with the versions its content had (files before versions have none). */
export const savedPromptImportSchema = savedPromptFields
  .extend({ versions: z.array(importedVersionSchema).min(1).optional() })
  .superRefine((value, ctx) => checkInputData({ inputData: value.inputData, type: value.promptType }, ctx));
export type SavedPromptImport = z.output<typeof savedPromptImportSchema>;

export const savedPromptUpdateSchema = z
  .object({
    title: nonBlank("title", TITLE_MAX).optional(),
    name: promptNameSchema.optional(),
    content: nonBlank("prompt", CONTENT_MAX).optional(),
    tags: tagsSchema.optional(),
    /** Kept with the version an edit of the content makes; ignored when the content stays the same. */
    note: noteSchema.optional(),
  })
  .refine((v) => v.title !== undefined || v.name !== undefined || v.content !== undefined || v.tags !== undefined, {
    message: "Nothing to update",
  });
export type SavedPromptUpdate = z.output<typeof savedPromptUpdateSchema>;

/** Where a label is moved to: one of the prompt's versions. */
export const labelMoveRequestSchema = z.object({
  version: z.number({ error: "Choose a version" }).int("Choose a version").min(1, "Choose a version"),
});

/** A restore of a version, with the note its new version keeps ("Restored version N" when none is given). */
export const versionRestoreSchema = z.object({ note: noteSchema.optional() });

export const savedInputCreateSchema = z
  .object({
    name: nonBlank("name", TITLE_MAX),
    inputType: inputTypeSchema,
    inputData: z.record(z.string(), z.unknown(), { error: "The inputs are missing" }),
  })
  .superRefine((value, ctx) => checkInputData({ inputData: value.inputData, type: value.inputType }, ctx));
export type SavedInputCreate = z.output<typeof savedInputCreateSchema>;

export const savedInputRenameSchema = z.object({ name: nonBlank("name", TITLE_MAX) });

/** List query: newest first, keyset pagination by the last item's id, tag filter (all given), search. */
export const libraryListQuerySchema = z.object({
  cursor: pageCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
  tags: z
    .string()
    .optional()
    .transform((v) => (v ? parseTags(v) : []))
    .pipe(z.array(z.string().max(TAG_MAX)).max(TAGS_MAX)),
  q: z.string().trim().max(SEARCH_MAX).optional(),
});

/**
 * The saved prompts list: pinned first, then in the chosen order; `tagMode` says whether a prompt must carry all
 * the chosen tags or any of them. A cursor belongs to the order it was handed out for.
 */
export const savedPromptListQuerySchema = libraryListQuerySchema
  .extend({
    cursor: promptCursorParamSchema.optional(),
    sort: z.enum(PROMPT_SORTS, { error: "Choose newest, oldest, title or most_used" }).default("newest"),
    tagMode: z.enum(TAG_MODES, { error: "Choose all or any" }).default("all"),
  })
  .refine((query) => !query.cursor || query.cursor.s === query.sort, { message: "Invalid cursor", path: ["cursor"] });

export const savedPromptPinSchema = z.object({ pinned: z.boolean({ error: "Say true or false" }) });

/**
 * A use of a saved prompt with the values filled in for its variables, kept to be offered next time (with the
 * last values of those not given); a plain copy sends none: `{ "values": {} }`.
 */
export const savedPromptUseSchema = z.object({
  values: z
    .record(
      z.string().regex(/^[A-Za-z0-9_]+$/, "A variable name is letters, digits and underscores").max(VARIABLE_NAME_MAX),
      z.string().max(VARIABLE_VALUE_MAX, `A value can have at most ${withThousands(VARIABLE_VALUE_MAX)} characters`),
    )
    .refine((values) => Object.keys(values).length <= VARIABLES_MAX, `At most ${VARIABLES_MAX} values`),
});

/** An export file; each of its prompts is checked with savedPromptImportSchema on import. */
export const importFileSchema = z.object({
  format: z.literal(EXPORT_FORMAT, { error: "This is not a Promptsmith export file" }),
  version: z.literal(EXPORT_VERSION, { error: "This export version is not supported" }),
  prompts: z.array(z.unknown()).max(IMPORT_MAX, `An import can hold at most ${IMPORT_MAX} prompts`),
});
