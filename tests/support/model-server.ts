import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type ModelBehaviour = "stream" | "json" | "error" | "hang" | "drop";

/**
 * A local OpenAI-compatible chat-completions server on loopback. `behaviour` decides how it answers the
 * next requests: stream the reply in pieces, answer in one JSON body, fail with 500, never answer, or
 * drop the connection mid-stream. It records every request body it receives.
 */
export async function startModelServer(reply = "A crisp, expert prompt written by the model.") {
  const state = { behaviour: "stream" as ModelBehaviour, requests: [] as Record<string, unknown>[] };
  const open = new Set<ServerResponse>();

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    state.requests.push(JSON.parse(body || "{}"));
    open.add(res);
    res.on("close", () => open.delete(res));
    const pieces = reply.match(/\S+\s*/g) ?? [reply];
    switch (state.behaviour) {
      case "error":
        res.writeHead(500, { "content-type": "application/json" }).end('{"error":{"message":"overloaded"}}');
        return;
      case "hang":
        return; // never answers
      case "json":
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            model: "test-model",
            choices: [{ message: { content: reply } }],
            usage: { prompt_tokens: 50, completion_tokens: pieces.length },
          }),
        );
        return;
      case "stream":
      case "drop": {
        res.writeHead(200, { "content-type": "text/event-stream" });
        const sent = state.behaviour === "drop" ? pieces.slice(0, 2) : pieces;
        for (const piece of sent) {
          res.write(`data: ${JSON.stringify({ model: "test-model", choices: [{ delta: { content: piece } }] })}\n\n`);
          await new Promise((r) => setTimeout(r, 5));
        }
        if (state.behaviour === "drop") {
          res.socket?.destroy();
          return;
        }
        res.write(`data: ${JSON.stringify({ model: "test-model", choices: [], usage: { prompt_tokens: 50, completion_tokens: pieces.length } })}\n\n`);
        res.end("data: [DONE]\n\n");
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    reply,
    state,
    async stop() {
      for (const res of open) res.socket?.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
