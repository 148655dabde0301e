import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray, isNull, or, type SQLWrapper, sql } from "drizzle-orm";
import { type Share, type ShareCreate, type SharedPrompt, sharePagePath } from "@/domain/api/shares";
import { variablesOf } from "@/domain/prompt-variables";
import type { Clock } from "../clock";
import { type Db, preparedStatement } from "../db/client";
import { notFound, requireUuid } from "../http/errors";
import { promptShares, savedPrompts } from "../db/schema-library";
import { notDeleted } from "../library/deletion";
import { savedPromptsService } from "../library/saved-prompts";
import { inScope, type LibraryScope, scopedPrompt } from "../library/workspace-scope";

const DAY_MS = 24 * 60 * 60 * 1000;
/** 32 random bytes in base64url: what every token is, so anything else is turned away without a query. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A link neither revoked nor expired (`now` a value, or a prepared statement's placeholder). */
const notEnded = (now: Date | SQLWrapper) =>
  and(isNull(promptShares.revokedAt), or(isNull(promptShares.expiresAt), gt(promptShares.expiresAt, now)));

/** A link that still opens: neither revoked nor expired, and its prompt not deleted (restored by Undo, it opens again). */
const live = (now: Date | SQLWrapper) => and(notEnded(now), notDeleted(savedPrompts));

const shareColumns = {
  id: promptShares.id,
  promptId: promptShares.promptId,
  promptTitle: savedPrompts.title,
  token: promptShares.token,
  viewCount: promptShares.viewCount,
  createdAt: promptShares.createdAt,
  expiresAt: promptShares.expiresAt,
};

const sharedColumns = {
  title: savedPrompts.title,
  promptType: savedPrompts.promptType,
  tags: savedPrompts.tags,
  content: savedPrompts.content,
  negativePrompt: savedPrompts.negativePrompt,
  parameters: savedPrompts.parameters,
  notes: savedPrompts.notes,
};

/**
 * A view of the live link of `token`, counted, with its prompt: one statement, written once. The public page runs it on
 * every request, so a revoked link is a 404 at once on every instance, whatever page an instance keeps.
 */
const countView = preparedStatement<{ token: string; now: Date }, Omit<SharedPrompt, "variables">>(
  "share_page_view",
  () => sql`update ${promptShares} set view_count = ${promptShares.viewCount} + 1 from ${savedPrompts}
    where ${savedPrompts.id} = ${promptShares.promptId} and ${promptShares.token} = ${sql.placeholder("token")} and ${live(sql.placeholder("now"))}
    returning ${savedPrompts.title} as title, ${savedPrompts.promptType} as "promptType", ${savedPrompts.tags} as tags, ${savedPrompts.content} as content`,
);

/** The prompt as the link shows it: its current content, nothing of its owner. */
function toSharedPrompt(row: Omit<SharedPrompt, "variables">): SharedPrompt {
  return { title: row.title, promptType: row.promptType, tags: row.tags, content: row.content, variables: variablesOf(row.content) };
}

interface ShareRow {
  id: string;
  promptId: string;
  promptTitle: string;
  token: string;
  viewCount: number;
  createdAt: Date;
  expiresAt: Date | null;
}

/**
 * Read-only public links to saved prompts. The links of a workspace's prompts are listed in that workspace, and made
 * and revoked there by those who may change its library (routes.ts); a link
 * shows that one prompt as it is now, to anyone who has it, until it is revoked, expires or the prompt is deleted.
 */
export function sharesService(db: Db, clock: Clock, appUrl: string) {
  const prompts = savedPromptsService(db, clock);
  const toShare = (row: ShareRow): Share => ({
    id: row.id,
    promptId: row.promptId,
    promptTitle: row.promptTitle,
    url: `${appUrl}${sharePagePath(row.token)}`,
    viewCount: row.viewCount,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  });

  /** The live link of `token` with its prompt, or undefined. */
  const findLive = async (token: string) => {
    if (!TOKEN.test(token)) return undefined;
    const [row] = await db
      .select(sharedColumns)
      .from(promptShares)
      .innerJoin(savedPrompts, eq(savedPrompts.id, promptShares.promptId))
      .where(and(eq(promptShares.token, token), live(clock.now())));
    return row;
  };

  return {
    async create(scope: LibraryScope, promptId: string, input: ShareCreate): Promise<Share> {
      const now = clock.now();
      // The workspace's prompt, not deleted: the insert takes its id only from this row.
      const [prompt] = await db
        .select({ id: savedPrompts.id, title: savedPrompts.title })
        .from(savedPrompts)
        .where(scopedPrompt(scope, promptId));
      if (!prompt) throw notFound("Prompt");
      const [row] = await db
        .insert(promptShares)
        .values({
          promptId: prompt.id,
          userId: scope.userId,
          token: randomBytes(32).toString("base64url"),
          createdAt: now,
          expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null,
        })
        .returning();
      return toShare({ ...row!, promptTitle: prompt.title });
    },

    /** The links of the workspace's prompts that still open, newest first. */
    async list(scope: LibraryScope): Promise<Share[]> {
      const rows = await db
        .select(shareColumns)
        .from(promptShares)
        .innerJoin(savedPrompts, eq(savedPrompts.id, promptShares.promptId))
        .where(and(inScope(savedPrompts, scope), live(clock.now())))
        .orderBy(desc(promptShares.createdAt), desc(promptShares.id));
      return rows.map(toShare);
    },

    /** Ends a link of a prompt of the workspace at once; a link already revoked or expired is not found. */
    async revoke(scope: LibraryScope, id: string): Promise<void> {
      requireUuid(id, "Share link");
      const now = clock.now();
      const workspacePrompts = db.select({ id: savedPrompts.id }).from(savedPrompts).where(inScope(savedPrompts, scope));
      const [revoked] = await db
        .update(promptShares)
        .set({ revokedAt: now })
        .where(and(eq(promptShares.id, id), inArray(promptShares.promptId, workspacePrompts), notEnded(now)))
        .returning({ id: promptShares.id });
      if (!revoked) throw notFound("Share link");
    },

    /** The prompt behind a live link, for the API's read (which counts no view). */
    async read(token: string): Promise<SharedPrompt> {
      const row = await findLive(token);
      if (!row) throw notFound("Shared prompt");
      return toSharedPrompt(row);
    },

    /** The prompt behind a live link for its public page, counting the view; undefined when the link is gone. */
    async view(token: string): Promise<SharedPrompt | undefined> {
      if (!TOKEN.test(token)) return undefined;
      const [row] = await countView(db, { token, now: clock.now() });
      return row && toSharedPrompt(row);
    },

    /** Copies the prompt behind a live link into the workspace's library, held to its limit like any save. */
    async save(scope: LibraryScope, token: string) {
      const row = await findLive(token);
      if (!row) throw notFound("Shared prompt");
      return prompts.create(scope, {
        title: row.title,
        content: row.content,
        negativePrompt: row.negativePrompt,
        parameters: row.parameters,
        notes: row.notes,
        promptType: row.promptType,
        tags: row.tags,
        inputData: null,
      });
    },
  };
}
