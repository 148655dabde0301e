import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * How the server answers the next requests:
 * - stream: the reply in pieces, then usage and [DONE];
 * - slow: the same, a piece every 200 ms (time for a client to go away mid-stream);
 * - error: 500 with an OpenAI-style error body;
 * - hang: never answers, not even the headers;
 * - stall: starts the stream, sends two pieces, then nothing more;
 * - drop: starts the stream, sends two pieces, then cuts the connection;
 * - garbage: a 200 event stream whose events are not JSON;
 * - json: the whole reply in one JSON body, as a server that ignores `stream` would.
 */
export type ModelBehaviour = "stream" | "slow" | "error" | "hang" | "stall" | "drop" | "garbage" | "json";

const chunk = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A reply that passes the reply checker for a text request: instructions to a model, long enough. */
export const TEXT_PROMPT_REPLY = "Write a newsletter for finance professionals about {{topic}}, with a headline and three short sections.";

/**
 * A local OpenAI-compatible chat-completions server on loopback. It records every request's body and headers,
 * and counts the requests whose caller closed the connection before the answer ended (`abandoned`). The reply
 * can be changed between requests (`state.reply`), and so can the finish reason of a streamed one.
 */
export async function startModelServer(reply = TEXT_PROMPT_REPLY) {
  const state = {
    reply,
    finishReason: "stop" as "stop" | "length",
    behaviour: "stream" as ModelBehaviour,
    requests: [] as Record<string, unknown>[],
    headers: [] as IncomingHttpHeaders[],
    abandoned: 0,
  };
  const open = new Set<ServerResponse>();

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    for await (const piece of req) body += piece;
    state.requests.push(JSON.parse(body || "{}"));
    state.headers.push(req.headers);
    open.add(res);
    res.on("close", () => {
      open.delete(res);
      if (!res.writableFinished) state.abandoned++;
    });
    const { reply } = state;
    const pieces = reply.match(/\S+\s*/g) ?? [reply];
    const behaviour = state.behaviour;
    switch (behaviour) {
      case "error":
        res.writeHead(500, { "content-type": "application/json" }).end('{"error":{"message":"overloaded"}}');
        return;
      case "hang":
        return;
      case "json":
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({ model: "test-model", choices: [{ index: 0, message: { role: "assistant", content: reply } }] }),
        );
        return;
      case "garbage":
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.end("data: <html><body>502 Bad Gateway</body></html>\n\n");
        return;
      default: {
        res.writeHead(200, { "content-type": "text/event-stream" });
        const cut = behaviour === "stall" || behaviour === "drop";
        for (const piece of cut ? pieces.slice(0, 2) : pieces) {
          if (res.destroyed) return;
          res.write(chunk({ model: "test-model", choices: [{ index: 0, delta: { content: piece } }] }));
          await pause(behaviour === "slow" ? 200 : 5);
        }
        if (behaviour === "stall") return;
        if (behaviour === "drop") {
          res.socket?.destroy();
          return;
        }
        if (res.destroyed) return;
        res.write(chunk({ model: "test-model", choices: [{ index: 0, delta: {}, finish_reason: state.finishReason }] }));
        res.write(chunk({ model: "test-model", choices: [], usage: { prompt_tokens: 50, completion_tokens: pieces.length } }));
        res.end("data: [DONE]\n\n");
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    /** The reply it was started with. */
    reply,
    state,
    async stop() {
      for (const res of open) res.socket?.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
