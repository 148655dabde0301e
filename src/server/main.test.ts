import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import pg from "pg";
import { defaultTextForm, toTextPayload } from "@/domain/builders";
import { openDatabase, queryRows } from "@/server/db/client";
import { ensureServerBundle, newestMtime, SERVER_BUNDLE, serverEnv, serverNodeFlags } from "../../scripts/server-bundle.mjs";
import { signedInCookies } from "../../tests/support/http-accounts";
import { freePort, startServer } from "../../tests/support/server-process";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "../../tests/support/test-database";

const run = promisify(execFile);
const MIGRATION_COUNT = (
  JSON.parse(readFileSync("src/server/db/migrations/meta/_journal.json", "utf8")) as { entries: unknown[] }
).entries.length;

/** What a new operator might start production with; each refusal below takes one piece away or adds a half-set group. */
const PRODUCTION = {
  NODE_ENV: "production",
  AUTH_SECRET: "a-production-secret-of-at-least-32-chars",
  APP_URL: "https://promptsmith.example",
  SMTP_URL: "smtp://127.0.0.1:9",
  PADDLE_API_KEY: "pdl_key",
  PADDLE_CLIENT_TOKEN: "live_token",
  PADDLE_WEBHOOK_SECRET: "pdl_ntfset_secret",
  PADDLE_PRICE_PRO: "pri_pro",
};
const withoutPaddle = Object.fromEntries(Object.entries(PRODUCTION).filter(([name]) => !name.startsWith("PADDLE_")));

/** The real server process: `src/server/main.ts`, as `npm start` runs it. */
describe("server start-up", () => {
  let target: TestDatabase | undefined;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "promptsmith-start-"));
    // PostgreSQL runs start against an empty database; PGlite runs against an empty folder.
    if (process.env.TEST_DB === "postgres") {
      target = await createTestDatabase();
      await queryRows(target.db, sql.raw("drop schema public cascade; create schema public; drop schema if exists drizzle cascade"));
    }
  });
  afterAll(async () => {
    await target?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("migrates an empty database, keeps data across restarts and re-applies no migration", { timeout: 90_000 }, async () => {
    const env: Record<string, string> = target?.url ? { DATABASE_URL: target.url } : {};
    const first = await startServer({ env, dataDir });
    expect(first.output()).toContain(`Promptsmith is running at ${first.url}`);
    const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: first.url },
      body: JSON.stringify({ email: "kept@example.com", password: "a long password", name: "" }),
    });
    expect(signUp.status).toBe(200);
    // Idle connections outlive a proxy's 60 s, so a reused one is never reset under a client (Node's default is 5 s).
    expect(signUp.headers.get("keep-alive")).toBe("timeout=65");
    await first.stop();

    const second = await startServer({ env, dataDir });
    await second.stop();

    const database = target?.url ? openDatabase({ url: target.url }) : openDatabase({ dataDir });
    try {
      const users = await queryRows<{ email: string }>(database.db, sql.raw("select email from users"));
      expect(users.map((u) => u.email)).toEqual(["kept@example.com"]);
      const applied = await queryRows<{ n: number }>(database.db, sql.raw("select count(*)::int as n from drizzle.__drizzle_migrations"));
      expect(applied[0]?.n).toBe(MIGRATION_COUNT);
      // `ORDER BY x DESC` means nulls first: an index sorted DESC NULLS LAST cannot serve it, the planner sorts instead.
      const nullsLast = await queryRows<{ indexdef: string }>(
        database.db,
        sql.raw("select indexdef from pg_indexes where schemaname = 'public' and indexdef ilike '%desc nulls last%'"),
      );
      expect(nullsLast).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it("refuses to start on a bad variable, naming it", async () => {
    const failed = await run(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: { ...process.env, PORT: "not-a-port", DATA_DIR: dataDir },
    }).catch((error: { code: number; stderr: string }) => error);
    expect("code" in failed && failed.code).toBe(1);
    expect("stderr" in failed && failed.stderr).toContain("PORT:");
  });

  it.each([
    ["only AUTH_SECRET set", { NODE_ENV: "production", AUTH_SECRET: PRODUCTION.AUTH_SECRET }, ["SMTP_URL:", "PADDLE_API_KEY:", "APP_URL:"]],
    ["no SMTP (mail to the development mailbox)", { ...PRODUCTION, SMTP_URL: "" }, ["SMTP_URL:"]],
    ["no Paddle (demo payments)", withoutPaddle, ["PADDLE_API_KEY:", "PADDLE_PRICE_PRO:", "DEMO_DEPLOYMENT=true"]],
    ["an http APP_URL", { ...PRODUCTION, APP_URL: "http://promptsmith.example" }, ["APP_URL: must be https://"]],
    ["a half-set Paddle group", { ...withoutPaddle, DEMO_DEPLOYMENT: "true", PADDLE_API_KEY: "pdl_key" }, ["PADDLE_CLIENT_TOKEN:"]],
    ["LLM_BASE_URL without LLM_MODEL (development)", { LLM_BASE_URL: "http://127.0.0.1:9/v1" }, ["LLM_MODEL:"]],
    ["one of the two Google variables (development)", { GOOGLE_CLIENT_ID: "id" }, ["GOOGLE_CLIENT_SECRET:"]],
  ])("refuses to start with %s, naming what to set", async (_case, env, expected) => {
    // Only the variables given: nothing from the test runner's own environment may fill a gap.
    const failed = await run(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(await freePort()), HOST: "127.0.0.1", ...env },
      timeout: 30_000,
    }).catch((error: { code: number; stderr: string }) => error);
    expect("code" in failed && failed.code).toBe(1);
    for (const text of expected) expect("stderr" in failed && failed.stderr).toContain(text);
  });
});

