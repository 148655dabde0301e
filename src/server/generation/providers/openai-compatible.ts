import OpenAI from "openai";
import { composePrompt, type GeneratePromptRequest } from "@/domain/builders";
import { checkReply, type ReplyProblem } from "@/domain/builders/reply-grammar";
import { type GenerationOutput, type PromptGenerator, withoutControlCharacters } from "./generator";
import { briefMessage, systemPrompt } from "./system-prompt";

export interface ModelConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  maxOutputTokens: number;
}

/**
 * Any OpenAI-compatible chat completions API (OpenAI, Ollama, vLLM, LM Studio, OpenRouter…), streamed through
 * the official `openai` client. The whole call, streaming included, must finish within the timeout; otherwise it
 * is aborted and throws, and so does every failure (status, connection, unreadable answer, no text), so the
 * caller can fall back. When the caller's signal aborts (the user went away), it throws that signal's reason.
 * A reply is checked against the target's grammar (reply-grammar.ts): it is returned repaired where a repair is
 * certain, and a reply with any other problem throws `ReplyRejected`, so the caller falls back as for a failure.
 */
export function openAiCompatibleGenerator(config: ModelConfig): PromptGenerator {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    // Given explicitly so nothing is read from OPENAI_* variables, which may hold someone else's key and must
    // never be sent to another base URL. Local servers (Ollama, LM Studio, vLLM) need no key: then the
    // Authorization header is left out, since the client refuses to start without some key.
    apiKey: config.apiKey ?? "none",
    defaultHeaders: config.apiKey ? undefined : { Authorization: null },
    organization: null,
    project: null,
    // The SDK's timeout bounds the wait for the answer's headers; the deadline below bounds the stream too.
    timeout: config.timeoutMs,
    // No retries: the user is watching a live stream and the composer is a ready fallback, while the client's
    // retries wait with backoff (or as long as retry-after says, not abortable) before trying again.
    maxRetries: 0,
    // Each failure is logged once by the generation service, with its request; the client would log to stdout.
    logLevel: "off",
  });

  return {
    async generate(request: GeneratePromptRequest, { signal, onDelta }): Promise<GenerationOutput> {
      const deadline = AbortSignal.timeout(config.timeoutMs);
      const timedOut = () => new Error(`model took longer than ${config.timeoutMs} ms`);
      let text = "";
      let model = config.model;
      let usage: OpenAI.CompletionUsage | undefined;
      let finishReason: string | null | undefined;
      const draft = composePrompt(request).prompt;
      try {
        const stream = await client.chat.completions.create(
          {
            model: config.model,
            stream: true,
            stream_options: { include_usage: true },
            max_tokens: config.maxOutputTokens,
            temperature: request.promptType === "text" ? 0.4 + request.creativityLevel * 0.6 : 0.7,
            messages: [
              { role: "system", content: systemPrompt(request) },
              { role: "user", content: briefMessage(request, draft) },
            ],
          },
          { signal: AbortSignal.any([signal, deadline]) },
        );
        for await (const chunk of stream) {
          if (chunk.model) model = withoutControlCharacters(chunk.model);
          if (chunk.usage) usage = chunk.usage;
          finishReason = chunk.choices[0]?.finish_reason ?? finishReason;
          const piece = withoutControlCharacters(chunk.choices[0]?.delta?.content ?? "");
          if (piece) {
            text += piece;
            onDelta(piece);
          }
        }
      } catch (error) {
        signal.throwIfAborted();
        if (deadline.aborted) throw timedOut();
        throw error;
      }
      // An abort mid-stream ends the client's iteration quietly, as if the answer were complete.
      signal.throwIfAborted();
      if (deadline.aborted) throw timedOut();
      if (!text.trim()) throw new Error("model returned no text");
      const checked = checkReply(request, text, { truncated: finishReason === "length", draft });
      if (!checked.ok) throw new ReplyRejected(checked.problems);
      return {
        text: checked.prompt,
        model,
        promptTokens: usage?.prompt_tokens ?? 0,
        completionTokens: usage?.completion_tokens ?? 0,
      };
    },
  };
}

/** A reply that is not a usable prompt for its target; `problems` go to the log, their codes to the message. */
export class ReplyRejected extends Error {
  constructor(readonly problems: readonly ReplyProblem[]) {
    super(`model reply rejected: ${[...new Set(problems.map((p) => p.code))].join(", ")}`);
    this.name = "ReplyRejected";
  }
}
