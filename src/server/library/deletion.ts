import { and, eq, gte, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { savedInputs, savedPrompts } from "../db/schema-library";

/**
 * How long a deleted prompt or input can still be restored (Undo). Longer than the toast that offers it,
 * so an Undo pressed at the last moment on a slow connection still arrives in time.
 */
export const RESTORE_WINDOW_MS = 60_000;

export type LibraryTable = typeof savedPrompts | typeof savedInputs;

/** The rows a user sees: every list, count, search, tag and export reads only these. */
export const notDeleted = (table: LibraryTable) => isNull(table.deletedAt);

const windowStart = (now: Date) => new Date(now.getTime() - RESTORE_WINDOW_MS);

/**
 * Deletes the row `id` of the workspace (`inWorkspace`: workspace-scope.ts `inScope`) by marking it (kept as it was, its updated_at included, so a restore brings back
 * exactly what was there), and purges every row whose Undo window is over. Answers whether a row was deleted.
 */
export async function markDeleted(db: Db, table: LibraryTable, inWorkspace: SQL, id: string, now: Date): Promise<boolean> {
  const marked = await db
    .update(table)
    .set({ deletedAt: now, updatedAt: sql`${table.updatedAt}` })
    .where(and(eq(table.id, id), inWorkspace, notDeleted(table)))
    .returning({ id: table.id });
  await db.delete(table).where(lt(table.deletedAt, windowStart(now)));
  return marked.length > 0;
}

/** Brings back the workspace's row deleted within the window; undefined when there is none. */
export async function unmarkDeleted<T extends LibraryTable>(db: Db, table: T, inWorkspace: SQL, id: string, now: Date) {
  const [row] = await db
    .update(table as LibraryTable)
    .set({ deletedAt: null, updatedAt: sql`${table.updatedAt}` })
    .where(and(eq(table.id, id), inWorkspace, gte(table.deletedAt, windowStart(now))))
    .returning();
  return row as T["$inferSelect"] | undefined;
}
