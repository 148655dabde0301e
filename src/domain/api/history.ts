import { z } from "zod";
import { PAGE_SIZE, SEARCH_MAX } from "../library";
import { promptPartsSchema } from "./generation";
import { pageCursorSchema } from "../page-cursor";
import { PROMPT_TYPES } from "../prompt-type";

/**
 * What became of a generation: the prompt was written, writing it failed, the user left before it arrived, or
 * the server stopped (or lost its database) before it was written. In the last three the unit is given back.
 */
export const HISTORY_STATUSES = ["completed", "failed", "cancelled", "interrupted"] as const;

/** How much of a prompt the History list shows. */
export const HISTORY_PREVIEW_CHARS = 200;

/** One generation in the History list. */
export const historyItemSchema = z.object({
  id: z.string(),
  generationType: z.enum(PROMPT_TYPES),
  /** The image target (Midjourney, Stable Diffusion…) of an art or improve generation; null for text. */
  target: z.string().nullable(),
  status: z.enum(HISTORY_STATUSES),
  /** The first HISTORY_PREVIEW_CHARS characters of the prompt (empty when none was written). */
  preview: z.string(),
  /** Who ran it (in a team, any member); null once their account is deleted. */
  by: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** One generation, whole: the prompt, its negative prompt, parameters and notes, and the builder's inputs it came from. */
export const historyEntrySchema = historyItemSchema.omit({ preview: true }).extend({
  /** The prompt: exactly the text to paste. */
  content: z.string(),
  ...promptPartsSchema.shape,
  /**
   * The builder's form it came from (the same shape as a saved prompt's inputData), to reopen in the builder or
   * save with the prompt; null when the recorded request is not a form the builder takes any more.
   */
  inputs: z.record(z.string(), z.unknown()).nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyPageSchema = z.object({ items: z.array(historyItemSchema), nextCursor: z.string().nullable() });
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** Newest first, a page at a time; `type` keeps one kind of generation, `q` searches the prompts' text. */
export const historyQuerySchema = z.object({
  cursor: pageCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
  type: z.enum(PROMPT_TYPES, { error: "Choose text, art or improve" }).optional(),
  q: z.string().trim().max(SEARCH_MAX).optional(),
});

export const HISTORY_EXPORT_FORMAT = "promptsmith-history";

/** Every generation of the user, for the Export button of History and the data exports before an account is deleted. */
export const historyExportSchema = z.object({
  format: z.literal(HISTORY_EXPORT_FORMAT),
  version: z.literal(1),
  exportedAt: z.iso.datetime(),
  generations: z.array(historyEntrySchema.omit({ id: true })),
});
export type HistoryExport = z.infer<typeof historyExportSchema>;
