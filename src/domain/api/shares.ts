import { z } from "zod";
import { PROMPT_TYPES } from "../prompt-type";

/** The longest a share link can be given; without an expiry it lasts until revoked. */
export const SHARE_EXPIRY_DAYS_MAX = 365;

export const SHARE_MESSAGES = {
  expiry: `Choose an expiry between 1 and ${SHARE_EXPIRY_DAYS_MAX} days, or none`,
} as const;

/** The path of a shared prompt's public page. */
export const sharePagePath = (token: string) => `/p/${token}`;
/** The path of a shared prompt's public page, with its token. */
export const SHARE_PAGE_PATTERN = /^\/p\/([^/]+)\/?$/;

/** POST /api/saved-prompts/{id}/share: how long the link lives (`null`: until revoked). */
export const shareCreateSchema = z.object({
  expiresInDays: z
    .int({ error: SHARE_MESSAGES.expiry })
    .min(1, SHARE_MESSAGES.expiry)
    .max(SHARE_EXPIRY_DAYS_MAX, SHARE_MESSAGES.expiry)
    .nullable(),
});
export type ShareCreate = z.infer<typeof shareCreateSchema>;

/** A share link as its owner sees it. */
export const shareSchema = z.object({
  id: z.string(),
  promptId: z.string(),
  promptTitle: z.string(),
  /** The public page's full address. */
  url: z.string(),
  /** How many times the public page was opened (the API's read of it does not count). */
  viewCount: z.number().int(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
});
export type Share = z.infer<typeof shareSchema>;

export const shareListSchema = z.object({ items: z.array(shareSchema) });

/** A shared prompt as anyone with the link sees it: the prompt alone, nothing of its owner. */
export const sharedPromptSchema = z.object({
  title: z.string(),
  promptType: z.enum(PROMPT_TYPES),
  tags: z.array(z.string()),
  content: z.string(),
  /** The names of its `{{variables}}`, in order of first use. */
  variables: z.array(z.string()),
});
export type SharedPrompt = z.infer<typeof sharedPromptSchema>;

/**
 * What the server hands the page /p/<token> (and the browser's app, in the page): the prompt behind the link, or
 * null when the link no longer opens.
 */
export interface SharedPromptPageData {
  token: string;
  prompt: SharedPrompt | null;
}
