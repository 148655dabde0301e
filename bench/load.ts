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

export async function load(
  name: string,
  send: () => Promise<Response>,
  options: { concurrency: number; requests: number; maxSeconds: number },
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
      try {
        const res = await send();
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
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
