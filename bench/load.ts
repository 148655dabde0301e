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

type LoadOptions = { concurrency: number; requests: number; maxSeconds: number; firstByte?: boolean };

/** What one run of requests measured, before it is summarised. */
interface Samples {
  latencies: number[];
  errors: number;
  seconds: number;
}

/**
 * Runs `send` from `concurrency` workers. Each request's latency runs to the end of its answer, or with
 * `firstByte` to the first piece of its body (the rest is still read, so the next request waits for it).
 */
export async function load(name: string, send: () => Promise<Response>, options: LoadOptions): Promise<LoadResult> {
  return summary(name, await sample(send, options));
}

/**
 * `load` for each of `lines` in turns, `rounds` slices each, one result per line; with `cpuMilliseconds` (a process's
 * CPU time so far), the CPU that process spent per request of each line. On a machine shared with other work the
 * load around a run drifts, and lines measured one after the other compared different machines; in turns, each line
 * sees the same drift.
 */
export async function loadInTurns(
  lines: { name: string; send: () => Promise<Response> }[],
  options: LoadOptions,
  rounds: number,
  cpuMilliseconds: () => number,
): Promise<(LoadResult & { serverCpuMs: number })[]> {
  const slice = { ...options, requests: Math.ceil(options.requests / rounds), maxSeconds: options.maxSeconds / rounds };
  const totals = lines.map(() => ({ latencies: [] as number[], errors: 0, seconds: 0, cpu: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, line] of lines.entries()) {
      const before = cpuMilliseconds();
      const { latencies, errors, seconds } = await sample(line.send, slice);
      const total = totals[i]!;
      total.latencies.push(...latencies);
      total.errors += errors;
      total.seconds += seconds;
      total.cpu += cpuMilliseconds() - before;
    }
  }
  return lines.map((line, i) => {
    const result = summary(line.name, totals[i]!);
    return { ...result, serverCpuMs: totals[i]!.cpu / result.requests };
  });
}

function summary(name: string, { latencies, errors, seconds }: Samples): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    requests: sorted.length,
    errors,
    seconds,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
  };
}

async function sample(send: () => Promise<Response>, options: LoadOptions): Promise<Samples> {
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
  return { latencies, errors, seconds: (performance.now() - begin) / 1000 };
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
  await sample(send, { ...options, requests, maxSeconds: 5 });
}
