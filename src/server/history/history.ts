import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { promptPartsOf } from "@/domain/prompt-parts";
import { HISTORY_EXPORT_FORMAT, HISTORY_PREVIEW_CHARS, HISTORY_STATUSES, type HistoryEntry, type HistoryExport } from "@/domain/api/history";
import { formOfRequest } from "@/domain/builders/generate-request";
import { inputDataSchemaFor } from "@/domain/library-schemas";
import type { PromptType } from "@/domain/prompt-type";
import type { Db } from "../db/client";
import { afterCursor, cursorAt, likePattern, toPage } from "../db/list-queries";
import { notFound, requireUuid } from "../http/errors";
import { generationHistory } from "../db/schema-generation";
import { type AuthorOf, authorsOf, inScope, type LibraryScope } from "../library/workspace-scope";

/**
 * The workspace's generations (a team's: all its members'), as the generation service recorded them (generation/records.ts). A pending row is
 * a generation still being written, not history yet.
 */
const settled = inArray(generationHistory.status, [...HISTORY_STATUSES]);

const targetOf = (metadata: Record<string, unknown>) => (typeof metadata.target === "string" ? metadata.target : null);

/** The builder's form a generation came from, if the recorded request still makes one (see formOfRequest). */
function inputsOf(type: PromptType, metadata: Record<string, unknown>): Record<string, unknown> | null {
  if (!metadata.form || typeof metadata.form !== "object") return null;
  const form = formOfRequest(metadata.form as Record<string, unknown>);
  return inputDataSchemaFor(type).safeParse(form).success ? form : null;
}

type HistoryRow = typeof generationHistory.$inferSelect;

function toEntry(row: HistoryRow, author: AuthorOf): HistoryEntry {
  return {
    id: row.id,
    by: author(row.userId),
    generationType: row.generationType,
    status: row.status as HistoryEntry["status"],
    content: row.promptContent,
    ...promptPartsOf(row),
    target: targetOf(row.metadata),
    inputs: inputsOf(row.generationType, row.metadata),
    createdAt: row.createdAt.toISOString(),
  };
}

export function historyService(db: Db) {
  return {
    /**
     * Newest first, a page at a time, each with who ran it. The search reads the workspace's rows through their
     * index and filters them: one workspace's history, not the whole table, so no text index is kept on the
     * generation path.
     */
    async list(scope: LibraryScope, query: { cursor?: string; limit: number; type?: PromptType; q?: string }) {
      const conditions = [inScope(generationHistory, scope), settled, afterCursor(generationHistory, query.cursor)];
      if (query.type) conditions.push(eq(generationHistory.generationType, query.type));
      if (query.q) conditions.push(sql`${generationHistory.promptContent} ilike ${likePattern(query.q)}`);
      const rows = await db
        .select({
          id: generationHistory.id,
          userId: generationHistory.userId,
          generationType: generationHistory.generationType,
          metadata: generationHistory.metadata,
          status: generationHistory.status,
          preview: sql<string>`left(${generationHistory.promptContent}, ${HISTORY_PREVIEW_CHARS}::int)`,
          createdAt: generationHistory.createdAt,
          cursorAt: cursorAt(generationHistory.createdAt),
        })
        .from(generationHistory)
        .where(and(...conditions))
        .orderBy(desc(generationHistory.createdAt), desc(generationHistory.id))
        .limit(query.limit + 1);
      const author = await authorsOf(db, scope, rows);
      return toPage(rows, query.limit, ({ userId, metadata, status, createdAt, ...row }) => ({
        ...row,
        by: author(userId),
        status: status as HistoryEntry["status"],
        target: targetOf(metadata),
        createdAt: createdAt.toISOString(),
      }));
    },

    /** One generation of the workspace; another workspace's, an unknown or a malformed id are the same 404. */
    async get(scope: LibraryScope, id: string): Promise<HistoryEntry> {
      const [row] = await db
        .select()
        .from(generationHistory)
        .where(and(eq(generationHistory.id, requireUuid(id, "Generation")), inScope(generationHistory, scope), settled));
      if (!row) throw notFound("Generation");
      return toEntry(row, await authorsOf(db, scope, [row]));
    },

    /** Every settled generation of the workspace, newest first, whole. */
    async export(scope: LibraryScope, now: Date): Promise<HistoryExport> {
      const rows = await db
        .select()
        .from(generationHistory)
        .where(and(inScope(generationHistory, scope), settled))
        .orderBy(desc(generationHistory.createdAt), desc(generationHistory.id));
      const author = await authorsOf(db, scope, rows);
      return {
        format: HISTORY_EXPORT_FORMAT,
        version: 1,
        exportedAt: now.toISOString(),
        generations: rows.map((row) => {
          const { id: _, ...entry } = toEntry(row, author);
          return entry;
        }),
      };
    },
  };
}
