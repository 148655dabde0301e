import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultTextForm, toTextPayload } from "@/domain/builders";
import { generatePromptRequestSchema } from "@/domain/builders/schemas";
import { subscriptions } from "@/server/db/schema-billing";
import { generationHistory, userGenerationCounts } from "@/server/db/schema-generation";
import { startModelServer } from "../../../tests/support/model-server";
import { setupTestApp } from "../../../tests/support/test-app";
import { signedInUser } from "../../../tests/support/users";
import { insertUser } from "../../../tests/support/fixtures";
import { analytics, overview, userStats } from "../admin/stats";
import { composerGenerator } from "./providers/composer";
import { GenerationCancelled, generationService } from "./service";

type ModelServer = Awaited<ReturnType<typeof startModelServer>>;
let model: ModelServer;
let server: ServerType;
let baseUrl: string;
const env: Record<string, string> = { LLM_MODEL: "test-model", LLM_TIMEOUT_MS: "5000" };
const logLines: string[] = [];

beforeAll(async () => {
  model = await startModelServer("One word at a time, slowly enough for the reader to leave before the end.");
  env.LLM_BASE_URL = model.url;
});

describe("a client that goes away before its prompt is written", () => {
  const t = setupTestApp({ env, logger: pino({ level: "info" }, { write: (line: string) => void logLines.push(line) }) });

  beforeAll(async () => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await model?.stop();
  });

  const historyOf = (id: string) => t.database.db.select().from(generationHistory).where(eq(generationHistory.userId, id));
  const remainingOf = async (id: string) =>
    (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, id)))[0]!.remainingGenerations;

  /** Starts a streamed generation over real HTTP; resolves once the answer has begun. */
  async function startStream(cookie: string, abort: AbortController) {
    const res = await fetch(`${baseUrl}/api/generate-prompt`, {
      method: "POST",
      signal: abort.signal,
      headers: { origin: t.config.appUrl, cookie, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(toTextPayload({ ...defaultTextForm, industry: "finance", contentType: "newsletter" })),
    });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    return res.body!.getReader();
  }

  it.each([
    ["mid-stream, after the model's first words", "slow" as const],
    ["while the model has not answered yet", "hang" as const],
  ])("is recorded as cancelled %s: the unit comes back, nothing falls back or is logged as failed", async (_, behaviour) => {
    model.state.behaviour = behaviour;
    const { client, id } = await signedInUser(t);
    const asked = model.state.requests.length;
    const abandoned = model.state.abandoned;
    const logged = logLines.length;
    const figures = async () => {
      const [{ totalGenerations, distribution }, { days }] = await Promise.all([
        overview(t.database.db, new Date()),
        analytics(t.database.db, new Date()),
      ]);
      return { totalGenerations, distribution, days };
    };
    const figuresBefore = await figures();
    const abort = new AbortController();
    const reader = await startStream(client.cookie, abort);
    if (behaviour === "slow") {
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first).toContain("event: delta");
    } else {
      await expect.poll(() => model.state.requests.length).toBe(asked + 1);
    }
    abort.abort();

    await expect.poll(async () => (await historyOf(id))[0]?.status, { timeout: 4_000 }).toBe("cancelled");
    const [row] = await historyOf(id);
    expect(row).toMatchObject({ fallback: false, promptContent: "", errorMessage: null });
    expect(await remainingOf(id)).toBe(5);
    // The model's answer is abandoned too: no tokens are paid for a reader who left.
    await expect.poll(() => model.state.abandoned).toBe(abandoned + 1);
    const newLines = logLines.slice(logged).join("");
    expect(newLines).toContain('"path":"/api/generate-prompt"'); // the log is there, and says no more
    expect(newLines).not.toMatch(/model failed|generation failed/);

    expect(await t.database.db.select().from(userGenerationCounts).where(eq(userGenerationCounts.userId, id))).toEqual([]);
    expect((await userStats(t.database.db, id, new Date())).totals.total).toBe(0);
    expect((await analytics(t.database.db, new Date())).mostActive.map((u) => u.userId)).not.toContain(id);
    expect(await figures()).toEqual(figuresBefore);
  });

  it("is recorded as cancelled when it asked for JSON and leaves while the model writes: the unit comes back", async () => {
    model.state.behaviour = "slow";
    const { client, id } = await signedInUser(t);
    const asked = model.state.requests.length;
    const abandoned = model.state.abandoned;
    const logged = logLines.length;
    const abort = new AbortController();
    const answer = fetch(`${baseUrl}/api/generate-prompt`, {
      method: "POST",
      signal: abort.signal,
      headers: { origin: t.config.appUrl, cookie: client.cookie, "content-type": "application/json" },
      body: JSON.stringify(toTextPayload({ ...defaultTextForm, industry: "finance", contentType: "newsletter" })),
    }).catch(() => "gone");
    await expect.poll(() => model.state.requests.length).toBe(asked + 1);
    abort.abort();
    expect(await answer).toBe("gone");

    await expect.poll(async () => (await historyOf(id))[0]?.status, { timeout: 4_000 }).toBe("cancelled");
    expect(await remainingOf(id)).toBe(5);
    await expect.poll(() => model.state.abandoned).toBe(abandoned + 1);
    await expect.poll(() => logLines.slice(logged).join("")).toContain('"status":499');
    expect(logLines.slice(logged).join("")).not.toMatch(/model failed|generation failed|unhandled error/);
  });

  it("is recorded as cancelled when it leaves while the composer stands in for a failed model", async () => {
    const userId = await insertUser(t.database.db);
    const leaving = new AbortController();
    const service = generationService({
      db: t.database.db,
      logger: pino({ level: "silent" }),
      clock: t.clock,
      generators: {
        model: { generate: () => Promise.reject(new Error("model answered 503")) },
        // The composer's prompt is written, but the client has gone by the time it is.
        fallback: {
          async generate(request, hooks) {
            const output = await composerGenerator.generate(request, hooks);
            leaving.abort();
            return output;
          },
        },
      },
    });
    const request = generatePromptRequestSchema.parse(toTextPayload(defaultTextForm));
    const reservation = await service.reserve({ userId, teamId: null }, request, { ipAddress: null, userAgent: null });
    const hooks = { signal: leaving.signal, onDelta: () => {}, onRestart: () => {} };
    await expect(service.produce(reservation, hooks)).rejects.toBeInstanceOf(GenerationCancelled);
    const [row] = await historyOf(userId);
    expect(row).toMatchObject({ status: "cancelled", promptContent: "" });
    expect(await remainingOf(userId)).toBe(5);
  });
});
