import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../tests/support/server-process";
import { startSmtpSink } from "../tests/support/smtp-sink";
import { createTestDatabase } from "../tests/support/test-database";
import { cpuMilliseconds, productionEnv, type DatabaseKind } from "./servers";

const TIMED_STARTS = 3;

/**
 * Cold start as an operator sees it: `npm start` on an existing database (the first start, not timed, builds
 * the web app if needed and applies the migrations), timed from the command to the first 200 from /api/health,
 * with the CPU time its processes (npm, scripts/start.mjs, the server) had used by then: on a machine busy with
 * other work the wait swings with the neighbours, the CPU much less.
 */
export async function benchStartup(kind: DatabaseKind): Promise<number[]> {
  const sink = await startSmtpSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), "promptsmith-startup-"));
  if (kind === "postgres") process.env.TEST_DB = "postgres";
  const database = kind === "postgres" ? await createTestDatabase() : undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    ...productionEnv(sink),
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: url,
    ...(database ? { DATABASE_URL: database.url! } : { DATA_DIR: dataDir }),
  };
  try {
    await stop(await healthy(start(env), url, 300_000));
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < TIMED_STARTS; i++) {
      const started = performance.now();
      const child = await healthy(start(env), url, 60_000);
      times.push(performance.now() - started);
      cpu.push(groupCpuMilliseconds(child.pid!));
      await stop(child);
    }
    const list = (values: number[]) => values.map((ms) => `${Math.round(ms)} ms`).join(", ");
    console.log(`npm start to the first healthy answer (${kind}): ${list(times)}; CPU used by then: ${list(cpu)}`);
    return times;
  } finally {
    await database?.destroy();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm start` in its own process group, so that stopping it stops the server it spawned too. */
function start(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn("npm", ["start", "--silent"], { env, detached: true, stdio: "ignore" });
}

async function healthy(child: ChildProcess, url: string, timeoutMs: number): Promise<ChildProcess> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await stop(child);
  throw new Error(`no healthy answer within ${timeoutMs} ms`);
}

/** Stops npm and the server under it, and waits until none of the group is left (the next start opens the same data). */
async function stop(child: ChildProcess) {
  process.kill(-child.pid!, "SIGTERM");
  while (groupAlive(child.pid!)) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** The CPU time of every process in a process group (field 5 of /proc/<pid>/stat), in ms. */
function groupCpuMilliseconds(groupId: number): number {
  let total = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[2] === String(groupId)) total += cpuMilliseconds(Number(pid));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}
