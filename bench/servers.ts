import { readdirSync, readFileSync, rmSync } from "node:fs";
import { openDatabase } from "@/server/db/client";
import { ensureServerBundle, SERVER_BUNDLE } from "../scripts/server-bundle.mjs";
import { signedInCookies } from "../tests/support/http-accounts";
import { startServer, type ServerProcess } from "../tests/support/server-process";
import { startSmtpSink, type SmtpSink } from "../tests/support/smtp-sink";
import { copyOfMigratedPglite, createTestDatabase, type TestDatabase } from "../tests/support/test-database";

export type DatabaseKind = "pglite" | "postgres";

/** The kinds of database reachable here: PGlite always, PostgreSQL when its server answers. */
export async function benchDatabases(): Promise<DatabaseKind[]> {
  try {
    const probe = openDatabase({ url: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" });
    await probe.ping(2000);
    await probe.close();
    return ["pglite", "postgres"];
  } catch {
    console.log("PostgreSQL did not answer: benchmarks run on PGlite only.");
    return ["pglite"];
  }
}

export const BENCH_AUTH_SECRET = "bench-secret-0123456789abcdef0123456789";

/**
 * What production requires, on loopback: SMTP (a local sink, which also hands the benchmark its users'
 * confirmation links), the documented opt-out for an http APP_URL, and a declared demo deployment instead of Paddle.
 */
export function productionEnv(sink: SmtpSink): Record<string, string> {
  return {
    NODE_ENV: "production",
    AUTH_SECRET: BENCH_AUTH_SECRET,
    SMTP_URL: sink.url,
    ALLOW_HTTP_APP_URL: "true",
    DEMO_DEPLOYMENT: "true",
    LOG_LEVEL: "warn",
  };
}

/**
 * A fresh database of one kind and the real server process on it, in production mode, as `npm start` runs it
 * (the bundle, built first if its sources changed). `withDatabase` runs work directly on the database; PGlite
 * allows one process at a time, so the server is stopped around it and restarted. `signIn` makes confirmed, signed-in users. `env` adds to production's variables (a model, say).
 */
export async function benchServer(kind: DatabaseKind, env: Record<string, string> = {}) {
  let database: TestDatabase | undefined;
  const sink = await startSmtpSink();
  const serverEnv = { ...productionEnv(sink), ...env };
  if (kind === "postgres") {
    process.env.TEST_DB = "postgres";
    database = await createTestDatabase();
    serverEnv.DATABASE_URL = database.url!;
  }
  await ensureServerBundle();
  // PGlite starts on a copy of a migrated folder: its initdb and migrations took most of a start on a busy machine.
  const migrated = kind === "pglite" ? await copyOfMigratedPglite() : undefined;
  let server: ServerProcess = await startServer({ env: serverEnv, dataDir: migrated, entry: SERVER_BUNDLE });
  const dataDir = server.dataDir;

  return {
    get url() {
      return server.url;
    },
    /** The server process's resident memory now, in MB. */
    residentMegabytes() {
      return residentMegabytes(server.child.pid!);
    },
    /** The CPU time the server process has used so far, in ms (PostgreSQL's own processes not included). */
    cpuMilliseconds() {
      return cpuMilliseconds(server.child.pid!);
    },
    /** The PostgreSQL backends connected to this server's database (none on PGlite, which runs in the server). */
    backends(): Backends {
      return database ? postgresBackends(new URL(database.url!).pathname.slice(1)) : noBackends;
    },
    /** The database's URL on PostgreSQL. */
    databaseUrl: database?.url,
    signIn(count: number, prefix: string) {
      return signedInCookies(server.url, count, prefix, sink.linkTo);
    },
    async withDatabase<T>(work: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>): Promise<T> {
      if (database) return work(database.db);
      await server.stop("SIGTERM", { keepData: true });
      const local = openDatabase({ dataDir });
      try {
        return await work(local.db);
      } finally {
        await local.close();
        server = await startServer({ env: serverEnv, dataDir, entry: SERVER_BUNDLE });
      }
    },
    async stop() {
      await server.stop();
      if (migrated) rmSync(migrated, { recursive: true, force: true });
      await database?.destroy();
      await sink.close();
    },
  };
}

/** A process's resident set (VmRSS), in MB. */
export function residentMegabytes(pid: number): number {
  const kilobytes = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
  return kilobytes / 1024;
}

/** A process's CPU time so far (user and system), in ms: fields 14 and 15 of /proc/<pid>/stat, in 1/100 s. */
export function cpuMilliseconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Processes whose CPU is counted together, as they come and go: `cpuMilliseconds` of those alive now, by pid. */
export interface Backends {
  cpuByPid(): Map<number, number>;
}

const noBackends: Backends = { cpuByPid: () => new Map() };

/**
 * The PostgreSQL backends of `database` on this machine, found by the title PostgreSQL gives each
 * ("postgres: 15/main: <user> <database> <address> <state>"). The server's shared processes (WAL writer,
 * checkpointer) are not counted: other databases on the same server use them too.
 */
export function postgresBackends(database: string): Backends {
  return {
    cpuByPid() {
      const found = new Map<number, number>();
      for (const entry of readdirSync("/proc")) {
        if (!/^\d+$/.test(entry)) continue;
        try {
          const title = readFileSync(`/proc/${entry}/cmdline`, "utf8");
          if (title.startsWith("postgres: ") && title.split(" ").includes(database)) found.set(Number(entry), cpuMilliseconds(Number(entry)));
        } catch {
          // gone meanwhile, or not ours to read
        }
      }
      return found;
    },
  };
}

/** The CPU `backends` used between two readings (a backend that started meanwhile counts from zero). */
export function cpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0);
  return total;
}
