import { asc, desc, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { encodePromptCursor, type PromptCursor, type PromptSort } from "@/domain/prompt-list";
import { savedPrompts as p } from "../db/schema-library";
import { cursorAt } from "../db/list-queries";

/** The title as the list orders it: case does not matter. */
const titleKey = sql<string>`lower(${p.title})`;
const createdAtOf = (micros: string | SQLWrapper) => sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;

/**
 * Newest first, after a row: one row comparison, which bounds the index scan. Its parts are values or placeholders
 * (the prepared default page, saved-prompts.ts).
 */
export const newerThan = (pinned: boolean | SQLWrapper, micros: string | SQLWrapper, id: string | SQLWrapper) =>
  sql`(${p.pinned}, ${p.createdAt}, ${p.id}) < (${pinned}::boolean, ${createdAtOf(micros)}, ${id}::uuid)`;

/** What a row adds to its select so that its page's cursor can be written (domain/prompt-list.ts). */
export const sortKeyColumns = { cursorAt: cursorAt(p.createdAt), titleKey };

/**
 * ORDER BY of each sort, pinned first. Newest first reads the (user_id, pinned, created_at, id) index in order;
 * the others sort one user's rows.
 */
export function promptOrder(sort: PromptSort): SQL[] {
  switch (sort) {
    case "newest":
      return [desc(p.pinned), desc(p.createdAt), desc(p.id)];
    case "oldest":
      return [desc(p.pinned), asc(p.createdAt), asc(p.id)];
    case "title":
      return [desc(p.pinned), asc(titleKey), asc(p.id)];
    case "most_used":
      return [desc(p.pinned), desc(p.useCount), desc(p.createdAt), desc(p.id)];
  }
}

/**
 * The rows after the cursor's row in its order. Where every key runs the same way one row comparison says it (and
 * lets the index bound the scan); the others are pinned ones first, then the rest of the same pinned state.
 */
export function afterPromptCursor(cursor: PromptCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const pinned = sql`${cursor.p}::boolean`;
  const id = sql`${cursor.id}::uuid`;
  switch (cursor.s) {
    case "newest":
      return newerThan(cursor.p, cursor.k, cursor.id);
    case "most_used":
      return sql`(${p.pinned}, ${p.useCount}, ${p.createdAt}, ${p.id}) < (${pinned}, ${cursor.k[0]}::int, ${createdAtOf(cursor.k[1])}, ${id})`;
    case "oldest":
      return sql`(${p.pinned} < ${pinned} or (${p.pinned} = ${pinned} and (${p.createdAt}, ${p.id}) > (${createdAtOf(cursor.k)}, ${id})))`;
    case "title":
      return sql`(${p.pinned} < ${pinned} or (${p.pinned} = ${pinned} and (${titleKey}, ${p.id}) > (${cursor.k}::text, ${id})))`;
  }
}

type KeyedRow = { id: string; pinned: boolean; useCount: number; cursorAt: string; titleKey: string };

function cursorOf(sort: PromptSort, row: KeyedRow): PromptCursor {
  const base = { p: row.pinned, id: row.id };
  if (sort === "title") return { s: sort, k: row.titleKey, ...base };
  if (sort === "most_used") return { s: sort, k: [row.useCount, row.cursorAt], ...base };
  return { s: sort, k: row.cursorAt, ...base };
}

/** Fetched with one row more than the page holds, to know whether another page follows. */
export function toPromptPage<T extends KeyedRow, R>(rows: T[], limit: number, sort: PromptSort, map: (row: T) => R) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(map),
    nextCursor: rows.length > limit && last ? encodePromptCursor(cursorOf(sort, last)) : null,
  };
}
