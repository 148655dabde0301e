/**
 * Labels on a prompt's versions (`production`, `staging`, any other): each points at one version of its prompt, and
 * every move is kept (schema-library.ts savedPromptLabelMoves), so the version history tells when a version went live.
 * `move` is the one place a label changes.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { LABELS_MAX } from "@/domain/prompt-names";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { HttpError, notFound } from "../http/errors";
import { users } from "../db/schema";
import { savedPromptLabelMoves, savedPromptVersions, savedPrompts } from "../db/schema-library";
import { emitEvents, promptEventData } from "../webhooks/events";
import { type LibraryScope, placement, scopedPrompt } from "./workspace-scope";

type SavedPromptRow = typeof savedPrompts.$inferSelect;

const fieldError = (field: string, message: string) => new HttpError(400, "invalid_input", message, { [field]: [message] });

/** What a move did: the prompt as it is now, and the move kept (null when the label already pointed there). */
export interface LabelMove {
  prompt: SavedPromptRow;
  moved: { label: string; version: number; previousVersion: number | null } | null;
}

export function promptLabelsService(db: Db, clock: Clock) {
  return {
    /**
     * Points `label` at `version` of the workspace's prompt, adding the label if the prompt had none of that name,
     * and keeps the move. Organising is not an edit of the prompt: updatedAt stays.
     */
    async move(scope: LibraryScope, id: string, label: string, version: number): Promise<LabelMove> {
      return db.transaction(async (tx) => {
        // Locked until the commit, so two moves at once are kept one after the other.
        const [prompt] = await tx.select().from(savedPrompts).where(scopedPrompt(scope, id)).for("update");
        if (!prompt) throw notFound("Prompt");
        const previousVersion = prompt.labels[label] ?? null;
        if (previousVersion === version) return { prompt, moved: null };
        const [exists] = await tx
          .select({ version: savedPromptVersions.version })
          .from(savedPromptVersions)
          .where(and(eq(savedPromptVersions.promptId, prompt.id), eq(savedPromptVersions.version, version)));
        if (!exists) throw fieldError("version", `This prompt has no version ${version}.`);
        if (previousVersion === null && Object.keys(prompt.labels).length >= LABELS_MAX) {
          throw fieldError("label", `A prompt can have at most ${LABELS_MAX} labels.`);
        }
        const [row] = await tx
          .update(savedPrompts)
          .set({ labels: { ...prompt.labels, [label]: version }, updatedAt: sql`${savedPrompts.updatedAt}` })
          .where(eq(savedPrompts.id, prompt.id))
          .returning();
        await tx
          .insert(savedPromptLabelMoves)
          .values({ promptId: prompt.id, label, version, previousVersion, movedById: scope.userId, createdAt: clock.now() });
        const moved = { label, version, previousVersion };
        // In the move's transaction, so a hook hears of every move that was kept and of no other (webhooks/events.ts).
        await emitEvents(tx, placement(scope), "prompt.label_moved", [{ ...promptEventData(row!), move: moved }]);
        return { prompt: row!, moved };
      });
    },
  };
}

/** A prompt's label moves, newest first, each with who made it (their name, never their e-mail). */
export async function labelMovesOf(db: Db, promptId: string) {
  const rows = await db
    .select({
      label: savedPromptLabelMoves.label,
      version: savedPromptLabelMoves.version,
      previousVersion: savedPromptLabelMoves.previousVersion,
      movedByName: users.name,
      createdAt: savedPromptLabelMoves.createdAt,
    })
    .from(savedPromptLabelMoves)
    .leftJoin(users, eq(users.id, savedPromptLabelMoves.movedById))
    .where(eq(savedPromptLabelMoves.promptId, promptId))
    .orderBy(desc(savedPromptLabelMoves.id));
  return rows.map((row) => ({ ...row, movedByName: row.movedByName || null, createdAt: row.createdAt.toISOString() }));
}
