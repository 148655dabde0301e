import { and, desc, eq, getTableColumns } from "drizzle-orm";
import type { SavedInputCreate } from "@/domain/library-schemas";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { savedInputs } from "../db/schema";
import { afterCursor, cursorAt, notFound, requireUuid, toPage } from "../db/list-queries";
import { markDeleted, notDeleted, unmarkDeleted } from "./deletion";

type SavedInputRow = typeof savedInputs.$inferSelect;

export function toSavedInput(row: SavedInputRow) {
  return {
    id: row.id,
    name: row.name,
    inputType: row.inputType,
    inputData: row.inputData,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function savedInputsService(db: Db, clock: Clock) {
  return {
    async list(userId: string, query: { cursor?: string; limit: number }) {
      const rows = await db
        .select({ ...getTableColumns(savedInputs), cursorAt: cursorAt(savedInputs.createdAt) })
        .from(savedInputs)
        .where(and(eq(savedInputs.userId, userId), notDeleted(savedInputs), afterCursor(savedInputs, query.cursor)))
        .orderBy(desc(savedInputs.createdAt), desc(savedInputs.id))
        .limit(query.limit + 1);
      return toPage(rows, query.limit, toSavedInput);
    },

    async create(userId: string, input: SavedInputCreate) {
      const [row] = await db.insert(savedInputs).values({ userId, ...input }).returning();
      return toSavedInput(row!);
    },

    async rename(userId: string, id: string, name: string) {
      requireUuid(id, "Input");
      const [row] = await db
        .update(savedInputs)
        .set({ name })
        .where(and(eq(savedInputs.id, id), eq(savedInputs.userId, userId), notDeleted(savedInputs)))
        .returning();
      if (!row) throw notFound("Input");
      return toSavedInput(row);
    },

    /** Deletes the inputs; they can be restored for a short while (see deletion.ts). */
    async remove(userId: string, id: string) {
      requireUuid(id, "Input");
      if (!(await markDeleted(db, savedInputs, userId, id, clock.now()))) throw notFound("Input");
    },

    /** Undo of a delete: the same inputs (id, dates, place in the list) come back. */
    async restore(userId: string, id: string) {
      requireUuid(id, "Input");
      const row = await unmarkDeleted(db, savedInputs, userId, id, clock.now());
      if (!row) throw notFound("Input");
      return toSavedInput(row);
    },

    /** Every saved input of the user, newest first, for the export. */
    async all(userId: string) {
      const rows = await db
        .select()
        .from(savedInputs)
        .where(and(eq(savedInputs.userId, userId), notDeleted(savedInputs)))
        .orderBy(desc(savedInputs.createdAt), desc(savedInputs.id));
      return rows.map(toSavedInput);
    },
  };
}
