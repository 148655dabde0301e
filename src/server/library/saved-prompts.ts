import { randomUUID } from "node:crypto";
import { and, arrayContains, arrayOverlaps, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { promptPartsOf } from "@/domain/prompt-parts";
import { TITLE_MAX } from "@/domain/library";
import type { SavedPromptCreate, SavedPromptImport, SavedPromptUpdate } from "@/domain/library-schemas";
import type { PromptCursor, PromptSort, TagMode } from "@/domain/prompt-list";
import { variablesOf } from "@/domain/prompt-variables";
import type { Clock } from "../clock";
import { type Db, preparedStatement } from "../db/client";
import { savedPromptTagCounts, savedPrompts } from "../db/schema-library";
import { likePattern } from "../db/list-queries";
import { notFound } from "../http/errors";
import { savedPromptRoom } from "../entitlements/saved-prompt-room";
import { emitEvents, promptEventData } from "../webhooks/events";
import { isNameConflict, namesForNewPrompts, nameTaken } from "./prompt-names";
import { notDeleted } from "./deletion";
import { itemStamps, libraryItems } from "./library-items";
import { addVersion, insertFirstVersions } from "./versions";
import { type AuthorOf, authorsOf, inScope, type LibraryScope, placement, scopedPrompt, workspaceKey } from "./workspace-scope";
import { afterPromptCursor, newerThan, promptOrder, sortKeyColumns, toPromptPage } from "./prompt-order";

export type SavedPromptRow = typeof savedPrompts.$inferSelect;

function toSavedPrompt(row: SavedPromptRow, author: AuthorOf) {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    content: row.content,
    ...promptPartsOf(row),
    promptType: row.promptType,
    tags: row.tags,
    labels: row.labels,
    inputData: row.inputData,
    pinned: row.pinned,
    useCount: row.useCount,
    variables: variablesOf(row.content),
    variableValues: row.variableValues,
    ...itemStamps(row, author),
  };
}

/**
 * How many more prompts the workspace may keep, and the refusal once it is full (entitlements), its plan's row locked
 * in the transaction `tx` until it ends.
 */
function lockRoom(tx: Db, scope: LibraryScope, now: Date) {
  return savedPromptRoom(tx, placement(scope), now, async () => {
    const [saved] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedPrompts)
      .where(and(inScope(savedPrompts, scope), notDeleted(savedPrompts)));
    return saved?.count ?? 0;
  });
}

/**
 * Inserts at most as many of `items` as the workspace still has room for, created by the user, with their versions
 * (version 1 from the content when an item brings none), and returns what it wrote and the refusal for the rest.
 * Prompts saved before a downgrade stay; only new ones are refused.
 */
async function insertWithinLimit(db: Db, scope: LibraryScope, items: (SavedPromptImport & { name?: string })[], now: Date) {
  return db.transaction(async (tx) => {
    const { room, full } = await lockRoom(tx, scope, now);
    // Ids chosen here tie each written row to its item's versions.
    const fitting = items.slice(0, room).map(({ versions, ...item }) => ({ id: randomUUID(), item, versions }));
    if (!fitting.length) return { full, rows: [] };
    const names = await namesForNewPrompts(tx, scope, fitting.map(({ item }) => item));
    const rows = await tx
      .insert(savedPrompts)
      .values(fitting.map(({ id, item }, i) => ({ id, ...placement(scope), ...item, name: names[i]!, negativePrompt: item.negativePrompt || null, inputData: item.inputData ?? null })))
      .returning();
    const versionsOf = new Map<string, SavedPromptImport["versions"]>(fitting.map(({ id, versions }) => [id, versions]));
    await insertFirstVersions(tx, rows.map((row) => ({ ...row, versions: versionsOf.get(row.id) })), scope.userId);
    await emitEvents(tx, placement(scope), "prompt.created", rows.map(promptEventData));
    return { full, rows };
  });
}

/** One prompt saved within the workspace's limit; the refusal when the workspace is full. */
async function insertOne(db: Db, scope: LibraryScope, item: SavedPromptImport & { name?: string }, now: Date): Promise<SavedPromptRow> {
  const { full, rows } = await insertWithinLimit(db, scope, [item], now);
  if (!rows[0]) throw full;
  return rows[0];
}

