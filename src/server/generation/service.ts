import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { type GeneratePromptRequest, generationFailedMessage, MSG_GENERATIONS_EXHAUSTED } from "@/domain/builders";
import { recordActivity } from "../auth/activity";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { generationHistory, users } from "../db/schema";
import { HttpError } from "../http/errors";
import { type Allowance, refundGeneration, spendGeneration } from "./allowance";
import type { GenerationOutput, PromptGenerator } from "./providers/generator";

export interface GenerationResult {
  generatedPrompt: string;
  remaining: number;
  total: number;
  model: string;
  /** True when the configured model failed and the built-in composer wrote the prompt. */
  fallback: boolean;
}

export interface GenerationHooks {
  signal: AbortSignal;
  /** A piece of the prompt as it is written. */
  onDelta: (text: string) => void;
  /** The model failed mid-way: forget what was streamed, the fallback starts over. */
  onRestart: () => void;
}

export interface Generators {
  /** The configured model, if any. */
  model?: PromptGenerator;
  /** Always there: the built-in composer. */
  fallback: PromptGenerator;
}

interface Written {
  output: GenerationOutput;
  fallback: boolean;
  modelError: string | null;
}

/** Thrown by `produce` when the client went away first; there is no one left to answer. */
export class GenerationCancelled extends Error {
  constructor() {
    super("the client went away before the prompt was written");
  }
}

/** A spent unit and the history row that accounts for it. */
export interface Reservation extends Allowance {
  historyId: string;
}

/**
 * One generation in two steps. `reserve` spends a unit (one atomic UPDATE; 403 when none is left) and, in the
 * same transaction, writes a `pending` history row, so every spent unit is accounted for even if the process
 * dies mid-generation. `produce` writes the prompt with the model or, failing that, the composer, and
 * completes the row; a generation that produced nothing fails the row and gives the unit back, and so does one
 * whose client went away first (the row says `cancelled`).
 * Streaming answers start between the two steps.
 */
export function generationService(deps: { db: Db; logger: Logger; clock: Clock; generators: Generators }) {
  const { db, logger, clock, generators } = deps;

  async function reserve(userId: string, request: GeneratePromptRequest): Promise<Reservation> {
    const { promptType, ...form } = request;
    const reservation = await db.transaction(async (tx) => {
      const allowance = await spendGeneration(tx, userId, clock.now());
      if (!allowance) return null;
      const [row] = await tx
        .insert(generationHistory)
        .values({
          userId,
          generationType: promptType,
          modelUsed: "pending",
          status: "pending",
          metadata: { form, target: request.promptType === "text" ? undefined : request.target },
        })
        .returning({ id: generationHistory.id });
      return { ...allowance, historyId: row!.id };
    });
    if (!reservation) throw new HttpError(403, "allowance_exhausted", MSG_GENERATIONS_EXHAUSTED);
    return reservation;
  }

  async function produce(
    user: { id: string },
    request: GeneratePromptRequest,
    reservation: Reservation,
    hooks: GenerationHooks,
    client: { ipAddress: string | null; userAgent: string | null },
  ): Promise<GenerationResult> {
    const started = performance.now();
    const elapsedMs = () => Math.round(performance.now() - started);
    let written: Written;
    try {
      written = await write(request, hooks);
    } catch (error) {
      if (hooks.signal.aborted) return cancel(user, reservation, elapsedMs());
      logger.error({ err: error }, "generation failed");
      await db.transaction(async (tx) => {
        await refundGeneration(tx, user.id);
        await tx
          .update(generationHistory)
          .set({
            status: "failed",
            modelUsed: "none",
            // Only the composer's own failure reaches here: after the model's, when there is a model.
            fallback: Boolean(generators.model),
            generationTimeMs: elapsedMs(),
            errorMessage: error instanceof Error ? error.message : String(error),
          })
          .where(eq(generationHistory.id, reservation.historyId));
        await countGeneration(tx, user.id, false);
      });
      throw new HttpError(502, "generation_failed", generationFailedMessage(request.promptType));
    }
    // Gone before the prompt reached them: they did not get what the unit paid for.
    if (hooks.signal.aborted) return cancel(user, reservation, elapsedMs());

    const { output, fallback, modelError } = written;
    await db.transaction(async (tx) => {
      await tx
        .update(generationHistory)
        .set({
          status: "completed",
          promptContent: output.text,
          modelUsed: output.model,
          fallback,
          promptTokens: output.promptTokens,
          completionTokens: output.completionTokens,
          totalTokens: output.promptTokens + output.completionTokens,
          generationTimeMs: elapsedMs(),
          errorMessage: modelError,
        })
        .where(eq(generationHistory.id, reservation.historyId));
      await countGeneration(tx, user.id, true);
    });
    await recordActivity(db, {
      userId: user.id,
      type: "generation",
      ...client,
      metadata: { generation_type: request.promptType, model_used: output.model, fallback },
    }).catch((error: unknown) => logger.warn({ err: error }, "could not record generation activity"));

    return { generatedPrompt: output.text, remaining: reservation.remaining, total: reservation.total, model: output.model, fallback };
  }

  /** The model's prompt or, when the model fails, the composer's; nothing falls back once the client has left. */
  async function write(request: GeneratePromptRequest, hooks: GenerationHooks): Promise<Written> {
    if (!generators.model) return { output: await generators.fallback.generate(request, hooks), fallback: false, modelError: null };
    try {
      return { output: await generators.model.generate(request, hooks), fallback: false, modelError: null };
    } catch (error) {
      if (hooks.signal.aborted) throw error;
      logger.warn({ err: error }, "model failed; the composer writes the prompt");
      hooks.onRestart();
      const output = await generators.fallback.generate(request, hooks);
      return { output, fallback: true, modelError: error instanceof Error ? error.message : String(error) };
    }
  }

  /**
   * The client went away before it had the prompt: the unit is given back and the row says `cancelled`. Not a
   * failure of ours, so it is neither logged as one nor counted in the user's generation figures.
   */
  async function cancel(user: { id: string }, reservation: Reservation, generationTimeMs: number): Promise<never> {
    await db.transaction(async (tx) => {
      await refundGeneration(tx, user.id);
      await tx
        .update(generationHistory)
        .set({ status: "cancelled", modelUsed: "none", generationTimeMs })
        .where(eq(generationHistory.id, reservation.historyId));
    });
    throw new GenerationCancelled();
  }

  return { reserve, produce };
}

/** The per-user counters the admin dashboard reads, kept with each history row. */
function countGeneration(db: Db, userId: string, succeeded: boolean) {
  return db
    .update(users)
    .set({
      totalGenerations: sql`${users.totalGenerations} + 1`,
      successfulGenerations: sql`${users.successfulGenerations} + ${succeeded ? 1 : 0}`,
    })
    .where(eq(users.id, userId));
}

export type GenerationService = ReturnType<typeof generationService>;
