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

/**
 * One generation in two steps: `reserve` spends a unit (atomically; 403 when none is left), then `produce`
 * writes the prompt with the model or, failing that, the composer, and records it. A unit spent on a
 * generation that produced nothing is given back. Streaming answers start between the two steps.
 */
export function generationService(deps: { db: Db; logger: Logger; clock: Clock; generators: Generators }) {
  const { db, logger, clock, generators } = deps;

  async function reserve(userId: string): Promise<Allowance> {
    const allowance = await spendGeneration(db, userId, clock.now());
    if (!allowance) throw new HttpError(403, "allowance_exhausted", MSG_GENERATIONS_EXHAUSTED);
    return allowance;
  }

  async function produce(
    user: { id: string },
    request: GeneratePromptRequest,
    allowance: Allowance,
    hooks: GenerationHooks,
    client: { ipAddress: string | null; userAgent: string | null },
  ): Promise<GenerationResult> {
    const started = performance.now();
    let output: GenerationOutput;
    let fallback = false;
    let modelError: string | null = null;
    try {
      if (!generators.model) {
        output = await generators.fallback.generate(request, hooks);
      } else {
        try {
          output = await generators.model.generate(request, hooks);
        } catch (error) {
          modelError = error instanceof Error ? error.message : String(error);
          logger.warn({ err: error }, "model failed; the composer writes the prompt");
          hooks.onRestart();
          fallback = true;
          output = await generators.fallback.generate(request, hooks);
        }
      }
    } catch (error) {
      logger.error({ err: error }, "generation failed");
      await refundGeneration(db, user.id);
      await record(user.id, request, {
        status: "failed",
        model: "none",
        fallback,
        text: "",
        ms: performance.now() - started,
        errorMessage: error instanceof Error ? error.message : String(error),
      }).catch((recordError: unknown) => logger.error({ err: recordError }, "could not record a failed generation"));
      throw new HttpError(502, "generation_failed", generationFailedMessage(request.promptType));
    }

    await record(user.id, request, {
      status: "completed",
      model: output.model,
      fallback,
      text: output.text,
      ms: performance.now() - started,
      errorMessage: modelError,
      promptTokens: output.promptTokens,
      completionTokens: output.completionTokens,
    }).catch((error: unknown) => logger.error({ err: error }, "could not record a generation"));
    await recordActivity(db, {
      userId: user.id,
      type: "generation",
      ...client,
      metadata: { generation_type: request.promptType, model_used: output.model, fallback },
    }).catch((error: unknown) => logger.warn({ err: error }, "could not record generation activity"));

    return { generatedPrompt: output.text, ...allowance, model: output.model, fallback };
  }

  async function record(
    userId: string,
    request: GeneratePromptRequest,
    entry: {
      status: "completed" | "failed";
      model: string;
      fallback: boolean;
      text: string;
      ms: number;
      errorMessage: string | null;
      promptTokens?: number;
      completionTokens?: number;
    },
  ) {
    const promptTokens = entry.promptTokens ?? 0;
    const completionTokens = entry.completionTokens ?? 0;
    const { promptType, ...form } = request;
    await db.transaction(async (tx) => {
      await tx.insert(generationHistory).values({
        userId,
        promptContent: entry.text,
        generationType: promptType,
        modelUsed: entry.model,
        fallback: entry.fallback,
        promptTokens,
        completionTokens,
        totalTokens: promptTokens + completionTokens,
        generationTimeMs: Math.round(entry.ms),
        metadata: { form, target: request.promptType === "art" ? request.target : undefined },
        status: entry.status,
        errorMessage: entry.errorMessage,
      });
      await tx
        .update(users)
        .set({
          totalGenerations: sql`${users.totalGenerations} + 1`,
          successfulGenerations: sql`${users.successfulGenerations} + ${entry.status === "completed" ? 1 : 0}`,
        })
        .where(eq(users.id, userId));
    });
  }

  return { reserve, produce };
}

export type GenerationService = ReturnType<typeof generationService>;
