import { randomUUID } from "node:crypto";
import { and, arrayContains, arrayOverlaps, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { TITLE_MAX } from "@/domain/library";
import type { SavedPromptCreate, SavedPromptImport, SavedPromptUpdate } from "@/domain/library-schemas";
import type { PromptCursor, PromptSort, TagMode } from "@/domain/prompt-list";
import { variablesOf } from "@/domain/prompt-variables";
import {
  type Plan,
  planOf,
  SAVED_PROMPT_LIMIT_CODES,
  SAVED_PROMPTS_CAP_MESSAGE,
  savedPromptCeiling,
  savedPromptLimitMessage,
} from "@/domain/plans";
import type { Clock } from "../clock";
import { type Db, preparedStatement } from "../db/client";
import { savedPromptTagCounts, savedPrompts, subscriptions } from "../db/schema";
import { likePattern, notFound, requireUuid } from "../db/list-queries";
import { renewIfEnded } from "../generation/allowance";
import { HttpError } from "../http/errors";
import { markDeleted, notDeleted, unmarkDeleted } from "./deletion";
import { ownPrompt } from "./own-prompt";
import { addVersion, insertFirstVersions } from "./versions";
import { afterPromptCursor, newerThan, promptOrder, sortKeyColumns, toPromptPage } from "./prompt-order";

export type SavedPromptRow = typeof savedPrompts.$inferSelect;

export function toSavedPrompt(row: SavedPromptRow) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    promptType: row.promptType,
    tags: row.tags,
    inputData: row.inputData,
    pinned: row.pinned,
    useCount: row.useCount,
    variables: variablesOf(row.content),
    variableValues: row.variableValues,
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
 * Inserts at most as many of `items` as the user's plan still has room for, with their versions (version 1 from
 * the content when an item brings none), and returns what it wrote. Prompts saved before a downgrade stay; only
 * new ones are refused.
 */
async function insertWithinLimit(db: Db, userId: string, items: SavedPromptImport[], now: Date) {
  return db.transaction(async (tx) => {
    const { plan, count } = await lockPlanAndCount(tx, userId, now);
    const room = Math.max(0, savedPromptCeiling(plan) - count);
    // Ids chosen here tie each written row to its item's versions.
    const fitting = items.slice(0, room).map(({ versions, ...item }) => ({ id: randomUUID(), item, versions }));
    if (!fitting.length) return { plan, rows: [] };
    const rows = await tx
      .insert(savedPrompts)
      .values(fitting.map(({ id, item }) => ({ id, userId, ...item, inputData: item.inputData ?? null })))
      .returning();
    const versionsOf = new Map<string, SavedPromptImport["versions"]>(fitting.map(({ id, versions }) => [id, versions]));
    await insertFirstVersions(tx, rows.map((row) => ({ ...row, versions: versionsOf.get(row.id) })), userId);
    return { plan, rows };
  });
}

/** One of the user's prompts (not deleted); any other id is not found. */
async function ownPromptRow(db: Db, userId: string, id: string) {
  const [row] = await db.select().from(savedPrompts).where(ownPrompt(userId, id));
  if (!row) throw notFound("Prompt");
  return row;
}

/** A row of the list, each column named as drizzle names it, with its cursor's keys. */
type ListedRow = SavedPromptRow & { cursorAt: string; titleKey: string };

/**
 * The page the library opens on and pages through most (newest first, no tag or search), written once and prepared
 * (db/client.ts): building the query through drizzle on each request cost more CPU than the database's answer.
 */
function newestPage(name: string, after?: SQL) {
  const columns = Object.entries({ ...getTableColumns(savedPrompts), ...sortKeyColumns }).map(
    ([key, column]) => sql`${column} as ${sql.identifier(key)}`,
  );
  return preparedStatement<{ userId: string; limit: number; pinned?: boolean; micros?: string; id?: string }, ListedRow>(
    name,
    () => sql`select ${sql.join(columns, sql`, `)} from ${savedPrompts}
      where ${savedPrompts.userId} = ${sql.placeholder("userId")} and ${notDeleted(savedPrompts)}${after ? sql` and ${after}` : sql``}
      order by ${sql.join(promptOrder("newest"), sql`, `)} limit ${sql.placeholder("limit")}`,
  );
}
const newestFirstPage = newestPage("saved_prompts_newest");
const newestPageAfter = newestPage(
  "saved_prompts_newest_after",
  newerThan(sql.placeholder("pinned"), sql.placeholder("micros"), sql.placeholder("id")),
);