/** What starting against a database that cannot be used prints: one JSON line naming DATABASE_URL, then exit 1. */
describe("server start-up without its database", () => {
  async function startAgainst(databaseUrl: string) {
    const failed = await run(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: { PATH: process.env.PATH, NODE_ENV: "test", PORT: String(await freePort()), HOST: "127.0.0.1", DATABASE_URL: databaseUrl },
      timeout: 30_000,
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect("code" in failed && failed.code).toBe(1);
    const lines = `${failed.stdout}${failed.stderr}`.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("s3cret");
    return JSON.parse(lines[0]!) as { level: number; msg: string; database: string };
  }

  it("names DATABASE_URL and the address tried when nothing listens there", { timeout: 60_000 }, async () => {
    const port = await freePort();
    const line = await startAgainst(`postgres://promptsmith:s3cret@127.0.0.1:${port}/promptsmith`);
    expect(line).toMatchObject({ level: 60, database: `127.0.0.1:${port}/promptsmith` });
    expect(line.msg).toContain("DATABASE_URL");
    expect(line.msg).toContain(`127.0.0.1:${port}`);
    expect(line.msg).toContain("ECONNREFUSED");
  });

  it.skipIf(process.env.TEST_DB !== "postgres")("names DATABASE_URL and the address tried when the database refuses connections", { timeout: 60_000 }, async () => {
    const refusing = await createTestDatabase();
    try {
      const name = new URL(refusing.url!).pathname.slice(1);
      // From another database: PostgreSQL will not close the one it is connected to.
      const maintenance = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await maintenance.connect();
      await maintenance.query(`alter database ${name} allow_connections false`).finally(() => maintenance.end());
      const address = new URL(refusing.url!);
      address.username = "postgres";
      address.password = "s3cret";
      const line = await startAgainst(address.toString());
      expect(line).toMatchObject({ level: 60, database: `${address.hostname}:${address.port || 5432}/${name}` });
      expect(line.msg).toContain("DATABASE_URL");
      expect(line.msg).toContain("not currently accepting connections");
    } finally {
      await refusing.destroy();
    }
  });
});

// One project builds it: two builds at once would each find the other's bundle fresh or half-replaced.
describe.skipIf(process.env.TEST_DB === "postgres")("the server bundle `npm start` runs", () => {
  it("is compared with its sources' newest file, however deep, and a missing source counts as old", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "promptsmith-sources-"));
    try {
      mkdirSync(path.join(folder, "a", "b"), { recursive: true });
      for (const [file, year] of [["top.ts", 2021], ["a/mid.ts", 2022], ["a/b/deep.ts", 2023]] as const) {
        writeFileSync(path.join(folder, file), "");
        utimesSync(path.join(folder, file), new Date(year, 0, 1), new Date(year, 0, 1));
      }
      expect(newestMtime(folder)).toBe(new Date(2023, 0, 1).getTime());
      expect(newestMtime(path.join(folder, "top.ts"))).toBe(new Date(2021, 0, 1).getTime());
      expect(newestMtime(path.join(folder, "missing"))).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("gives the server a larger young generation on PostgreSQL than on PGlite, whose memory is tight", () => {
    expect(serverNodeFlags({ DATABASE_URL: "postgres://db.internal/promptsmith" })).toContain("--max-semi-space-size=16");
    for (const env of [{}, { DATABASE_URL: "" }]) expect(serverNodeFlags(env)).toContain("--max-semi-space-size=4");
  });

  it("holds the server's malloc to one arena unless the operator chose otherwise", () => {
    expect(serverEnv({ PORT: "3000" })).toEqual({ PORT: "3000", MALLOC_ARENA_MAX: "1" });
    expect(serverEnv({ MALLOC_ARENA_MAX: "4" }).MALLOC_ARENA_MAX).toBe("4");
  });

  it("is built again once older than its sources, and serves a signed-in generation", { timeout: 300_000 }, async () => {
    await ensureServerBundle();
    utimesSync(SERVER_BUNDLE, new Date(2020, 0, 1), new Date(2020, 0, 1));
    await ensureServerBundle();
    const built = statSync(SERVER_BUNDLE).mtimeMs;
    expect(built).toBeGreaterThan(new Date(2020, 0, 2).getTime());
    await ensureServerBundle();
    expect(statSync(SERVER_BUNDLE).mtimeMs).toBe(built);

    const server = await startServer({ entry: SERVER_BUNDLE });
    try {
      // With the Node options and the malloc arena that bound its memory on PGlite (scripts/server-bundle.mjs), as npm start runs it.
      expect(readFileSync(`/proc/${server.child.pid}/cmdline`, "utf8").split("\0")).toEqual(
        expect.arrayContaining(["--max-semi-space-size=4", "--heap-growing-percent=10", "--wasm-num-compilation-tasks=1"]),
      );
      expect(readFileSync(`/proc/${server.child.pid}/environ`, "utf8").split("\0")).toContain("MALLOC_ARENA_MAX=1");
      const [account] = await signedInCookies(server.url, 1, "bundle");
      const res = await fetch(`${server.url}/api/generate-prompt`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url, cookie: account!.cookie, "x-request-id": "bundle-check-1" },
        body: JSON.stringify(toTextPayload(defaultTextForm)),
      });
      expect(await res.json()).toMatchObject({ model: "promptsmith-composer", remaining: 4, total: 5 });
      // Served by Node, the fixed headers go onto Node's response before the route runs (http/response-headers.ts).
      expect(res.headers.get("x-request-id")).toBe("bundle-check-1");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      // A route's own Cache-Control wins; the security headers stay.
      const script = await fetch(`${server.url}/docs/api/scalar.js`);
      expect(script.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(script.headers.get("x-content-type-options")).toBe("nosniff");
      expect(script.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await server.stop();
    }
  });
});
