import { readFileSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1 (node:http): keeps every request it gets and answers the next status of `statuses`
 * (200 once they run out).
 */
export async function webhookReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The statuses of the next answers, in order. */
    answer: (...next: number[]) => statuses.push(...next),
    /** Forgets what it received and the statuses not answered yet. */
    reset: () => {
      received.length = 0;
      statuses.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Verify = (secret: string, headers: IncomingHttpHeaders, body: string) => boolean;

/** The verification snippet of docs/api.md ("Webhooks"), as written there, loaded as a module. */
export async function documentedVerifier(): Promise<Verify> {
  const doc = readFileSync(path.resolve("docs/api.md"), "utf8");
  const section = doc.slice(doc.indexOf("## Webhooks"));
  const snippet = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  if (!snippet) throw new Error("docs/api.md has no verification snippet under ## Webhooks");
  const file = path.join(tmpdir(), `verify-webhook-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(file, snippet);
  return ((await import(pathToFileURL(file).href)) as { verifyWebhook: Verify }).verifyWebhook;
}
