import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { generationFailedMessage } from "@/domain/builders";
import { generatePromptRequestSchema } from "@/domain/builders/schemas";
import { readJson } from "../http/body";
import { clientIp } from "../http/client-ip";
import type { AuthedEnv } from "../http/context";
import { errorBody, HttpError } from "../http/errors";
import { GenerationCancelled, type GenerationService } from "./service";

/**
 * POST /api/generate-prompt: JSON by default; with `Accept: text/event-stream`, server-sent events
 * `delta` {text}, `restart` {}, then `done` with the same fields as the JSON answer (or `error`). A stream
 * whose client goes away stops the generation there: the unit is given back and nothing falls back.
 * Who is generating comes from the session, never from the body.
 */
export function generationRoutes(service: GenerationService) {
  return new Hono<AuthedEnv>().post("/", async (c) => {
    const request = await readJson(c, generatePromptRequestSchema);
    const user = c.get("user");
    const client = { ipAddress: clientIp(c), userAgent: c.req.header("user-agent") ?? null };
    // Spent before any answer starts, so an exhausted allowance is a plain 403 in both modes.
    const reservation = await service.reserve(user.id, request);
    const controller = new AbortController();

    if (!c.req.header("accept")?.includes("text/event-stream")) {
      const hooks = { signal: controller.signal, onDelta: () => {}, onRestart: () => {} };
      return c.json(await service.produce(user, request, reservation, hooks, client));
    }

    return streamSSE(c, async (stream) => {
      stream.onAbort(() => controller.abort());
      try {
        const hooks = {
          signal: controller.signal,
          onDelta: (text: string) => void stream.writeSSE({ event: "delta", data: JSON.stringify({ text }) }),
          onRestart: () => void stream.writeSSE({ event: "restart", data: "{}" }),
        };
        const result = await service.produce(user, request, reservation, hooks, client);
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
