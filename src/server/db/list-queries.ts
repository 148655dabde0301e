import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** `%` and `_` typed by the user are literal characters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** A row's part of its page's cursor: created_at in microseconds (a JS Date would keep only milliseconds). */
export const cursorAt = (createdAt: AnyPgColumn) => sql<string>`(extract(epoch from ${createdAt}) * 1000000)::bigint::text`;

/**
 * Rows after `cursor` (domain/page-cursor.ts: the last row's created_at and id), newest first. The cursor carries the
 * sort key, so a page after a row deleted in the meantime continues where the previous one ended.
 */
export function afterCursor(columns: { createdAt: AnyPgColumn; id: AnyPgColumn }, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [micros, id] = cursor.split("_");
  return sql`(${columns.createdAt}, ${columns.id}) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${id})`;
}

/** Fetches one more row than the page holds to know whether another page follows; rows carry `cursorAt`. */
export function toPage<T extends { id: string; cursorAt: string }, R>(rows: T[], limit: number, map: (row: Omit<T, "cursorAt">) => R) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorAt: _, ...row }) => map(row)),
    nextCursor: rows.length > limit && last ? `${last.cursorAt}_${last.id}` : null,
  };
}