/** What a copy of `source` saves: its text and settings under `title`; not pinned, never used, no versions. */
function copyOf(source: SavedPromptRow, title: string): SavedPromptImport {
  const { content, negativePrompt, parameters, notes, promptType, tags, inputData } = source;
  return { title, content, negativePrompt, parameters, notes, promptType, tags, inputData };
}

/** One prompt of the workspace (not deleted); any other id is not found. */
async function scopedPromptRow(db: Db, scope: LibraryScope, id: string) {
  const [row] = await db.select().from(savedPrompts).where(scopedPrompt(scope, id));
  if (!row) throw notFound("Prompt");
  return row;
}

/** A prompt as the API answers it, with its authors' names. */
export async function presentPrompt(db: Db, scope: LibraryScope, row: SavedPromptRow) {
  return toSavedPrompt(row, await authorsOf(db, scope, [row]));
}

/** A row of the list, each column named as drizzle names it, with its cursor's keys. */
type ListedRow = SavedPromptRow & { cursorAt: string; titleKey: string };

/**
 * The page the library opens on and pages through most (newest first, no tag or search), written once and prepared
 * (db/client.ts): building the query through drizzle on each request cost more CPU than the database's answer.
 */
function newestPage(name: string, workspace: SQL, after?: SQL) {
  const columns = Object.entries({ ...getTableColumns(savedPrompts), ...sortKeyColumns }).map(
    ([key, column]) => sql`${column} as ${sql.identifier(key)}`,
  );
  return preparedStatement<{ owner: string; limit: number; pinned?: boolean; micros?: string; id?: string }, ListedRow>(
    name,
    () => sql`select ${sql.join(columns, sql`, `)} from ${savedPrompts}
      where ${workspace} and ${notDeleted(savedPrompts)}${after ? sql` and ${after}` : sql``}
      order by ${sql.join(promptOrder("newest"), sql`, `)} limit ${sql.placeholder("limit")}`,
  );
}
/** inScope (workspace-scope.ts) with the workspace's id as the placeholder `owner`. */
export const personalRows = sql`${savedPrompts.userId} = ${sql.placeholder("owner")} and ${savedPrompts.teamId} is null`;
export const teamRows = sql`${savedPrompts.teamId} = ${sql.placeholder("owner")}`;
const afterPlaceholders = newerThan(sql.placeholder("pinned"), sql.placeholder("micros"), sql.placeholder("id"));
const newestPages = {
  personal: { first: newestPage("saved_prompts_newest", personalRows), after: newestPage("saved_prompts_newest_after", personalRows, afterPlaceholders) },
  team: { first: newestPage("team_prompts_newest", teamRows), after: newestPage("team_prompts_newest_after", teamRows, afterPlaceholders) },
};

