import type { Logger } from "pino";
import type { GenerationResult } from "@/domain/api/generation";
import { type ComposedPrompt, type GeneratePromptRequest, generationFailedMessage, improvePrompt, MSG_GENERATIONS_EXHAUSTED } from "@/domain/builders";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { HttpError } from "../http/errors";
import { type Allowance, readAllowance } from "../entitlements/allowance";
import { COMPOSER_MODEL, composedParts } from "./providers/composer";
import { type GenerationOutput, type PromptGenerator, withoutControlCharacters } from "./providers/generator";
import { type Payer, recordCancelled, recordCompleted, recordFailed, spendAndRecord, spendPending } from "./records";

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

/** The composer's signal when it writes before any answer starts: nothing can cancel it then. */
const NEVER_ABORTED = new AbortController().signal;

/** Thrown by `produce` when the client went away first; there is no one left to answer. */
export class GenerationCancelled extends Error {
  constructor() {
    super("the client went away before the prompt was written");
  }
}

/** Who asked for a generation, from where: the activity log keeps the address and the browser. */
export interface GenerationClient {
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * A spent unit. With the composer alone, the prompt is already written and recorded with the spend
 * (`recorded`); with a model, a `pending` history row accounts for the unit until the prompt is written.
 */
export type Reservation = Allowance & Payer & { request: GeneratePromptRequest; client: GenerationClient } & (
    | { recorded: GenerationResult }
    | { historyId: string }
  );

/**
 * One generation in two steps; streaming answers start between them. `reserve` spends a unit (403 when none is
 * left). With the composer alone, it also writes the prompt and records everything in the same statement: a
 * prompt written in microseconds needs no pending state. With a model, it writes a `pending` history row in
 * the same statement as the spend, so every spent unit is accounted for even if the process dies
 * mid-generation: the sweep then closes the row as `interrupted` and gives the unit back (sweep.ts). `produce`
 * then writes the prompt with the model or, failing that, the composer, and completes the row; a generation that
 * produced nothing fails the row and gives the unit back, and so does one whose client went away first (the row
 * says `cancelled`). Each of these steps is one statement (records.ts).
 */
export function generationService(deps: { db: Db; logger: Logger; clock: Clock; generators: Generators }) {
  const { db, logger, clock, generators } = deps;

  /** `payer`: the user, and the team whose pool pays when they act in a team workspace (null: their own allowance). */
  async function reserve(payer: Payer, request: GeneratePromptRequest, client: GenerationClient): Promise<Reservation> {
    const { userId, teamId } = payer;
    const requester = { userId, ...client };
    const unchanged = request.promptType === "improve" ? await unchangedImprove(payer, request) : undefined;
    if (unchanged) return { ...unchanged, userId, teamId, request, client };
    if (!generators.model) {
      const started = performance.now();
      const composed = await generators.fallback.generate(request, { signal: NEVER_ABORTED, onDelta: () => {} }).then(
        (output) => ({ output }),
        (error: unknown) => ({ error }),
      );
      if ("output" in composed) {
        const { output } = composed;
        const ms = Math.round(performance.now() - started);
        const result = resultOf(request, output);
        const allowance = await spendAndRecord(db, requester, teamId, clock.now(), request, { output, result, ms });
        if (!allowance) throw exhausted();
        const recorded = { ...answerOf(result), ...allowance, model: output.model, fallback: false };
        return { ...allowance, userId, teamId, request, client, recorded };
      }
      // The composer failed: the unit is spent and given back with a failed row, as any failed generation.
      const reservation = await reservePending(payer, request, client);
      return fail(reservation, composed.error, Math.round(performance.now() - started));
    }
    return reservePending(payer, request, client);
  }

  /**
   * An Improve whose composer gives the prompt back unchanged (modulo whitespace) costs nothing: the answer is the
   * prompt as it was, the allowance is read rather than spent and no history row is written (decision 0039).
   */
  async function unchangedImprove(payer: Payer, request: GeneratePromptRequest & { promptType: "improve" }) {
    // improvePrompt gives the (trimmed) prompt back as it was when its improvement differs only in whitespace.
    const improved = improvePrompt(request);
    if (improved.prompt !== request.prompt.trim()) return undefined;
    const allowance = await readAllowance(db, payer.userId, payer.teamId, clock.now());
    if (!allowance) return undefined;
    return { ...allowance, recorded: { ...answerOf(improved), ...allowance, model: COMPOSER_MODEL, fallback: false } };
  }

  async function reservePending(payer: Payer, request: GeneratePromptRequest, client: GenerationClient) {
    const pending = await spendPending(db, payer.userId, payer.teamId, clock.now(), request);
    if (!pending) throw exhausted();
    return { ...pending, ...payer, request, client };
  }

  async function produce(reservation: Reservation, hooks: GenerationHooks): Promise<GenerationResult> {
    if ("recorded" in reservation) {
      hooks.onDelta(reservation.recorded.generatedPrompt);
      return reservation.recorded;
    }
    const { request } = reservation;
    const started = performance.now();
    const elapsedMs = () => Math.round(performance.now() - started);
    let written: Written;
    try {
      written = await write(request, hooks);
    } catch (error) {
      if (hooks.signal.aborted) return cancel(reservation, elapsedMs());
      return fail(reservation, error, elapsedMs());
    }
    // Gone before the prompt reached them: they did not get what the unit paid for.
    if (hooks.signal.aborted) return cancel(reservation, elapsedMs());

    const { output, fallback } = written;
    const result = resultOf(request, output);
    const requester = { userId: reservation.userId, ...reservation.client };
    if (!(await recordCompleted(db, requester, reservation.historyId, request, { ...written, result, ms: elapsedMs() }))) {
      // Too late: the sweep took the row for interrupted and gave the unit back. What is answered is recorded, so
      // this prompt is not.
      logger.warn({ historyId: reservation.historyId }, "generation finished after it was closed as interrupted");
      throw new HttpError(502, "generation_failed", generationFailedMessage(request.promptType));
    }
    return { ...answerOf(result), remaining: reservation.remaining, total: reservation.total, model: output.model, fallback };
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
      return { output, fallback: true, modelError: messageOf(error) };
    }
  }

