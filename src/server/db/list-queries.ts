import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { HttpError } from "../http/errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Another user's id, an id that does not exist and a malformed id all get the same answer. */
export function notFound(what: string): HttpError {
  return new HttpError(404, "not_found", `${what} not found.`);
}

export function requireUuid(id: string, what: string): string {
  if (!UUID.test(id)) throw notFound(what);
  return id;
}

/** `%` and `_` typed by the user are literal characters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Rows after `cursor` (the id of the last row of the previous page), newest first. The database reads the
 * cursor row's own (created_at, id), so microsecond timestamps never lose precision on the way through a URL.
 */
export function afterCursor(
  table: string,
  columns: { createdAt: AnyPgColumn; id: AnyPgColumn },
  cursor: string | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${columns.createdAt}, ${columns.id}) < (select c.created_at, c.id from ${sql.identifier(table)} c where c.id = ${cursor})`;
}

/** Fetches one more row than the page holds to know whether another page follows. */
export function toPage<T extends { id: string }, R>(rows: T[], limit: number, map: (row: T) => R) {
  const page = rows.slice(0, limit);
  return { items: page.map(map), nextCursor: rows.length > limit ? page.at(-1)!.id : null };
}
