/** A small closed-loop load generator for loopback servers: bounded by request count and by time. */
export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
}

/**
 * Runs `send` from `concurrency` workers. Each request's latency runs to the end of its answer, or with
 * `firstByte` to the first piece of its body (the rest is still read, so the next request waits for it).
 */
export async function load(
  name: string,
  send: () => Promise<Response>,
  options: { concurrency: number; requests: number; maxSeconds: number; firstByte?: boolean },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const begin = performance.now();
  const deadline = begin + options.maxSeconds * 1000;

  async function worker() {
    while (started < options.requests && performance.now() < deadline) {
      started++;
      const t0 = performance.now();
      let latency: number | undefined;
      try {
        const res = await send();
        if (!res.ok) errors++;
        if (options.firstByte && res.body) {
          const reader = res.body.getReader();
          for (let piece = await reader.read(); !piece.done; piece = await reader.read()) {
            if (latency === undefined && piece.value.length > 0) latency = performance.now() - t0;
          }
        } else {
          await res.arrayBuffer();
        }
      } catch {
        errors++;
      }
      latencies.push(latency ?? performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export function formatRow(r: LoadResult): string {
  return `${r.name.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(7)} ms   p99 ${r.p99
    .toFixed(1)
    .padStart(7)} ms   (${r.requests} requests, ${r.errors} errors)`;
}

/**
 * Sends `requests` requests (for at most 5 s) the way `load` would, unmeasured, before a measured run: V8 compiles a
 * route's hot code only after it has run for a while, in the server and in this process alike, and a run should
 * measure the steady state.
 */
export async function warmUp(send: () => Promise<Response>, options: { concurrency: number; firstByte?: boolean }, requests: number) {
  await load("warm-up", send, { ...options, requests, maxSeconds: 5 });
}
