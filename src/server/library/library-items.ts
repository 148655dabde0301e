import { and, desc } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { type HttpError, notFound, requireUuid } from "../http/errors";
import { type LibraryTable, markDeleted, notDeleted, unmarkDeleted } from "./deletion";
import { type AuthorOf, authorsOf, inScope, type LibraryScope } from "./workspace-scope";

/** What a kind of saved item (prompts, inputs) adds to what the library does alike for every kind. */
interface LibraryItemKind<T extends LibraryTable, P> {
  table: T;
  /** The item's name in a 404 ("Prompt", "Input"). */
  noun: string;
  /** The item as the API answers it. */
  present: (row: T["$inferSelect"], author: AuthorOf) => P;
  /** Runs in the deletion's transaction once the row is marked deleted. */
  onRemoved?: (tx: Db, scope: LibraryScope, id: string) => Promise<void>;
  /**
   * Runs first in the restore's transaction: the refusal the restore gives if the row is there to come back
   * (null when it may), e.g. a workspace with no room left, its rows locked until the transaction ends.
   */
  restoreRefusal?: (tx: Db, scope: LibraryScope, now: Date) => Promise<HttpError | null>;
  /** Runs in the restore's transaction once the row is back. */
  onRestored?: (tx: Db, scope: LibraryScope, row: T["$inferSelect"]) => Promise<void>;
}

/** Who made an item and who changed it last, and when: what every kind answers alike, after its own fields. */
export function itemStamps(row: { userId: string | null; updatedById: string | null; createdAt: Date; updatedAt: Date }, author: AuthorOf) {
  return {
    createdBy: author(row.userId),
    updatedBy: author(row.updatedById),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Delete, Undo and the export's read, the same for every kind of saved item. */
export function libraryItems<T extends LibraryTable, P>(db: Db, clock: Clock, kind: LibraryItemKind<T, P>) {
  const { table, noun, present } = kind;
  return {
    /** Deletes the item; it can be restored for a short while (see deletion.ts). */
    async remove(scope: LibraryScope, id: string) {
      requireUuid(id, noun);
      await db.transaction(async (tx) => {
        if (!(await markDeleted(tx, table, inScope(table, scope), id, clock.now()))) throw notFound(noun);
        await kind.onRemoved?.(tx, scope, id);
      });
    },

    /** Undo of a delete: the same item (id, dates, place in the list) comes back. */
    async restore(scope: LibraryScope, id: string): Promise<P> {
      requireUuid(id, noun);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const refusal = (await kind.restoreRefusal?.(tx, scope, now)) ?? null;
        const row = await unmarkDeleted(tx, table, inScope(table, scope), id, now);
        if (!row) throw notFound(noun);
        if (refusal) throw refusal;
        await kind.onRestored?.(tx, scope, row);
        return row;
      });
      return present(row, await authorsOf(db, scope, [row]));
    },

    /** Every item of the workspace, newest first, for the export. */
    async all(scope: LibraryScope): Promise<P[]> {
      const any = table as LibraryTable;
      const rows = (await db
        .select()
        .from(any)
        .where(and(inScope(any, scope), notDeleted(any)))
        .orderBy(desc(any.createdAt), desc(any.id))) as T["$inferSelect"][];
      const author = await authorsOf(db, scope, rows);
      return rows.map((row) => present(row, author));
    },
  };
}
