import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { once } from "node:events";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "@/server/db/client";
import { recountGenerations } from "@/server/generation/records";
import { WEB_DIST } from "@/server/http/web-app";
import { serverEnv, serverNodeFlags } from "../scripts/server-bundle.mjs";
import { body, fundAllowances } from "./generation";
import { type LeanRequest, leanClient } from "./lean-client";
import { percentile } from "./load";
import { seedSavedPrompts } from "./library";
import { buildWeb } from "./web";
import { BENCH_AUTH_SECRET, benchServer, type Backends, cpuMilliseconds, cpuSince, type DatabaseKind, postgresBackends } from "./servers";

const USERS = 32;
const CONCURRENCY = 20;
/** API keys per user: a key's rate limit (120 a minute) must not refuse any of the benchmark's requests. */
const KEYS_PER_USER = 4;
/** The measured user's history, all older than the other users' rows (what a user of a busy service has). */
const OWN_HISTORY = 10_000;
const OTHERS_HISTORY = 33_900;
/** Each line: a warm-up, then this many slices in turns with the other lines (bench/load.ts, `loadInTurns`). */
const ROUNDS = 5;
// Bounded in time too, long enough for a busy machine: a line cut short after a few hundred requests measures V8
// compiling its code rather than running it.
const WARMUP = { requests: 2000, maxSeconds: 30 };
const SLICE = { requests: 1000, maxSeconds: 10 };

/** A line of the table: who answers it, what is sent, and whose CPU it costs. */
interface Line {
  name: string;
  client: ReturnType<typeof leanClient>;
  next: () => LeanRequest;
  serverCpu: () => number;
  backends: Backends;
}

export interface CpuRow {
  name: string;
  /** Median over the slices, ms per request: the server process, its PostgreSQL backends, both. */
  server: number;
  database: number;
  total: number;
  /** The least and most of `total` over the slices. */
  spread: [number, number];
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

/**
 * CPU time per request of each hot route, the server process's and its PostgreSQL backends' (`/proc`), divided by the
 * requests answered, in turns so that every line sees the same neighbours; on PostgreSQL beside the floor
 * (bench/floor-server.ts) on the same database. The load client's own CPU is not counted.
 */
export async function benchCpu(kind: DatabaseKind): Promise<CpuRow[]> {
  // The share page is rendered from the web app's build.
  if (!existsSync(path.join(WEB_DIST, "index.html"))) buildWeb();
  const target = await benchServer(kind);
  const accounts = await target.signIn(USERS, `cpu-${kind}`);
  const cookie = (i: number) => accounts[i % USERS]!.cookie;
  const promptId = await target.withDatabase(async (db) => {
    const ids = await fundAllowances(db, accounts);
    await seedSavedPrompts(db, ids[0]!);
    await seedHistory(db, ids[0]!);
    const [prompt] = await queryRows<{ id: string }>(db, sql`select id from saved_prompts where user_id = ${ids[0]!} limit 1`);
    return prompt!.id;
  });
  const client = leanClient(target.url, CONCURRENCY);
  const asUser = (i: number) => ({ cookie: cookie(i), origin: target.url, "content-type": "application/json" });
  const keys: string[] = [];
  for (let i = 0; i < USERS * KEYS_PER_USER; i++) keys.push((await postJson(target.url, "/api/api-keys", asUser(i), { name: `bench ${i}` })).key);
  const { url: shareUrl } = await postJson(target.url, `/api/saved-prompts/${promptId}/share`, asUser(0), { expiresInDays: null });
  const floor = target.databaseUrl ? await startFloor(target.databaseUrl, accounts[0]!.cookie) : undefined;

  let turn = 0;
  const product = { client, serverCpu: () => target.cpuMilliseconds(), backends: target.backends() };
  const lines: Line[] = [
    { name: "GET /api/health", ...product, next: () => ({ path: "/api/health" }) },
    { name: "generate, text (composer)", ...product, next: () => ({ method: "POST", path: "/api/generate-prompt", headers: asUser(turn++), body }) },
    {
      name: "POST /api/v1/generate (key)",
      ...product,
      next: () => ({
        method: "POST",
        path: "/api/v1/generate",
        headers: { authorization: `Bearer ${keys[turn++ % keys.length]}`, "content-type": "application/json" },
        body,
      }),
    },
    { name: "saved prompts, first page at 10k", ...product, next: () => ({ path: "/api/saved-prompts", headers: { cookie: cookie(0) } }) },
    { name: "history, first page", ...product, next: () => ({ path: "/api/history", headers: { cookie: cookie(0) } }) },
    { name: "GET /p/<token> (share page)", ...product, next: () => ({ path: new URL(shareUrl).pathname }) },
  ];
  if (floor) lines.push({ name: "floor: node:http + pg generation", ...floor, next: () => ({ method: "POST", path: "/", headers: asUser(turn++), body }) });

  try {
    for (const line of lines) await line.client.run(line.next, WARMUP);
    const slices = lines.map(() => [] as { server: number; database: number; run: Awaited<ReturnType<Line["client"]["run"]>> }[]);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, line] of lines.entries()) {
        const server = line.serverCpu();
        const backends = line.backends.cpuByPid();
        const run = await line.client.run(line.next, SLICE);
        slices[i]!.push({ server: line.serverCpu() - server, database: cpuSince(backends, line.backends.cpuByPid()), run });
      }
    }
    const rows = lines.map((line, i) => summary(line.name, slices[i]!));
    printTable(kind, rows, target.residentMegabytes());
    return rows;
  } finally {
    client.close();
    await floor?.stop();
    await target.stop();
  }
}

