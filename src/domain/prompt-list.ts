/**
 * How the saved prompts list is ordered and paged. Pinned prompts come first whatever the order; each page's
 * cursor carries the last row's whole sort key (pinned, the order's own key, id), so the next page continues
 * where the last one ended even if that row was deleted or changed since.
 */
import { z } from "zod";
import { MICROS_PATTERN, UUID_PATTERN } from "./page-cursor";

export const PROMPT_SORTS = ["newest", "oldest", "title", "most_used"] as const;
export type PromptSort = (typeof PROMPT_SORTS)[number];
export const PROMPT_SORT_LABELS: Record<PromptSort, string> = {
  newest: "Newest",
  oldest: "Oldest",
  title: "Title",
  most_used: "Most used",
};

/** A prompt must carry all the chosen tags, or any of them. */
export const TAG_MODES = ["all", "any"] as const;
export type TagMode = (typeof TAG_MODES)[number];

const UUID = z.string().regex(new RegExp(`^${UUID_PATTERN}$`));
const MICROS = z.string().regex(new RegExp(`^${MICROS_PATTERN}$`));

/**
 * The decoded cursor: `s` the order it belongs to, `p` pinned, `k` the order's key (newest and oldest: created_at;
 * title: the title as the database lower-cases it; most used: the use count and created_at), `id` the row's id.
 */
export const promptCursorSchema = z.discriminatedUnion("s", [
  z.object({ s: z.enum(["newest", "oldest"]), p: z.boolean(), k: MICROS, id: UUID }),
  z.object({ s: z.literal("title"), p: z.boolean(), k: z.string().max(2_000), id: UUID }),
  z.object({ s: z.literal("most_used"), p: z.boolean(), k: z.tuple([z.number().int().min(0), MICROS]), id: UUID }),
]);
export type PromptCursor = z.infer<typeof promptCursorSchema>;

/** The cursor as the API hands it out: the JSON above in base64url, opaque to clients. */
export function encodePromptCursor(cursor: PromptCursor): string {
  const bytes = new TextEncoder().encode(JSON.stringify(cursor));
  return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(""))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function decodeJson(text: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
  } catch {
    return undefined;
  }
}

/** The `cursor` query parameter, decoded and checked; anything else is "Invalid cursor". */
export const promptCursorParamSchema = z
  .string()
  .max(4_000)
  .transform((text, ctx) => {
    const parsed = promptCursorSchema.safeParse(decodeJson(text));
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: "custom", message: "Invalid cursor" });
    return z.NEVER;
  });
