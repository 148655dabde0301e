import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import pg from "pg";
import { queryRows } from "@/server/db/client";
import { defaultTextForm, toTextPayload } from "@/domain/builders";
import { signedInCookies } from "../support/http-accounts";
import { startModelServer } from "../support/model-server";
import { startServer, type ServerProcess } from "../support/server-process";
import { startTcpProxy } from "../support/tcp-proxy";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase, withDatabase } from "../support/test-database";

// PGlite runs inside the server process: it cannot be cut off or have its connections terminated.
const onPostgres = process.env.TEST_DB === "postgres";

async function until(check: () => Promise<boolean>, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

describe.skipIf(!onPostgres)("PostgreSQL going away (PostgreSQL only)", () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let server: ServerProcess;
  let cookie: string;
  let email: string;
  let model: Awaited<ReturnType<typeof startModelServer>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(TEST_DATABASE_URL);
    proxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
    const viaProxy = new URL(withDatabase(TEST_DATABASE_URL, new URL(database.url!).pathname.slice(1)));
    viaProxy.port = String(proxy.port);
    viaProxy.hostname = "127.0.0.1";
    model = await startModelServer();
    model.state.behaviour = "slow";
    const llm = { LLM_BASE_URL: model.url, LLM_MODEL: "test-model", LLM_TIMEOUT_MS: "3000" };
    server = await startServer({ env: { DATABASE_URL: viaProxy.toString(), ...llm } });
    const [account] = await signedInCookies(server.url, 1, "outage");
    cookie = account!.cookie;
    email = account!.email;
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.stop();
    await model?.stop();
    await database?.destroy();
  });

  const get = (path: string, headers: Record<string, string> = { cookie }) => fetch(`${server.url}${path}`, { headers });

  /** Runs one statement on the server's maintenance database, outside the pool of the database under test. */
  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  it("answers 503 with a clear message while the database is unreachable, and recovers by itself", { timeout: 60_000 }, async () => {
    expect((await get("/api/saved-inputs")).status).toBe(200);
    await proxy.cut();

    const health = await get("/api/health");
    expect(health.status).toBe(503);
    expect((await health.json()).error).toEqual({ code: "database_unavailable", message: "The database is not answering." });
    const api = await get("/api/saved-inputs");
    expect(api.status).toBe(503);
    expect((await api.json()).error.code).toBe("database_unavailable");

    await proxy.restore();
    expect(await until(async () => (await get("/api/health")).status === 200, 20)).toBe(true);
    expect(await until(async () => (await get("/api/saved-inputs")).status === 200, 20)).toBe(true);
  });

  it("answers 503 (with Retry-After) while the database refuses connections, on the web's routes and /api/v1 alike", { timeout: 60_000 }, async () => {
    const created = await fetch(`${server.url}/api/api-keys`, {
      method: "POST",
      headers: { cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ name: "Outage" }),
    });
    const { key } = await created.json();
    const withKey = { authorization: `Bearer ${key}` };
    expect((await get("/api/v1/allowance", withKey)).status).toBe(200);
    const name = new URL(database.url!).pathname.slice(1);
    await admin(`alter database ${name} allow_connections false`);
    try {
      await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
      expect((await get("/api/health")).status).toBe(503);
      for (const [path, headers] of [["/api/saved-inputs", { cookie }], ["/api/v1/allowance", withKey], ["/api/v1/saved-prompts", withKey]] as const) {
        const res = await get(path, headers);
        expect(res.status, path).toBe(503);
        expect(res.headers.get("retry-after"), path).toMatch(/^\d+$/);
        // The public API answers in problem details, the web's routes in the app's error shape.
        const body = await res.json();
        expect(path.startsWith("/api/v1/") ? { code: body.code, message: body.detail } : body.error, path).toEqual({
          code: "database_unavailable",
          message: "The service is temporarily unavailable. Please try again shortly.",
        });
      }
    } finally {
      await admin(`alter database ${name} allow_connections true`);
    }
    expect(await until(async () => (await get("/api/v1/allowance", withKey)).status === 200, 20)).toBe(true);
  });

  it("serves the next requests after the database terminates every connection, without a restart", { timeout: 60_000 }, async () => {
    expect((await get("/api/saved-inputs")).status).toBe(200);
    const name = new URL(database.url!).pathname.slice(1);
    const terminated = await queryRows<{ n: number }>(
      database.db,
      sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`,
    );
    expect(terminated[0]!.n).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200));
    for (let i = 0; i < 5; i++) {
      expect((await get("/api/saved-inputs")).status).toBe(200);
      expect((await get("/api/health")).status).toBe(200);
    }
  });

  it("gives back the unit of a generation whose record the outage lost, without a restart", { timeout: 90_000 }, async () => {
    const ledger = async () =>
      (
        await queryRows<{ remaining: number; statuses: string[] }>(
          database.db,
          sql`select s.remaining_generations as remaining,
                (select coalesce(array_agg(h.status), '{}') from generation_history h where h.user_id = s.user_id) as statuses
              from subscriptions s join users u on u.id = s.user_id where u.email = ${email}`,
        )
      )[0]!;
    const asked = model.state.requests.length;
    const answer = fetch(`${server.url}/api/generate-prompt`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, cookie },
      body: JSON.stringify(toTextPayload(defaultTextForm)),
    });
    // The unit is spent and the model is writing: the database goes away before the prompt can be recorded.
    expect(await until(async () => model.state.requests.length > asked, 20)).toBe(true);
    await proxy.cut();
    expect((await answer).status).toBe(503);
    await proxy.restore();
    expect(await ledger()).toMatchObject({ remaining: 4, statuses: ["pending"] });

    expect(await until(async () => (await ledger()).statuses[0] === "interrupted", 60)).toBe(true);
    expect((await ledger()).remaining).toBe(5);
  });
});