function summary(name: string, slices: { server: number; database: number; run: { requests: number; errors: number; p50: number; p99: number } }[]): CpuRow {
  const per = (pick: (s: (typeof slices)[number]) => number) => median(slices.map((s) => pick(s) / s.run.requests));
  const totals = slices.map((s) => (s.server + s.database) / s.run.requests).sort((a, b) => a - b);
  return {
    name,
    server: per((s) => s.server),
    database: per((s) => s.database),
    total: median(totals),
    spread: [totals[0]!, totals[totals.length - 1]!],
    p50: median(slices.map((s) => s.run.p50)),
    p99: median(slices.map((s) => s.run.p99)),
    requests: slices.reduce((n, s) => n + s.run.requests, 0),
    errors: slices.reduce((n, s) => n + s.run.errors, 0),
  };
}

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 0.5);

function printTable(kind: DatabaseKind, rows: CpuRow[], residentMb: number) {
  const ms = (value: number) => value.toFixed(2).padStart(6);
  console.log(`${"route".padEnd(36)} ${"server".padStart(6)} ${"db".padStart(6)} ${"total".padStart(6)}  spread         p50 / p99 ms      requests`);
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(36)} ${ms(r.server)} ${ms(r.database)} ${ms(r.total)}  ${r.spread[0].toFixed(2)}–${r.spread[1].toFixed(2)}` +
        `   ${r.p50.toFixed(1).padStart(6)} / ${r.p99.toFixed(1).padStart(6)}   ${r.requests} (${r.errors} errors)`,
    );
  }
  const byName = (start: string) => rows.find((r) => r.name.startsWith(start))!;
  const composer = byName("generate, text");
  const floor = rows.find((r) => r.name.startsWith("floor"));
  if (floor) console.log(`composer / floor: ${(composer.total / floor.total).toFixed(2)}× (server ${(composer.server / floor.server).toFixed(2)}×, PostgreSQL ${(composer.database / floor.database).toFixed(2)}×)`);
  console.log(`/api/v1/generate / composer: ${(byName("POST /api/v1").total / composer.total).toFixed(2)}×`);
  console.log(`server resident memory after the run (${kind}): ${residentMb.toFixed(0)} MB`);
}

/** `OWN_HISTORY` rows of `userId`, all older than the `OTHERS_HISTORY` rows of the other users. */
async function seedHistory(db: Db, userId: string) {
  const columns = sql`user_id, generation_type, model_used, status, prompt_content, metadata, created_at`;
  const values = sql`'text', 'promptsmith-composer', 'completed', repeat('Write a compelling post about topic ' || n || '. ', 20),
    '{"form":{"contentType":"blog-post"}}'::jsonb`;
  await db.execute(sql`insert into generation_history (${columns})
    select ${userId}, ${values}, now() - interval '30 days' - make_interval(secs => n) from generate_series(1, ${OWN_HISTORY}) n`);
  await db.execute(sql`insert into generation_history (${columns})
    select u.id, ${values}, now() - make_interval(secs => n) from generate_series(1, ${OTHERS_HISTORY}) n
    join (select id, row_number() over (order by id) - 1 as slot from users where id <> ${userId}) u on u.slot = n % ${USERS - 1}`);
  await recountGenerations(db);
  await db.execute(sql`analyze generation_history`);
}

async function postJson(baseUrl: string, path: string, headers: Record<string, string>, payload: unknown) {
  const res = await fetch(`${baseUrl}${path}`, { method: "POST", headers, body: JSON.stringify(payload) });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The floor server (bench/floor-server.ts) on `databaseUrl`, checking cookies signed as `cookie` is. */
async function startFloor(databaseUrl: string, cookie: string) {
  const env = { ...process.env, DATABASE_URL: databaseUrl, SESSION_COOKIE: cookie.split("=")[0]!, AUTH_SECRET: BENCH_AUTH_SECRET };
  const child = spawn(process.execPath, [...serverNodeFlags(env), "--import", "tsx", "bench/floor-server.ts"], {
    env: serverEnv(env),
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [line] = (await once(child.stdout!, "data")) as [Buffer];
  const port = /listening (\d+)/.exec(line.toString())?.[1];
  if (!port) throw new Error(`the floor server did not start: ${line}`);
  const pid = child.pid!;
  return {
    client: leanClient(`http://127.0.0.1:${port}`, CONCURRENCY),
    serverCpu: () => cpuMilliseconds(pid),
    backends: postgresBackends(new URL(databaseUrl).pathname.slice(1)),
    async stop() {
      this.client.close();
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}
