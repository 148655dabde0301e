import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { defaultTextForm, toTextPayload } from "@/domain/builders";
import { openDatabase, queryRows } from "@/server/db/client";
import { signedInCookies } from "../support/http-accounts";
import { startModelServer } from "../support/model-server";
import { startServer } from "../support/server-process";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const BURST = 120;
const KILL_AFTER_ANSWERS = 25;
/** Generations in flight on the model path when the server is killed: every unit of 6 free accounts. */
const ACCOUNTS = 6;
const FREE_UNITS = 5;

describe("kill -9 during a burst of saves and generations", () => {
  let database: TestDatabase | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "promptsmith-crash-"));
  afterAll(async () => {
    await database?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every write it answered, an allowance that matches the history, and restarts cleanly", { timeout: 120_000 }, async () => {
    if (process.env.TEST_DB === "postgres") database = await createTestDatabase();
    const env: Record<string, string> = database ? { DATABASE_URL: database.url! } : {};
    const server = await startServer({ env, dataDir });
    const [account] = await signedInCookies(server.url, 1, "crash");
    const headers = { "content-type": "application/json", origin: server.url, cookie: account!.cookie };

    const savedIds: string[] = [];
    let generated = 0;
    let answered = 0;
    let cutOff = 0;
    const killed = new Promise<void>((resolve) => {
      const requests = Array.from({ length: BURST }, async (_, i) => {
        // Stagger a little so the kill lands while requests are in flight.
        await new Promise((r) => setTimeout(r, i * 3));
        const save = i % 2 === 0;
        try {
          const res = await fetch(`${server.url}/api/${save ? "saved-inputs" : "generate-prompt"}`, {
            method: "POST",
            headers,
            body: JSON.stringify(
              save
                ? { name: `Burst ${i}`, inputType: "text", inputData: defaultTextForm }
                : toTextPayload({ ...defaultTextForm, industry: "finance" }),
            ),
          });
          if (res.ok) {
            const body = await res.json();
            if (save) savedIds.push(body.id);
            else generated++;
          }
        } catch {
          cutOff++; // the server died under this request: it was never answered
        }
        if (++answered === KILL_AFTER_ANSWERS) {
          server.child.kill("SIGKILL");
          resolve();
        }
      });
      void Promise.all(requests).then(() => resolve());
    });
    await killed;
    await new Promise((resolve) => server.child.once("exit", resolve));
    // The kill landed mid-burst: some writes were answered, others were cut off.
    expect(savedIds.length).toBeGreaterThan(0);
    expect(cutOff).toBeGreaterThan(0);

    // The server starts cleanly on the same data.
    const restarted = await startServer({ env, dataDir });
    expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
    await restarted.stop("SIGTERM", { keepData: true });

    const check = database ?? openDatabase({ dataDir });
    try {
      const rows = await queryRows<{ id: string }>(check.db, sql`select id from saved_inputs`);
      const stored = new Set(rows.map((r) => r.id));
      for (const id of savedIds) expect(stored.has(id), `answered save ${id}`).toBe(true);

      const [ledger] = await queryRows<{ remaining: number; total: number; spent: number; completed: number }>(
        check.db,
        sql`select s.remaining_generations as remaining, s.total_generations as total,
                   (select count(*)::int from generation_history h where h.user_id = s.user_id and h.status not in ('failed', 'cancelled', 'interrupted')) as spent,
                   (select count(*)::int from generation_history h where h.user_id = s.user_id and h.status = 'completed') as completed
            from subscriptions s join users u on u.id = s.user_id where u.email = ${account!.email}`,
      );
      expect(ledger!.completed).toBeGreaterThanOrEqual(generated);
      expect(ledger!.remaining + ledger!.spent).toBe(ledger!.total);
    } finally {
      if (!database) await check.close();
    }
  });

  it("gives back every unit of the model generations it cut off, shown as interrupted, without another restart", { timeout: 180_000 }, async () => {
    // Slow (a word each 200 ms, 12 s in all, past LLM_TIMEOUT_MS): every generation is still being written when the kill lands.
    const model = await startModelServer(Array.from({ length: 60 }, (_, i) => `word${i}`).join(" "));
    model.state.behaviour = "slow";
    const modelDataDir = mkdtempSync(path.join(tmpdir(), "promptsmith-crash-model-"));
    const modelDatabase = process.env.TEST_DB === "postgres" ? await createTestDatabase() : undefined;
    try {
      const env: Record<string, string> = { LLM_BASE_URL: model.url, LLM_MODEL: "test-model", LLM_TIMEOUT_MS: "8000" };
      if (modelDatabase) env.DATABASE_URL = modelDatabase.url!;
      const server = await startServer({ env, dataDir: modelDataDir });
      const accounts = await signedInCookies(server.url, ACCOUNTS, "crash-model");
      const generations = accounts.flatMap((account) =>
        Array.from({ length: FREE_UNITS }, () =>
          fetch(`${server.url}/api/generate-prompt`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: server.url, cookie: account.cookie },
            body: JSON.stringify(toTextPayload({ ...defaultTextForm, industry: "finance" })),
          }).then(
            (res) => `answered ${res.status}`,
            () => "cut off",
          ),
        ),
      );
      // Every unit is spent and every generation is with the model: then the server dies.
      await expect.poll(() => model.state.requests.length, { timeout: 60_000 }).toBe(ACCOUNTS * FREE_UNITS);
      server.child.kill("SIGKILL");
      expect(await Promise.all(generations)).toEqual(generations.map(() => "cut off"));

      const restarted = await startServer({ env, dataDir: modelDataDir });
      try {
        const get = (account: { cookie: string }, route: string) =>
          fetch(`${restarted.url}/api/${route}`, { headers: { cookie: account.cookie } }).then((res) => res.json());
        // The sweep closes the rows once they are older than its bound: each account's history says so.
        for (const account of accounts) {
          await expect
            .poll(async () => ((await get(account, "history")).items as { status: string }[]).map((item) => item.status), {
              timeout: 90_000,
              interval: 1_000,
            })
            .toEqual(Array.from({ length: FREE_UNITS }, () => "interrupted"));
          expect(await get(account, "billing/subscription")).toMatchObject({ remaining: FREE_UNITS, total: FREE_UNITS });
        }
      } finally {
        await restarted.stop("SIGTERM", { keepData: true });
      }
    } finally {
      await model.stop();
      await modelDatabase?.destroy();
      rmSync(modelDataDir, { recursive: true, force: true });
    }
  });
});
