import { Agent, request } from "node:http";
import { percentile } from "./load";

/** One request of a line: what `next()` hands the client each time. */
export interface LeanRequest {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LeanRun {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
}

/**
 * A closed-loop load client over `node:http` with keep-alive connections, about a third of `fetch`'s CPU per request
 * (docs/performance.md). What it costs itself is never counted: the CPU benchmark reads the server's and
 * PostgreSQL's processes only. Each run is bounded by requests and by time; a run waits for the requests in flight.
 */
export function leanClient(baseUrl: string, concurrency: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const { hostname, port } = new URL(baseUrl);

  function send({ method = "GET", path, headers = {}, body }: LeanRequest): Promise<number> {
    return new Promise((resolve, reject) => {
      const length = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
      const req = request({ agent, hostname, port, method, path, headers: { ...headers, ...length } }, (res) => {
        res.on("data", () => {});
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });
  }

  async function run(next: () => LeanRequest, limits: { requests: number; maxSeconds: number }): Promise<LeanRun> {
    const latencies: number[] = [];
    let errors = 0;
    let started = 0;
    const deadline = performance.now() + limits.maxSeconds * 1000;
    async function worker() {
      while (started < limits.requests && performance.now() < deadline) {
        started++;
        const t0 = performance.now();
        const status = await send(next()).catch(() => 0);
        if (status < 200 || status >= 400) errors++;
        latencies.push(performance.now() - t0);
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker));
    latencies.sort((a, b) => a - b);
    return { requests: latencies.length, errors, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
  }

  return { run, send, close: () => agent.destroy() };
}
