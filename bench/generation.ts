import { inArray } from "drizzle-orm";
import { defaultTextForm, toTextPayload } from "@/domain/builders";
import type { Db } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { subscriptions } from "@/server/db/schema-billing";
import { startModelServer } from "../tests/support/model-server";
import { formatRow, load, type LoadResult, loadInTurns, warmUp } from "./load";
import { benchServer, type DatabaseKind } from "./servers";

const USERS = 32;
const CONCURRENCY = 20;
const options = { concurrency: CONCURRENCY, requests: 4000, maxSeconds: 15 };
/** Unmeasured requests before each measured line of the server (bench/load.ts, `warmUp`). */
const WARMUP = 3000;
/** Health and the composer are measured in this many slices each, in turns (bench/load.ts, `loadInTurns`). */
const ROUNDS = 4;
/** The composer request every generation benchmark sends. */
export const body = JSON.stringify(toTextPayload({ ...defaultTextForm, industry: "marketing", contentType: "blog-post", toneOfVoice: "friendly" }));

/** A million generations for each of `accounts`, so that a run measures generation, not refusals; their user ids, in order. */
export async function fundAllowances(db: Db, accounts: { email: string }[]): Promise<string[]> {
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, accounts.map((a) => a.email)));
  const ids = accounts.map((a) => rows.find((row) => row.email === a.email)!.id);
  await db.update(subscriptions).set({ totalGenerations: 1_000_000, remainingGenerations: 1_000_000 }).where(inArray(subscriptions.userId, ids));
  return ids;
}

/** A server of this kind with `USERS` signed-in users, each with enough allowance that a run measures generation, not refusals. */
async function generationServer(kind: DatabaseKind, env?: Record<string, string>) {
  const target = await benchServer(kind, env);
  const accounts = await target.signIn(USERS, `gen-${kind}`);
  await target.withDatabase((db) => fundAllowances(db, accounts));
  let next = 0;
  const generate = (headers: Record<string, string> = {}) =>
    fetch(`${target.url}/api/generate-prompt`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: target.url, cookie: accounts[next++ % accounts.length]!.cookie, ...headers },
      body,
    });
  /**
   * `load`, after a warm-up, with the server's CPU time per request beside it: on a machine busy with other work,
   * latency and throughput swing with the neighbours, while the CPU a request costs the server does not.
   */
  async function measured(...args: Parameters<typeof load>) {
    await warmUp(args[1], args[2], WARMUP);
    const before = target.cpuMilliseconds();
    const result = await load(...args);
    return { ...result, serverCpuMs: (target.cpuMilliseconds() - before) / result.requests };
  }
  return { target, generate, measured };
}

export const withCpu = (row: LoadResult & { serverCpuMs: number }) => `${formatRow(row)}   server CPU ${row.serverCpuMs.toFixed(2)} ms/request`;

/**
 * POST /api/generate-prompt (signed in, composer) against GET /api/health on the same server, same run, in turns,
 * and the server's resident memory after it.
 */
export async function benchGeneration(kind: DatabaseKind): Promise<{ health: LoadResult; generate: LoadResult; ratio: number }> {
  const { target, generate } = await generationServer(kind);
  try {
    const lines = [
      { name: `GET /api/health (${kind})`, send: () => fetch(`${target.url}/api/health`) },
      { name: `POST /api/generate-prompt, composer (${kind})`, send: () => generate() },
    ];
    for (const line of lines) await warmUp(line.send, options, WARMUP);
    const rows = await loadInTurns(lines, options, ROUNDS, () => target.cpuMilliseconds());
    const health = rows[0]!;
    const generated = rows[1]!;
    for (const row of [health, generated]) console.log(withCpu(row));
    const ratio = generated.rps / health.rps;
    console.log(`generate / health throughput: ${(ratio * 100).toFixed(0)}%`);
    console.log(`server resident memory after the run: ${target.residentMegabytes().toFixed(0)} MB`);
    return { health, generate: generated, ratio };
  } finally {
    await target.stop();
  }
}

/**
 * The server's own cost around a configured model (tests/support/model-server.ts, streaming): the time to the
 * first piece of the prompt through the server against the model's own time to its first piece, at the same
 * concurrency, and the same for the whole answer; then the first piece again over one connection, where no
 * request queues behind another (the target: under 5 ms at p50).
 */
export async function benchModelOverhead(kind: DatabaseKind) {
  const model = await startModelServer();
  const { target, generate, measured } = await generationServer(kind, { LLM_BASE_URL: model.url, LLM_MODEL: "bench-model" });
  try {
    const askModel = () =>
      fetch(`${model.url}/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ model: "bench-model", stream: true, messages: [{ role: "user", content: body }] }),
      });
    const stream = { accept: "text/event-stream" };
    const modelFirst = await load(`model alone, first byte`, askModel, { ...options, firstByte: true });
    const serverFirst = await measured(`generate-prompt, model, first byte (${kind})`, () => generate(stream), { ...options, firstByte: true });
    const modelWhole = await load(`model alone, whole answer`, askModel, options);
    const serverWhole = await measured(`generate-prompt, model, whole answer (${kind})`, () => generate(stream), options);
    for (const row of [modelFirst, modelWhole]) console.log(formatRow(row));
    for (const row of [serverFirst, serverWhole]) console.log(withCpu(row));
    console.log(
      `server's own time at p50, ${CONCURRENCY} connections (queueing included): ${(serverFirst.p50 - modelFirst.p50).toFixed(1)} ms to the first byte, ` +
        `${(serverWhole.p50 - modelWhole.p50).toFixed(1)} ms to the whole answer`,
    );
    // One connection: no request waits behind another, so the difference is the server's own work around the model.
    const single = { concurrency: 1, requests: 400, maxSeconds: 15, firstByte: true };
    const modelAlone = await load(`model alone, first byte, 1 connection`, askModel, single);
    const serverAlone = await measured(`generate-prompt, model, first byte, 1 connection (${kind})`, () => generate(stream), single);
    console.log(formatRow(modelAlone));
    console.log(withCpu(serverAlone));
    console.log(`server's own time to the first byte at p50, 1 connection: ${(serverAlone.p50 - modelAlone.p50).toFixed(1)} ms`);
  } finally {
    await target.stop();
    await model.stop();
  }
}