  /** Nothing was written: the row fails, the unit comes back, and the client hears that the generation failed. */
  async function fail(reservation: Reservation & { historyId: string }, error: unknown, ms: number): Promise<never> {
    logger.error({ err: error }, "generation failed");
    await recordFailed(db, reservation.historyId, {
      // Only the composer's own failure reaches here: after the model's, when there is a model.
      fallback: Boolean(generators.model),
      ms,
      errorMessage: messageOf(error),
    });
    throw new HttpError(502, "generation_failed", generationFailedMessage(reservation.request.promptType));
  }

  /**
   * The client went away before it had the prompt: the unit is given back and the row says `cancelled`. Not a
   * failure of ours, so it is neither logged as one nor counted in the user's generation figures.
   */
  async function cancel(reservation: Reservation & { historyId: string }, ms: number): Promise<never> {
    await recordCancelled(db, reservation.historyId, ms);
    throw new GenerationCancelled();
  }

  return { reserve, produce };
}

/** An error's message as the history row keeps it: a model's error may quote what it received, NUL and all. */
function messageOf(error: unknown): string {
  return withoutControlCharacters(error instanceof Error ? error.message : String(error));
}

/**
 * The prompt with its negative prompt, parameters and notes. A model writes only the text: its result takes the
 * composer's parts for the same request (deterministic), so the parameters are always the composer's legal ones.
 */
function resultOf(request: GeneratePromptRequest, output: GenerationOutput): ComposedPrompt {
  return { prompt: output.text, ...(output.parts ?? composedParts(request)) };
}

/** The answer's prompt fields: `generatedPrompt` is the specification's name for the same text as `prompt`. */
const answerOf = (result: ComposedPrompt) => ({ ...result, generatedPrompt: result.prompt });

function exhausted() {
  return new HttpError(403, "allowance_exhausted", MSG_GENERATIONS_EXHAUSTED);
}

export type GenerationService = ReturnType<typeof generationService>;