export function savedPromptsService(db: Db, clock: Clock) {
  const items = libraryItems(db, clock, {
    table: savedPrompts,
    noun: "Prompt",
    present: toSavedPrompt,
    onRemoved: (tx, scope, id) => emitEvents(tx, placement(scope), "prompt.deleted", [{ prompt: { id } }]),
    // Held to the plan's limit like a new save, since the user may have saved another in between.
    restoreRefusal: async (tx, scope, now) => {
      const { room, full } = await lockRoom(tx, scope, now);
      return room === 0 ? full : null;
    },
    onRestored: (tx, scope, row) => emitEvents(tx, placement(scope), "prompt.created", [promptEventData(row)]),
  });
  return {
    async list(
      scope: LibraryScope,
      query: { cursor?: PromptCursor; limit: number; tags: string[]; tagMode: TagMode; q?: string; sort: PromptSort },
    ) {
      const { cursor, limit } = query;
      if (query.sort === "newest" && (!cursor || cursor.s === "newest") && !query.tags.length && !query.q) {
        const pages = scope.team ? newestPages.team : newestPages.personal;
        const owner = workspaceKey(scope);
        const rows = cursor
          ? await pages.after(db, { owner, limit: limit + 1, pinned: cursor.p, micros: cursor.k, id: cursor.id })
          : await pages.first(db, { owner, limit: limit + 1 });
        const author = await authorsOf(db, scope, rows);
        return toPromptPage(rows, limit, query.sort, (row) => toSavedPrompt(row, author));
      }
      const conditions = [inScope(savedPrompts, scope), notDeleted(savedPrompts), afterPromptCursor(query.cursor)];
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
      const author = await authorsOf(db, scope, rows);
      return toPromptPage(rows, query.limit, query.sort, (row) => toSavedPrompt(row, author));
    },

    /** Every tag of the workspace with how many prompts carry it, for the filter panel (kept counted: schema-library.ts). */
    async tags(scope: LibraryScope) {
      return db
        .select({ tag: savedPromptTagCounts.tag, count: savedPromptTagCounts.count })
        .from(savedPromptTagCounts)
        .where(eq(savedPromptTagCounts.workspaceId, workspaceKey(scope)))
        .orderBy(desc(savedPromptTagCounts.count), savedPromptTagCounts.tag);
    },

    async create(scope: LibraryScope, input: SavedPromptCreate) {
      return presentPrompt(db, scope, await insertOne(db, scope, input, clock.now()));
    },

    async get(scope: LibraryScope, id: string) {
      return presentPrompt(db, scope, await scopedPromptRow(db, scope, id));
    },

    /**
     * A change of the content keeps it as the prompt's next version, with the note if given; titles, names and tags
     * are not versioned. A name another prompt of the workspace holds is refused (409).
     */
    async update(scope: LibraryScope, id: string, { note, ...changes }: SavedPromptUpdate) {
      const own = scopedPrompt(scope, id);
      const row = await db.transaction(async (tx) => {
        // The content before the edit, locked so that edits at once are versioned one after the other.
        const [before] = await tx.select({ content: savedPrompts.content }).from(savedPrompts).where(own).for("update");
        if (!before) throw notFound("Prompt");
        const [row] = await tx.update(savedPrompts).set({ ...changes, updatedById: scope.userId }).where(own).returning();
        if (changes.content !== undefined && changes.content !== before.content) {
          await addVersion(tx, { promptId: id, content: changes.content, authorId: scope.userId, note }, clock.now());
        }
        await emitEvents(tx, placement(scope), "prompt.updated", [promptEventData(row!)]);
        return row!;
      }).catch((error: unknown) => {
        throw isNameConflict(error) ? nameTaken() : error;
      });
      return presentPrompt(db, scope, row);
    },

    /** Pins (or unpins) the prompt: pinned prompts come first. Organising is not an edit, so updatedAt stays. */
    async pin(scope: LibraryScope, id: string, pinned: boolean) {
      const [row] = await db
        .update(savedPrompts)
        .set({ pinned, updatedAt: sql`${savedPrompts.updatedAt}` })
        .where(scopedPrompt(scope, id))
        .returning();
      if (!row) throw notFound("Prompt");
      return presentPrompt(db, scope, row);
    },

    /**
     * Counts a use (a copy, or a use with the variables filled in) and keeps the values given for the prompt's
     * variables, to offer them next time; values of names its text no longer has are dropped.
     */
    async use(scope: LibraryScope, id: string, values: Record<string, string>) {
      const mine = scopedPrompt(scope, id);
      const row = await db.transaction(async (tx) => {
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
        return row!;
      });
      return presentPrompt(db, scope, row);
    },

    /** A copy of the prompt (not pinned, never used), saved like a new prompt: held to the workspace's limit. */
    async duplicate(scope: LibraryScope, id: string) {
      const source = await scopedPromptRow(db, scope, id);
      const suffix = " (copy)";
      const item = copyOf(source, `${source.title.slice(0, TITLE_MAX - suffix.length)}${suffix}`);
      return presentPrompt(db, scope, await insertOne(db, scope, item, clock.now()));
    },

    /**
     * A copy of a prompt of the workspace into `destination` (another workspace, or this one): a new prompt with
     * version 1 only, no links, not pinned, never used, created by the user and held to the destination's limit.
     */
    async copy(scope: LibraryScope, id: string, destination: LibraryScope) {
      const source = await scopedPromptRow(db, scope, id);
      return presentPrompt(db, scope, await insertOne(db, destination, copyOf(source, source.title), clock.now()));
    },

    remove: items.remove,
    restore: items.restore,
    all: items.all,

    /**
     * Writes the accepted prompts that fit the workspace's limit in one INSERT (all of those or none) and answers
     * how many it wrote, and the refusal of the rest.
     */
    async insertMany(scope: LibraryScope, items: SavedPromptImport[]) {
      if (!items.length) return { inserted: 0, full: null };
      const { full, rows } = await insertWithinLimit(db, scope, items, clock.now());
      return { inserted: rows.length, full };
    },
  };
}
