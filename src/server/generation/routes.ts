import { createRoute, z } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { generationResultSchema } from "@/domain/api/generation";
import { generationFailedMessage } from "@/domain/builders";
import { generatePromptRequestSchema } from "@/domain/builders/schemas";
import { workspaceOf } from "../http/workspace-of";
import { clientIp } from "../http/client-ip";
import type { AuthedEnv } from "../http/context";
import { errorBody, HttpError } from "../http/errors";
import { declaredRoutes, jsonBody, refusal, workspaceRoute } from "../http/openapi";
import { GenerationCancelled, type GenerationService } from "./service";

const EVENTS =
  "With `Accept: text/event-stream`, server-sent events: `delta` `{ text }` (the next piece of the prompt), " +
  "`restart` `{}` (the model failed mid-way: forget what arrived, the built-in composer starts over), then " +
  "either `done` with the same fields as the JSON answer or `error` with `{ error: { code, message } }` " +
  "(`generation_failed`: the unit is given back).";

const generate = workspaceRoute(
  createRoute({
    method: "post",
    path: "/",
    summary: "Generate a prompt: text, art, or an improved prompt",
    description:
      "Spends one generation of the allowance (in a team workspace, of the team's pool), given back when the generation fails; an improve that " +
      "leaves the prompt unchanged spends nothing and answers the prompt as it was. A client that goes " +
      "away before its answer (a stream's or a JSON one's) stops the generation there: the unit is given back and nothing falls back.",
    request: { body: jsonBody(generatePromptRequestSchema) },
    responses: {
      200: {
        description: "The prompt: JSON by default, server-sent events with `Accept: text/event-stream`.",
        content: {
          "application/json": { schema: generationResultSchema },
          "text/event-stream": { schema: z.string().meta({ description: EVENTS }) },
        },
      },
      403: refusal(["allowance_exhausted"]),
      502: refusal(["generation_failed"]),
    },
  }),
);

/**
 * POST /api/generate-prompt: JSON by default, server-sent events on request (see EVENTS).
 * Who is generating comes from the session, never from the body.
 */
export function generationRoutes(service: GenerationService) {
  return declaredRoutes<AuthedEnv>().openapi(generate, async (c) => {
    const request = c.req.valid("json");
    const user = c.get("user");
    const teamId = workspaceOf(c)?.id ?? null;
    const client = { ipAddress: clientIp(c), userAgent: c.req.header("user-agent") ?? null };
    // Spent before any answer starts, so an exhausted allowance is a plain 403 in both modes.
    const reservation = await service.reserve({ userId: user.id, teamId }, request, client);

    if (!c.req.header("accept")?.includes("text/event-stream")) {
      // The request's signal aborts when the client closes the connection before its answer. Read only by a model's
      // generation: the composer's prompt is already written, and making the signal costs the server an
      // AbortController and a listener on the connection (docs/performance.md).
      const hooks = {
        get signal() {
          return c.req.raw.signal;
        },
        onDelta: () => {},
        onRestart: () => {},
      };
      try {
        return c.json(await service.produce(reservation, hooks), 200);
      } catch (error) {
        // No one is listening any more: nothing to answer or log as an error; 499 ("client closed request") is for
        // the request log.
        if (error instanceof GenerationCancelled) return new Response(null, { status: 499 });
        throw error;
      }
    }

    const controller = new AbortController();
    return streamSSE(c, async (stream) => {
      stream.onAbort(() => controller.abort());
      try {
        const hooks = {
          signal: controller.signal,
          onDelta: (text: string) => void stream.writeSSE({ event: "delta", data: JSON.stringify({ text }) }),
          onRestart: () => void stream.writeSSE({ event: "restart", data: "{}" }),
        };
        const result = await service.produce(reservation, hooks);
        await stream.writeSSE({ event: "done", data: JSON.stringify(result) });
      } catch (error) {
        if (error instanceof GenerationCancelled) return; // no one is listening any more
        const body =
          error instanceof HttpError
            ? errorBody(error.code, error.message)
            : errorBody("generation_failed", generationFailedMessage(request.promptType));
        await stream.writeSSE({ event: "error", data: JSON.stringify(body) });
      }
    });
  });
}
