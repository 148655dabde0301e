import { and, desc, eq } from "drizzle-orm";
import type { SavedInputCreate } from "@/domain/library-schemas";
import type { Db } from "../db/client";
import { savedInputs } from "../db/schema";
import { afterCursor, notFound, requireUuid, toPage } from "../db/list-queries";

type SavedInputRow = typeof savedInputs.$inferSelect;

function toSavedInput(row: SavedInputRow) {
  return {
    id: row.id,
    name: row.name,
    inputType: row.inputType,
    inputData: row.inputData,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function savedInputsService(db: Db) {
  return {
    async list(userId: string, query: { cursor?: string; limit: number }) {
      const rows = await db
        .select()
        .from(savedInputs)
        .where(and(eq(savedInputs.userId, userId), afterCursor("saved_inputs", savedInputs, query.cursor)))
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
        .where(and(eq(savedInputs.id, id), eq(savedInputs.userId, userId)))
        .returning();
      if (!row) throw notFound("Input");
      return toSavedInput(row);
    },

    async remove(userId: string, id: string) {
      requireUuid(id, "Input");
      const deleted = await db
        .delete(savedInputs)
        .where(and(eq(savedInputs.id, id), eq(savedInputs.userId, userId)))
        .returning({ id: savedInputs.id });
      if (!deleted.length) throw notFound("Input");
    },
  };
}
