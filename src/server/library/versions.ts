/**
 * The versions of saved prompts (schema-library.ts savedPromptVersions): every content a prompt has had, version 1 being
 * the one it was saved with. Whatever inserts a prompt calls insertFirstVersions in the same transaction (every
 * save, import, duplicate and save of a shared prompt goes through saved-prompts.ts insertWithinLimit, which does);
 * an edit of the content, and a restore, call addVersion in the transaction that changes the prompt.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { PromptVersions } from "@/domain/api/library";
import type { SavedPromptImport } from "@/domain/library-schemas";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { savedPromptVersions, savedPrompts } from "../db/schema-library";
import { notFound } from "../http/errors";
import { emitEvents, promptEventData } from "../webhooks/events";
import { notDeleted } from "./deletion";
import { labelMovesOf } from "./labels";
import { inScope, type LibraryScope, placement, scopedPrompt } from "./workspace-scope";

/** A prompt just inserted: its id, its content and when it was saved. */
export interface NewPrompt {
  id: string;
  content: string;
  createdAt: Date;
}

type VersionRow = typeof savedPromptVersions.$inferInsert;

/** Rows per INSERT, well under PostgreSQL's 65,535 parameters a statement (7 a row). */
const INSERT_BATCH = 1_000;

async function insertVersionRows(tx: Db, rows: VersionRow[]) {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await tx.insert(savedPromptVersions).values(rows.slice(start, start + INSERT_BATCH));
  }
}

/**
 * The first versions of new prompts, by `authorId`: call it in the transaction that inserts them, so no prompt is
 * ever without its history. A prompt saved, duplicated or from a file exported before versions gets version 1, its
 * content, dated as the save. An imported prompt gets the versions its file gives (numbered 1, 2, 3… in the file's
 * order); a file changed by hand may end on another content than the prompt's, which then becomes the newest
 * version, as the prompt's content always is.
 */
export async function insertFirstVersions(
  tx: Db,
  prompts: (NewPrompt & { versions?: SavedPromptImport["versions"] })[],
  authorId: string,
) {
  const rows = prompts.flatMap((prompt): VersionRow[] => {
    const versions = [...(prompt.versions ?? [])].sort((a, b) => a.version - b.version);
    const history: VersionRow[] = versions.map((version, index) => ({
      promptId: prompt.id,
      version: index + 1,
      content: version.content,
      note: version.note ?? null,
      authorId,
      createdAt: new Date(version.createdAt),
    }));
    if (history.at(-1)?.content !== prompt.content) {
      history.push({ promptId: prompt.id, version: history.length + 1, content: prompt.content, authorId, createdAt: prompt.createdAt });
    }
    return history;
  });
  await insertVersionRows(tx, rows);
}

/**
 * The next version of a prompt whose content just changed. Call it in the transaction that changed the prompt's row:
 * that row stays locked until the commit, so two edits of one prompt at once number their versions one after the other.
 */
export async function addVersion(tx: Db, version: { promptId: string; content: string; authorId: string; note?: string | null }, now: Date) {
  const { promptId, content, authorId, note } = version;
  // Every column, in the table's order (drizzle's rule for INSERT … SELECT).
  await tx.insert(savedPromptVersions).select(
    tx
      .select({
        id: sql`gen_random_uuid()`.as("id"),
        promptId: sql`${promptId}::uuid`.as("prompt_id"),
        version: sql`coalesce(max(${savedPromptVersions.version}), 0) + 1`.as("version"),
        content: sql`${content}`.as("content"),
        authorId: sql`${authorId}`.as("author_id"),
        note: sql`${note ?? null}`.as("note"),
        createdAt: sql`${now.toISOString()}::timestamptz`.as("created_at"),
      })
      .from(savedPromptVersions)
      .where(eq(savedPromptVersions.promptId, promptId)),
  );
}

