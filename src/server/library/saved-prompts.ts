import { and, arrayContains, desc, eq, sql } from "drizzle-orm";
import type { SavedPromptCreate, SavedPromptUpdate } from "@/domain/library-schemas";
import type { Db } from "../db/client";
import { savedPrompts } from "../db/schema";
import { afterCursor, likePattern, notFound, requireUuid, toPage } from "../db/list-queries";

export type SavedPromptRow = typeof savedPrompts.$inferSelect;

export function toSavedPrompt(row: SavedPromptRow) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    promptType: row.promptType,
    tags: row.tags,
    inputData: row.inputData,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function savedPromptsService(db: Db) {
  return {
    async list(userId: string, query: { cursor?: string; limit: number; tags: string[]; q?: string }) {
      const conditions = [eq(savedPrompts.userId, userId), afterCursor("saved_prompts", savedPrompts, query.cursor)];
      if (query.tags.length) conditions.push(arrayContains(savedPrompts.tags, query.tags));
      // One expression, matching the trigram index on (title || ' ' || content).
      if (query.q) conditions.push(sql`(${savedPrompts.title} || ' ' || ${savedPrompts.content}) ilike ${likePattern(query.q)}`);
      const rows = await db
        .select()
        .from(savedPrompts)
        .where(and(...conditions))
        .orderBy(desc(savedPrompts.createdAt), desc(savedPrompts.id))
        .limit(query.limit + 1);
      return toPage(rows, query.limit, toSavedPrompt);
    },

    /** Every tag of the user with how many prompts carry it, for the filter panel. */
    async tags(userId: string) {
      const tag = sql<string>`unnest(${savedPrompts.tags})`;
      const rows = await db
        .select({ tag, count: sql<number>`count(*)::int` })
        .from(savedPrompts)
        .where(eq(savedPrompts.userId, userId))
        .groupBy(tag)
        .orderBy(sql`2 desc`, sql`1`);
      return rows;
    },

    async create(userId: string, input: SavedPromptCreate) {
      const [row] = await db
        .insert(savedPrompts)
        .values({ userId, ...input, inputData: input.inputData ?? null })
        .returning();
      return toSavedPrompt(row!);
    },

    async update(userId: string, id: string, changes: SavedPromptUpdate) {
      requireUuid(id, "Prompt");
      const [row] = await db
        .update(savedPrompts)
        .set(changes)
        .where(and(eq(savedPrompts.id, id), eq(savedPrompts.userId, userId)))
        .returning();
      if (!row) throw notFound("Prompt");
      return toSavedPrompt(row);
    },

    async remove(userId: string, id: string) {
      requireUuid(id, "Prompt");
      const deleted = await db
        .delete(savedPrompts)
        .where(and(eq(savedPrompts.id, id), eq(savedPrompts.userId, userId)))
        .returning({ id: savedPrompts.id });
      if (!deleted.length) throw notFound("Prompt");
    },

    async all(userId: string) {
      const rows = await db
        .select()
        .from(savedPrompts)
        .where(eq(savedPrompts.userId, userId))
        .orderBy(desc(savedPrompts.createdAt), desc(savedPrompts.id));
      return rows.map(toSavedPrompt);
    },

    /** Writes every accepted prompt in one INSERT: all of them or none. */
    async insertMany(userId: string, items: SavedPromptCreate[]) {
      if (!items.length) return;
      await db.insert(savedPrompts).values(items.map((item) => ({ userId, ...item, inputData: item.inputData ?? null })));
    },
  };
}