export function savedPromptsService(db: Db, clock: Clock) {
  return {
    async list(
      userId: string,
      query: { cursor?: PromptCursor; limit: number; tags: string[]; tagMode: TagMode; q?: string; sort: PromptSort },
    ) {
      const { cursor, limit } = query;
      if (query.sort === "newest" && (!cursor || cursor.s === "newest") && !query.tags.length && !query.q) {
        const rows = cursor
          ? await newestPageAfter(db, { userId, limit: limit + 1, pinned: cursor.p, micros: cursor.k, id: cursor.id })
          : await newestFirstPage(db, { userId, limit: limit + 1 });
        return toPromptPage(rows, limit, query.sort, toSavedPrompt);
      }
      const conditions = [eq(savedPrompts.userId, userId), notDeleted(savedPrompts), afterPromptCursor(query.cursor)];
      if (query.tags.length) {
        const carries = query.tagMode === "any" ? arrayOverlaps : arrayContains;
        conditions.push(carries(savedPrompts.tags, query.tags));
      }
      // One expression, matching the trigram index on (title || ' ' || content).
      if (query.q) conditions.push(sql`(${savedPrompts.title} || ' ' || ${savedPrompts.content}) ilike ${likePattern(query.q)}`);
      const rows = await db
        .select({ ...getTableColumns(savedPrompts), ...sortKeyColumns })
        .from(savedPrompts)
        .where(and(...conditions))
        .orderBy(...promptOrder(query.sort))
        .limit(query.limit + 1);
      return toPromptPage(rows, query.limit, query.sort, toSavedPrompt);
    },

    /** Every tag of the user with how many prompts carry it, for the filter panel (kept counted: schema.ts). */
    async tags(userId: string) {
      return db
        .select({ tag: savedPromptTagCounts.tag, count: savedPromptTagCounts.count })
        .from(savedPromptTagCounts)
        .where(eq(savedPromptTagCounts.workspaceId, userId))
        .orderBy(desc(savedPromptTagCounts.count), savedPromptTagCounts.tag);
    },

    async create(userId: string, input: SavedPromptCreate) {
      const { plan, rows } = await insertWithinLimit(db, userId, [input], clock.now());
      if (!rows[0]) throw savedPromptLimitError(plan);
      return toSavedPrompt(rows[0]);
    },

    async get(userId: string, id: string) {
      return toSavedPrompt(await ownPromptRow(db, userId, id));
    },

    /** A change of the content keeps it as the prompt's next version, with the note if given; titles and tags are not versioned. */
    async update(userId: string, id: string, { note, ...changes }: SavedPromptUpdate) {
      const own = ownPrompt(userId, id);
      return db.transaction(async (tx) => {
        // The content before the edit, locked so that edits at once are versioned one after the other.
        const [before] = await tx.select({ content: savedPrompts.content }).from(savedPrompts).where(own).for("update");
        if (!before) throw notFound("Prompt");
        const [row] = await tx.update(savedPrompts).set(changes).where(own).returning();
        if (changes.content !== undefined && changes.content !== before.content) {
          await addVersion(tx, { promptId: id, content: changes.content, authorId: userId, note }, clock.now());
        }
        return toSavedPrompt(row!);
      });
    },

    /** Pins (or unpins) the prompt: pinned prompts come first. Organising is not an edit, so updatedAt stays. */
    async pin(userId: string, id: string, pinned: boolean) {
      const [row] = await db
        .update(savedPrompts)
        .set({ pinned, updatedAt: sql`${savedPrompts.updatedAt}` })
        .where(ownPrompt(userId, id))
        .returning();
      if (!row) throw notFound("Prompt");
      return toSavedPrompt(row);
    },

    /**
     * Counts a use (a copy, or a use with the variables filled in) and keeps the values given for the prompt's
     * variables, to offer them next time; values of names its text no longer has are dropped.
     */
    async use(userId: string, id: string, values: Record<string, string>) {
      const mine = ownPrompt(userId, id);
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ content: savedPrompts.content, variableValues: savedPrompts.variableValues })
          .from(savedPrompts)
          .where(mine)
          .for("update");
        if (!current) throw notFound("Prompt");
        // Own keys only: a variable may be called "constructor".
        const kept = Object.fromEntries(
          variablesOf(current.content).flatMap((name) => {
            const value = [values, current.variableValues].find((source) => Object.hasOwn(source, name))?.[name];
            return value === undefined ? [] : [[name, value] as const];
          }),
        );
        const [row] = await tx
          .update(savedPrompts)
          .set({ useCount: sql`${savedPrompts.useCount} + 1`, variableValues: kept, updatedAt: sql`${savedPrompts.updatedAt}` })
          .where(mine)
          .returning();
        return toSavedPrompt(row!);
      });
    },

    /** A copy of the prompt (not pinned, never used), saved like a new prompt: held to the plan's limit. */
    async duplicate(userId: string, id: string) {
      const source = await ownPromptRow(db, userId, id);
      const suffix = " (copy)";
      const { plan, rows } = await insertWithinLimit(
        db,
        userId,
        [
          {
            title: `${source.title.slice(0, TITLE_MAX - suffix.length)}${suffix}`,
            content: source.content,
            promptType: source.promptType,
            tags: source.tags,
            inputData: source.inputData,
          },
        ],
        clock.now(),
      );
      if (!rows[0]) throw savedPromptLimitError(plan);
      return toSavedPrompt(rows[0]);
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
    async insertMany(userId: string, items: SavedPromptImport[]) {
      if (!items.length) return { inserted: 0, plan: null };
      const { plan, rows } = await insertWithinLimit(db, userId, items, clock.now());
      return { inserted: rows.length, plan };
    },
  };
}
