import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import {
  generationFailedMessage,
  MSG_GENERATIONS_EXHAUSTED,
  MSG_GENERATIONS_EXHAUSTED_DETAIL,
  MSG_LOGIN_REQUIRED,
  type GeneratePromptPayload,
  type PromptType,
} from "@/domain/builders";
import type { GenerationResult, PromptParts } from "@/domain/api/generation";
import { useAuth } from "@/web/features/auth";
import { personalAllowance } from "@/web/features/billing";
import { teamAllowance } from "@/web/features/teams";
import { ApiError, client, type ClientErrorCode, isSignedOut, okResponse } from "@/web/lib/api-client";
import { type FieldErrors, fieldErrorsOfApi } from "@/web/lib/field-errors";
import { readSseEvents } from "../lib/sse";

export interface StreamHandlers {
  /** A piece of the prompt, to append. */
  onDelta: (text: string) => void;
  /** The model failed mid-way: forget what arrived, the composer starts over. */
  onRestart: () => void;
}

/**
 * POST /api/generate-prompt as a stream: `delta` {text} pieces, `restart` {}, then `done` with the result
 * or `error` {error: {code, message}}. A refusal (unauthorized, allowance_exhausted, invalid_input with fields…)
 * throws an ApiError before anything streams; an `error` event, or a stream that ends without `done`, throws one too.
 */
export async function generatePrompt(
  payload: GeneratePromptPayload,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<GenerationResult> {
  const res = await okResponse(
    client["generate-prompt"].$post({ json: payload }, { headers: { accept: "text/event-stream" }, init: { signal } }),
  );
  const failed = generationFailedMessage(payload.promptType);
  if (!res.body) throw new ApiError(502, "generation_failed", failed);
  for await (const { event, data } of readSseEvents(res.body)) {
    if (event === "delta") handlers.onDelta(String((JSON.parse(data) as { text?: unknown }).text ?? ""));
    else if (event === "restart") handlers.onRestart();
    else if (event === "done") {
      const result = JSON.parse(data) as GenerationResult;
      if (typeof result.generatedPrompt !== "string" || result.generatedPrompt === "") {
        throw new ApiError(502, "generation_failed", failed);
      }
      return result;
    } else if (event === "error") {
      const body = JSON.parse(data) as { error?: { code?: ClientErrorCode; message?: string } };
      throw new ApiError(502, body.error?.code ?? "generation_failed", body.error?.message ?? failed);
    }
  }
  throw new ApiError(502, "generation_failed", failed);
}

/** The answer's parts; an answer from before they existed has none. */
function partsOf(result: Partial<PromptParts>): PromptParts {
  const parts = { parameters: result.parameters ?? {}, notes: result.notes ?? [] };
  return result.negativePrompt ? { ...parts, negativePrompt: result.negativePrompt } : parts;
}

/** The image target a request or form names (Improve's text target is none of the image targets); null for a text prompt. */
export const targetOf = (form: object) => ("target" in form && typeof form.target === "string" ? form.target : null);

/** The result area of a builder. */
export type GenerationState =
  | { status: "idle" }
  /** Waiting ('Brewing!!!' while `text` is empty), then the prompt as it streams in. */
  | { status: "busy"; text: string }
  /**
   * The prompt (`text`) apart from its negative prompt, parameters and notes (`parts`); `target` is the image
   * target it was written for (null for a text prompt), which decides the requests ready to run it offers.
   */
  | { status: "done"; text: string; parts: PromptParts; target: string | null; fallback: boolean }
  /** A message in place of the result: signed out, allowance spent, or a failure. */
  | { status: "failed"; reason: "signed-out" | "exhausted" | "error"; message: string };

export interface GenerateOutcome {
  /** Field errors of an invalid_input answer, by field name. */
  fieldErrors?: FieldErrors;
}

/**
 * The allowance a generation spends, as the usage box shows it: the team's pool in a team workspace (its answer's
 * remaining is the pool's), else the user's own plan. Never one written into the other; each is its feature's cache.
 */
function workspaceAllowance(queryClient: QueryClient, inTeam: boolean) {
  const allowance = inTeam ? teamAllowance : personalAllowance;
  return {
    remaining: () => allowance.remaining(queryClient),
    set: (remaining: number, total?: number) => allowance.set(queryClient, remaining, total),
    refresh: () => allowance.refresh(queryClient),
  };
}

/**
 * One builder's generation: runs the stream, keeps the result area's state, keeps the usage box in step
 * (from the answer's remaining/total, then a refetch), and turns failures into the spec's messages.
 */
export function useGeneratePrompt(promptType: PromptType) {
  const queryClient = useQueryClient();
  const inTeam = useAuth().team != null;
  const allowance = useMemo(() => workspaceAllowance(queryClient, inTeam), [queryClient, inTeam]);
  const [state, setState] = useState<GenerationState>({ status: "idle" });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const exhausted = useCallback(() => {
    toast.error(MSG_GENERATIONS_EXHAUSTED);
    setState({ status: "failed", reason: "exhausted", message: MSG_GENERATIONS_EXHAUSTED_DETAIL });
    allowance.set(0);
  }, [allowance]);

  const generate = useCallback(
    async (payload: GeneratePromptPayload): Promise<GenerateOutcome> => {
      // The spec blocks a generation locally once the count is known to be spent; the refetch catches a
      // renewal that happened meanwhile.
      const remaining = allowance.remaining();
      if (remaining !== undefined && remaining <= 0) {
        exhausted();
        void allowance.refresh();
        return {};
      }

      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: "busy", text: "" });
      const append = (text: string) =>
        setState((current) => (current.status === "busy" ? { status: "busy", text: current.text + text } : current));
      try {
        const result = await generatePrompt(
          payload,
          { onDelta: append, onRestart: () => setState({ status: "busy", text: "" }) },
          abort.signal,
        );
        setState({ status: "done", text: result.generatedPrompt, parts: partsOf(result), target: targetOf(payload), fallback: result.fallback });
        allowance.set(result.remaining, result.total);
        return {};
      } catch (error) {
        if (abort.signal.aborted) return {};
        if (isSignedOut(error)) {
          toast.error(MSG_LOGIN_REQUIRED);
          setState({ status: "failed", reason: "signed-out", message: MSG_LOGIN_REQUIRED });
          return {};
        }
        if (error instanceof ApiError && error.code === "allowance_exhausted") {
          exhausted();
          return {};
        }
        if (error instanceof ApiError && error.code === "invalid_input") {
          toast.error(error.message);
          setState({ status: "idle" });
          return { fieldErrors: fieldErrorsOfApi(error) };
        }
        const message = generationFailedMessage(promptType);
        toast.error(message);
        setState({ status: "failed", reason: "error", message });
        return {};
      } finally {
        if (controller.current === abort) controller.current = null;
        void allowance.refresh();
      }
    },
    [allowance, exhausted, promptType],
  );

  /** Shows a prompt that was generated before (one handed over by Use Inputs). */
  const show = useCallback(
    (text: string, target: string | null, parts: PromptParts) => setState({ status: "done", text, parts, target, fallback: false }),
    [],
  );

  return { state, generate, show };
}
