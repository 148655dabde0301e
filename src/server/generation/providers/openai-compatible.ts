import { composePrompt, type GeneratePromptRequest } from "@/domain/builders";
import type { GenerationOutput, PromptGenerator } from "./generator";
import { briefMessage, SYSTEM_PROMPT } from "./system-prompt";

export interface ModelConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  maxOutputTokens: number;
}

interface ChatChunk {
  model?: string;
  choices?: { delta?: { content?: string }; message?: { content?: string } }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
}

/**
 * Any OpenAI-compatible chat completions API (OpenAI, Ollama, vLLM, LM Studio, OpenRouter…), streamed.
 * The whole call, streaming included, must finish within the timeout; otherwise it is aborted and throws.
 */
export function openAiCompatibleGenerator(config: ModelConfig): PromptGenerator {
  return {
    async generate(request: GeneratePromptRequest, { signal, onDelta }): Promise<GenerationOutput> {
      const timeout = AbortSignal.timeout(config.timeoutMs);
      const res = await fetch(`${config.baseUrl.replace(/\/$/, "")}/chat/completions`, {
        method: "POST",
        signal: AbortSignal.any([signal, timeout]),
        headers: {
          "content-type": "application/json",
          accept: "text/event-stream",
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          stream: true,
          stream_options: { include_usage: true },
          max_tokens: config.maxOutputTokens,
          temperature: request.promptType === "text" ? 0.4 + request.creativityLevel * 0.6 : 0.7,
          messages: [
            { role: "system", content: SYSTEM_PROMPT },
            { role: "user", content: briefMessage(request, composePrompt(request)) },
          ],
        }),
      });
      if (!res.ok || !res.body) throw new Error(`model answered ${res.status}`);

      let text = "";
      let model = config.model;
      let usage: ChatChunk["usage"];
      const handle = (chunk: ChatChunk) => {
        if (chunk.model) model = chunk.model;
        if (chunk.usage) usage = chunk.usage;
        const piece = chunk.choices?.[0]?.delta?.content ?? chunk.choices?.[0]?.message?.content ?? "";
        if (piece) {
          text += piece;
          onDelta(piece);
        }
      };

      if (!res.headers.get("content-type")?.includes("text/event-stream")) {
        handle((await res.json()) as ChatChunk); // a server that ignores `stream`
      } else {
        await readServerSentEvents(res.body, (data) => {
          if (data !== "[DONE]") handle(JSON.parse(data) as ChatChunk);
        });
      }
      if (!text.trim()) throw new Error("model returned no text");
      return {
        text: text.trim(),
        model,
        promptTokens: usage?.prompt_tokens ?? 0,
        completionTokens: usage?.completion_tokens ?? 0,
      };
    },
  };
}

async function readServerSentEvents(body: ReadableStream<Uint8Array>, onData: (data: string) => void) {
  const decoder = new TextDecoder();
  let buffer = "";
  const reader = body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    buffer += decoder.decode(chunk.value, { stream: true }).replace(/\r\n/g, "\n");
    let end: number;
    while ((end = buffer.indexOf("\n\n")) !== -1) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = event
        .split("\n")
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5).trimStart())
        .join("\n");
      if (data) onData(data);
    }
  }
}