/** Every version of the workspace's prompts not deleted, oldest first, by prompt: what an export carries. */
export async function versionsOfWorkspace(db: Db, scope: LibraryScope) {
  const rows = await db
    .select({
      promptId: savedPromptVersions.promptId,
      version: savedPromptVersions.version,
      content: savedPromptVersions.content,
      note: savedPromptVersions.note,
      createdAt: savedPromptVersions.createdAt,
    })
    .from(savedPromptVersions)
    .innerJoin(savedPrompts, eq(savedPrompts.id, savedPromptVersions.promptId))
    .where(and(inScope(savedPrompts, scope), notDeleted(savedPrompts)))
    .orderBy(asc(savedPromptVersions.promptId), asc(savedPromptVersions.version));
  const byPrompt = new Map<string, { version: number; content: string; note: string | null; createdAt: string }[]>();
  for (const { promptId, createdAt, ...version } of rows) {
    const list = byPrompt.get(promptId) ?? [];
    list.push({ ...version, createdAt: createdAt.toISOString() });
    byPrompt.set(promptId, list);
  }
  return byPrompt;
}

/** A version number in a path: anything but a whole number from 1 is a version that does not exist. */
function versionNumber(text: string): number {
  if (!/^[1-9]\d{0,8}$/.test(text)) throw notFound("Version");
  return Number(text);
}

export function promptVersionsService(db: Db, clock: Clock) {
  /** The workspace's prompt (not deleted). */
  const promptId = (tx: Db, scope: LibraryScope, id: string) =>
    tx.select({ id: savedPrompts.id, labels: savedPrompts.labels }).from(savedPrompts).where(scopedPrompt(scope, id));

  return {
    /**
     * The prompt's versions, newest first, each with its author's name (never their e-mail) and the labels on it,
     * and the moves of its labels, newest first.
     */
    async list(scope: LibraryScope, id: string): Promise<PromptVersions> {
      const [prompt] = await promptId(db, scope, id);
      if (!prompt) throw notFound("Prompt");
      const rows = await db
        .select({
          version: savedPromptVersions.version,
          content: savedPromptVersions.content,
          note: savedPromptVersions.note,
          authorName: users.name,
          createdAt: savedPromptVersions.createdAt,
        })
        .from(savedPromptVersions)
        .leftJoin(users, eq(users.id, savedPromptVersions.authorId))
        .where(eq(savedPromptVersions.promptId, prompt.id))
        .orderBy(desc(savedPromptVersions.version));
      const labelsOf = (version: number) => Object.keys(prompt.labels).filter((label) => prompt.labels[label] === version).sort();
      return {
        versions: rows.map((row) => ({
          ...row,
          authorName: row.authorName || null,
          labels: labelsOf(row.version),
          createdAt: row.createdAt.toISOString(),
        })),
        labelMoves: await labelMovesOf(db, prompt.id),
      };
    },

    /**
     * Gives the prompt the content of one of its versions, kept as a new version with `note` ("Restored version k"
     * when none is given), so the history only ever grows. Answers the prompt's row as changed.
     */
    async restore(scope: LibraryScope, id: string, versionText: string, note?: string) {
      return db.transaction(async (tx) => {
        // Locked until the transaction ends, so a restore and an edit at once number their versions one after the other.
        const [prompt] = await promptId(tx, scope, id).for("update");
        if (!prompt) throw notFound("Prompt");
        const version = versionNumber(versionText);
        const [old] = await tx
          .select({ content: savedPromptVersions.content })
          .from(savedPromptVersions)
          .where(and(eq(savedPromptVersions.promptId, prompt.id), eq(savedPromptVersions.version, version)));
        if (!old) throw notFound("Version");
        const [row] = await tx
          .update(savedPrompts)
          .set({ content: old.content, updatedById: scope.userId })
          .where(eq(savedPrompts.id, prompt.id))
          .returning();
        await addVersion(tx, { promptId: prompt.id, content: old.content, authorId: scope.userId, note: note ?? `Restored version ${version}` }, clock.now());
        await emitEvents(tx, placement(scope), "prompt.updated", [promptEventData(row!)]);
        return row!;
      });
    },
  };
}

