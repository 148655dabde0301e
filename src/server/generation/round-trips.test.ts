import type { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultTextForm, toTextPayload } from "@/domain/builders";
import { createApp } from "@/server/app";
import { loadConfig } from "@/server/config";
import { type Database, type Db, schema } from "@/server/db/client";
import { accountActivity } from "@/server/db/schema";
import { subscriptions } from "@/server/db/schema-billing";
import { generationHistory, userGenerationCounts } from "@/server/db/schema-generation";
import { startModelServer } from "../../../tests/support/model-server";
import { readEvents } from "../../../tests/support/sse";
import { setupTestApp, TEST_AUTH_SECRET, type TestApp } from "../../../tests/support/test-app";
import { call, signedInUser } from "../../../tests/support/users";

/** The same database, with every statement the app sends written down in `log` (BEGIN and COMMIT included). */
function logged(database: Database, log: string[]): Database {
  const logger = { logQuery: (query: string) => void log.push(query) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db = database.kind === "postgres" ? drizzlePg(client as pg.Pool, { schema, logger }) : drizzlePglite(client as PGlite, { schema, logger });
  return { ...database, db: db as unknown as Db };
}

const payload = () => toTextPayload({ ...defaultTextForm, industry: "finance", contentType: "newsletter" });

/**
 * What a generation asks of the database: each round trip costs the most on PGlite, where every statement runs
 * on its one connection, and holds no transaction open between two of them.
 */
describe("round trips of a signed-in generation", () => {
  const t = setupTestApp();
  let model: Awaited<ReturnType<typeof startModelServer>>;
  const log: string[] = [];
  const withLog = {} as { composer: TestApp; model: TestApp };

  beforeAll(async () => {
    model = await startModelServer();
    const database = logged(t.database, log);
    const app = (env: Record<string, string> = {}) => {
      const config = loadConfig({ NODE_ENV: "test", AUTH_SECRET: TEST_AUTH_SECRET, ...env });
      return { ...t, config, app: createApp({ config, database, logger: pino({ level: "silent" }), clock: t.clock }) };
    };
    withLog.composer = app();
    withLog.model = app({ LLM_BASE_URL: model.url, LLM_MODEL: "test-model" });
  });
  afterAll(() => model?.stop());

  /** The statements one generation sends, and its answer's events. */
  async function generate(app: TestApp) {
    const user = await signedInUser(app);
    log.length = 0;
    const res = await call(app, user.client, "/api/generate-prompt", { json: payload(), headers: { accept: "text/event-stream" } });
    const events = await readEvents(res);
    return { user, statements: [...log], done: JSON.parse(events.at(-1)!.data) };
  }

  /** The user's history, counters, activity and allowance after one generation. */
  async function recordsOf(userId: string) {
    const db = t.database.db;
    const [history] = await db.select().from(generationHistory).where(eq(generationHistory.userId, userId));
    const [counts] = await db.select().from(userGenerationCounts).where(eq(userGenerationCounts.userId, userId));
    const activity = await db.select().from(accountActivity).where(eq(accountActivity.userId, userId));
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    return { history, counts, activity: activity.filter((a) => a.activityType === "generation"), subscription };
  }

  it("is two with the composer: the session with its user, then one statement that spends and records it all", async () => {
    const { user, statements, done } = await generate(withLog.composer);
    expect(done).toMatchObject({ model: "promptsmith-composer", remaining: 4 });
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/from "sessions" inner join "users"/);
    const records = await recordsOf(user.id);
    expect(records.history).toMatchObject({ status: "completed", promptContent: done.generatedPrompt, modelUsed: "promptsmith-composer" });
    expect(records.counts).toMatchObject({ totalGenerations: 1, successfulGenerations: 1 });
    expect(records.activity).toHaveLength(1);
    expect(records.activity[0]!.metadata).toEqual({ generation_type: "text", model_used: "promptsmith-composer", fallback: false });
    expect(records.subscription!.remainingGenerations).toBe(4);
  });

  it("is three with a model: the session, the spend with its pending row, then the completed row with counters and activity", async () => {
    const { user, statements, done } = await generate(withLog.model);
    expect(done).toMatchObject({ generatedPrompt: model.reply, model: "test-model", remaining: 4 });
    expect(statements).toHaveLength(3);
    const records = await recordsOf(user.id);
    expect(records.history).toMatchObject({ status: "completed", promptContent: model.reply, modelUsed: "test-model", promptTokens: 50 });
    expect(records.counts).toMatchObject({ totalGenerations: 1, successfulGenerations: 1 });
    expect(records.activity).toHaveLength(1);
  });
});
