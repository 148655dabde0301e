/**
 * Names of saved prompts (domain/prompt-names.ts): every new prompt gets one, the one asked for or one suggested
 * from its title, unique in its workspace. Callers hold the workspace's lock (saved-prompts.ts lockRoom), so two
 * saves at once never pick the same free name; a rename, which holds no such lock, is caught by the unique index.
 */
import { and, eq, like, or } from "drizzle-orm";
import { freeName, PROMPT_NAME_MESSAGES, suggestPromptName } from "@/domain/prompt-names";
import type { Db } from "../db/client";
import { savedPrompts } from "../db/schema-library";
import { HttpError } from "../http/errors";
import { inScope, type LibraryScope } from "./workspace-scope";

export const nameTaken = () => new HttpError(409, "name_taken", PROMPT_NAME_MESSAGES.taken, { name: [PROMPT_NAME_MESSAGES.taken] });

/** Whether an error is the unique index of names refusing a name already held in the workspace. */
export function isNameConflict(error: unknown): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === "23505" && /^saved_prompts_(personal|team)_name_idx$/.test(e.constraint ?? "")) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * A name for each new prompt, in order: its own `name` (refused with 409 when the workspace holds it already),
 * else the suggestion from its title, numbered (`-2`, `-3`…) past the names taken.
 */
export async function namesForNewPrompts(tx: Db, scope: LibraryScope, items: { title: string; name?: string }[]): Promise<string[]> {
  const bases = items.map((item) => item.name ?? suggestPromptName(item.title));
  const distinct = [...new Set(bases)];
  const held = distinct.length
    ? await tx
        .select({ name: savedPrompts.name })
        .from(savedPrompts)
        .where(and(inScope(savedPrompts, scope), or(...distinct.flatMap((base) => [eq(savedPrompts.name, base), like(savedPrompts.name, `${base}-%`)]))))
    : [];
  const taken = new Set(held.map((row) => row.name));
  return items.map((item, index) => {
    if (item.name !== undefined && taken.has(item.name)) throw nameTaken();
    return freeName(bases[index]!, taken);
  });
}
