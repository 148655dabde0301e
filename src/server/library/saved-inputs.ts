import { and, desc, eq, getTableColumns } from "drizzle-orm";
import type { SavedInputCreate } from "@/domain/library-schemas";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { savedInputs } from "../db/schema-library";
import { afterCursor, cursorAt, toPage } from "../db/list-queries";
import { notFound, requireUuid } from "../http/errors";
import { notDeleted } from "./deletion";
import { itemStamps, libraryItems } from "./library-items";
import { type AuthorOf, authorsOf, inScope, type LibraryScope, placement } from "./workspace-scope";

type SavedInputRow = typeof savedInputs.$inferSelect;

function toSavedInput(row: SavedInputRow, author: AuthorOf) {
  return {
    id: row.id,
    name: row.name,
    inputType: row.inputType,
    inputData: row.inputData,
    ...itemStamps(row, author),
  };
}

export function savedInputsService(db: Db, clock: Clock) {
  const items = libraryItems(db, clock, { table: savedInputs, noun: "Input", present: toSavedInput });
  const present = async (scope: LibraryScope, row: SavedInputRow) => toSavedInput(row, await authorsOf(db, scope, [row]));
  const insert = async (scope: LibraryScope, item: Pick<SavedInputRow, "name" | "inputType" | "inputData">) => {
    const [row] = await db.insert(savedInputs).values({ ...placement(scope), ...item }).returning();
    return present(scope, row!);
  };
  /** Saved inputs of the workspace, not deleted; a malformed id throws the same 404 as an unknown one. */
  const scopedInput = (scope: LibraryScope, id: string) =>
    and(eq(savedInputs.id, requireUuid(id, "Input")), inScope(savedInputs, scope), notDeleted(savedInputs));

  return {
    async list(scope: LibraryScope, query: { cursor?: string; limit: number }) {
      const rows = await db
        .select({ ...getTableColumns(savedInputs), cursorAt: cursorAt(savedInputs.createdAt) })
        .from(savedInputs)
        .where(and(inScope(savedInputs, scope), notDeleted(savedInputs), afterCursor(savedInputs, query.cursor)))
        .orderBy(desc(savedInputs.createdAt), desc(savedInputs.id))
        .limit(query.limit + 1);
      const author = await authorsOf(db, scope, rows);
      return toPage(rows, query.limit, (row) => toSavedInput(row, author));
    },

    async create(scope: LibraryScope, input: SavedInputCreate) {
      return insert(scope, input);
    },

    /** A copy of saved inputs of the workspace into `destination`, created by the user. */
    async copy(scope: LibraryScope, id: string, destination: LibraryScope) {
      const [source] = await db.select().from(savedInputs).where(scopedInput(scope, id));
      if (!source) throw notFound("Input");
      const { name, inputType, inputData } = source;
      return insert(destination, { name, inputType, inputData });
    },

    async rename(scope: LibraryScope, id: string, name: string) {
      const [row] = await db
        .update(savedInputs)
        .set({ name, updatedById: scope.userId })
        .where(scopedInput(scope, id))
        .returning();
      if (!row) throw notFound("Input");
      return present(scope, row);
    },

    remove: items.remove,
    restore: items.restore,
    all: items.all,
  };
}
