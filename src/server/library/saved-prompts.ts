import { and, arrayContains, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { SavedPromptCreate, SavedPromptUpdate } from "@/domain/library-schemas";
import {
  type Plan,
  planOf,
  SAVED_PROMPT_LIMIT_CODES,
  SAVED_PROMPTS_CAP_MESSAGE,
  savedPromptCeiling,
  savedPromptLimitMessage,
} from "@/domain/plans";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { savedPromptTagCounts, savedPrompts, subscriptions } from "../db/schema";
import { afterCursor, cursorAt, likePattern, notFound, requireUuid, toPage } from "../db/list-queries";
import { renewIfEnded } from "../generation/allowance";
import { HttpError } from "../http/errors";
import { markDeleted, notDeleted, unmarkDeleted } from "./deletion";

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

/** Why a save was refused: the plan's limit (Free), or the safety cap of an unlimited plan. */
export function savedPromptLimitError(plan: Plan): HttpError {
  return plan.savedPromptLimit === null
    ? new HttpError(403, SAVED_PROMPT_LIMIT_CODES.cap, SAVED_PROMPTS_CAP_MESSAGE)
    : new HttpError(403, SAVED_PROMPT_LIMIT_CODES.limit, savedPromptLimitMessage(plan));
}

/**
 * The user's plan and how many prompts they keep (deleted ones do not count). The subscription row is locked
 * first, so two saves (or restores) at once are counted one after the other and never both pass the limit.
 */
async function lockPlanAndCount(tx: Db, userId: string, now: Date) {
  // A plan cancelled at period end becomes free once its period is over, even if nothing renewed it yet.
  await renewIfEnded(tx, userId, now);
  const [subscription] = await tx
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for("update");
  const [saved] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(savedPrompts)
    .where(and(eq(savedPrompts.userId, userId), notDeleted(savedPrompts)));
  return { plan: planOf(subscription?.planId), count: saved?.count ?? 0 };
}

/**
 * Inserts at most as many of `items` as the user's plan still has room for, and returns how many it wrote.
 * Prompts saved before a downgrade stay; only new ones are refused.
 */
async function insertWithinLimit(db: Db, userId: string, items: SavedPromptCreate[], now: Date) {
  return db.transaction(async (tx) => {
    const { plan, count } = await lockPlanAndCount(tx, userId, now);
    const room = Math.max(0, savedPromptCeiling(plan) - count);
    const fitting = items.slice(0, room);
    const rows = fitting.length
      ? await tx
          .insert(savedPrompts)
          .values(fitting.map((item) => ({ userId, ...item, inputData: item.inputData ?? null })))
          .returning()
      : [];
    return { plan, rows };
  });
}

export function savedPromptsService(db: Db, clock: Clock) {
  return {
    async list(userId: string, query: { cursor?: string; limit: number; tags: string[]; q?: string }) {
      const conditions = [eq(savedPrompts.userId, userId), notDeleted(savedPrompts), afterCursor(savedPrompts, query.cursor)];
      if (query.tags.length) conditions.push(arrayContains(savedPrompts.tags, query.tags));
      // One expression, matching the trigram index on (title || ' ' || content).
      if (query.q) conditions.push(sql`(${savedPrompts.title} || ' ' || ${savedPrompts.content}) ilike ${likePattern(query.q)}`);
      const rows = await db
        .select({ ...getTableColumns(savedPrompts), cursorAt: cursorAt(savedPrompts.createdAt) })
        .from(savedPrompts)
        .where(and(...conditions))
        .orderBy(desc(savedPrompts.createdAt), desc(savedPrompts.id))
        .limit(query.limit + 1);
      return toPage(rows, query.limit, toSavedPrompt);
    },

    /** Every tag of the user with how many prompts carry it, for the filter panel (kept counted: schema.ts). */
    async tags(userId: string) {
      return db
        .select({ tag: savedPromptTagCounts.tag, count: savedPromptTagCounts.count })
        .from(savedPromptTagCounts)
        .where(eq(savedPromptTagCounts.userId, userId))
        .orderBy(desc(savedPromptTagCounts.count), savedPromptTagCounts.tag);
    },

    async create(userId: string, input: SavedPromptCreate) {
      const { plan, rows } = await insertWithinLimit(db, userId, [input], clock.now());
      if (!rows[0]) throw savedPromptLimitError(plan);
      return toSavedPrompt(rows[0]);
    },

    async get(userId: string, id: string) {
      requireUuid(id, "Prompt");
      const [row] = await db
        .select()
        .from(savedPrompts)
        .where(and(eq(savedPrompts.id, id), eq(savedPrompts.userId, userId), notDeleted(savedPrompts)));
      if (!row) throw notFound("Prompt");
      return toSavedPrompt(row);
    },

    async update(userId: string, id: string, changes: SavedPromptUpdate) {
      requireUuid(id, "Prompt");
      const [row] = await db
        .update(savedPrompts)
        .set(changes)
        .where(and(eq(savedPrompts.id, id), eq(savedPrompts.userId, userId), notDeleted(savedPrompts)))
        .returning();
      if (!row) throw notFound("Prompt");
      return toSavedPrompt(row);
    },

    /** Deletes the prompt; it can be restored for a short while (see deletion.ts). */
    async remove(userId: string, id: string) {
      requireUuid(id, "Prompt");
      if (!(await markDeleted(db, savedPrompts, userId, id, clock.now()))) throw notFound("Prompt");
    },

    /**
     * Undo of a delete: the same prompt (id, dates, place in the list) comes back, held to the plan's limit
     * like a new save, since the user may have saved another in between.
     */
    async restore(userId: string, id: string) {
      requireUuid(id, "Prompt");
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { plan, count } = await lockPlanAndCount(tx, userId, now);
        const row = await unmarkDeleted(tx, savedPrompts, userId, id, now);
        if (!row) throw notFound("Prompt");
        if (count >= savedPromptCeiling(plan)) throw savedPromptLimitError(plan);
        return toSavedPrompt(row);
      });
    },

    async all(userId: string) {
      const rows = await db
        .select()
        .from(savedPrompts)
        .where(and(eq(savedPrompts.userId, userId), notDeleted(savedPrompts)))
        .orderBy(desc(savedPrompts.createdAt), desc(savedPrompts.id));
      return rows.map(toSavedPrompt);
    },

    /**
     * Writes the accepted prompts that fit the plan in one INSERT (all of those or none) and answers how many
     * it wrote; the rest are left out, with the reason.
     */
    async insertMany(userId: string, items: SavedPromptCreate[]) {
      if (!items.length) return { inserted: 0, plan: null };
      const { plan, rows } = await insertWithinLimit(db, userId, items, clock.now());
      return { inserted: rows.length, plan };
    },
  };
}
