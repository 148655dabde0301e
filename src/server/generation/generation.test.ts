import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  defaultArtForm,
  defaultTextForm,
  MSG_ART_GENERATION_FAILED,
  MSG_GENERATIONS_EXHAUSTED,
  toArtPayload,
  toTextPayload,
} from "@/domain/builders";
import { queryRows } from "@/server/db/client";
import { accountActivity } from "@/server/db/schema";
import { subscriptions } from "@/server/db/schema-billing";
import { generationHistory, userGenerationCounts } from "@/server/db/schema-generation";
import { readEvents } from "../../../tests/support/sse";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, newClient, signedInUser } from "../../../tests/support/users";

const textPayload = () => ({ ...toTextPayload({ ...defaultTextForm, industry: "marketing", contentType: "blog-post" }) });
const artPayload = () => ({ ...toArtPayload({ ...defaultArtForm, styleAndMedium: "watercolor" }, "a lighthouse at dawn") });

describe("POST /api/generate-prompt", () => {
  const t = setupTestApp();
  const remainingOf = async (userId: string) =>
    (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!.remainingGenerations;

  it("answers 401 when signed out", async () => {
    const res = await call(t, newClient(), "/api/generate-prompt", { json: textPayload() });
    expect(res.status).toBe(401);
  });

  it("answers 400 with field errors for an invalid form, spending nothing", async () => {
    const { client, id } = await signedInUser(t);
    const res = await call(t, client, "/api/generate-prompt", {
      json: { ...textPayload(), industry: "astrology", creativityLevel: 7 },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(["industry", "creativityLevel"]));
    expect(await remainingOf(id)).toBe(5);
  });

  it("writes a text prompt with the composer, spends one unit and records history and activity", async () => {
    const { client, id } = await signedInUser(t);
    const res = await call(t, client, "/api/generate-prompt", { json: textPayload() });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ remaining: 4, total: 5, model: "promptsmith-composer", fallback: false });
    expect(body.generatedPrompt).toMatch(/blog post/i);

    const [history] = await t.database.db.select().from(generationHistory).where(eq(generationHistory.userId, id));
    expect(history).toMatchObject({
      generationType: "text",
      modelUsed: "promptsmith-composer",
      status: "completed",
      fallback: false,
      promptContent: body.generatedPrompt,
    });
    expect((history!.metadata as { form: { industry: string } }).form.industry).toBe("marketing");
    const activity = await t.database.db.select().from(accountActivity).where(eq(accountActivity.userId, id));
    expect(activity.map((a) => a.activityType)).toContain("generation");
    const [counts] = await t.database.db.select().from(userGenerationCounts).where(eq(userGenerationCounts.userId, id));
    expect(counts).toMatchObject({ totalGenerations: 1, successfulGenerations: 1 });
  });

  it("counts each generation beside the user, leaving the users row as it was", async () => {
    const { client, id } = await signedInUser(t);
    // xmin is the transaction that last wrote the row: any update of it, even to the same values, changes it.
    const rowVersion = async () => (await queryRows<{ xmin: string }>(t.database.db, sql`select xmin::text from users where id = ${id}`))[0]!.xmin;
    const before = await rowVersion();
    for (let i = 0; i < 2; i++) expect((await call(t, client, "/api/generate-prompt", { json: textPayload() })).status).toBe(200);
    expect(await rowVersion()).toBe(before);
    const [counts] = await t.database.db.select().from(userGenerationCounts).where(eq(userGenerationCounts.userId, id));
    expect(counts).toMatchObject({ totalGenerations: 2, successfulGenerations: 2 });
  });

  it("writes an art prompt and keeps the target in the history metadata", async () => {
    const { client, id } = await signedInUser(t);
    const res = await call(t, client, "/api/generate-prompt", { json: { ...artPayload(), aspectRatio: "landscape", target: "midjourney" } });
    expect(res.status).toBe(200);
    expect((await res.json()).generatedPrompt).toMatch(/ --ar 16:9 --v 7$/);
    const [history] = await t.database.db.select().from(generationHistory).where(eq(generationHistory.userId, id));
    expect(history?.metadata).toMatchObject({ target: "midjourney" });
  });

  it("never trusts the body's userId: the session decides who spends", async () => {
    const victim = await signedInUser(t);
    const attacker = await signedInUser(t);
    const res = await call(t, attacker.client, "/api/generate-prompt", { json: { ...textPayload(), userId: victim.id } });
    expect(res.status).toBe(200);
    expect(await remainingOf(victim.id)).toBe(5);
    expect(await remainingOf(attacker.id)).toBe(4);
  });

  it("answers 403 with the spec's message once the allowance is spent", async () => {
    const { client, id } = await signedInUser(t);
    await t.database.db.update(subscriptions).set({ remainingGenerations: 0 }).where(eq(subscriptions.userId, id));
    const res = await call(t, client, "/api/generate-prompt", { json: textPayload() });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(MSG_GENERATIONS_EXHAUSTED);
  });

  it("gives exactly 5 prompts for 50 concurrent requests with 5 units left", async () => {
    const { client, id } = await signedInUser(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(t, { ...client }, "/api/generate-prompt", { json: textPayload() })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 403)).toHaveLength(45);
    expect(await remainingOf(id)).toBe(0);
    const rows = await t.database.db.select().from(generationHistory).where(eq(generationHistory.userId, id));
    expect(rows).toHaveLength(5);
  });

  it("renews the allowance when the period has ended", async () => {
    const { client, id } = await signedInUser(t);
    await t.database.db
      .update(subscriptions)
      .set({ remainingGenerations: 0, currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, id));
    const res = await call(t, client, "/api/generate-prompt", { json: textPayload() });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ remaining: 4, total: 5 });
  });

  it("streams the prompt as server-sent events ending with the result", async () => {
    const { client } = await signedInUser(t);
    const res = await call(t, client, "/api/generate-prompt", {
      json: textPayload(),
      headers: { accept: "text/event-stream" },
    });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const events = await readEvents(res);
    const deltas = events.filter((e) => e.event === "delta").map((e) => JSON.parse(e.data).text).join("");
    const done = JSON.parse(events.at(-1)!.data);
    expect(events.at(-1)!.event).toBe("done");
    expect(deltas).toBe(done.generatedPrompt);
    expect(done).toMatchObject({ remaining: 4, total: 5, fallback: false });
  });

  it("answers 403 as plain JSON in streaming mode too", async () => {
    const { client, id } = await signedInUser(t);
    await t.database.db.update(subscriptions).set({ remainingGenerations: 0 }).where(eq(subscriptions.userId, id));
    const res = await call(t, client, "/api/generate-prompt", { json: textPayload(), headers: { accept: "text/event-stream" } });
    expect(res.status).toBe(403);
  });
});

describe("a generation that produces nothing", () => {
  const failing = {
    async generate(): Promise<never> {
      throw new Error("composer crashed");
    },
  };
  const t = setupTestApp({ generators: { fallback: failing } });

  it("gives its unit back, records a failed row, and says so", async () => {
    const { client, id } = await signedInUser(t);
    const res = await call(t, client, "/api/generate-prompt", { json: artPayload() });
    expect(res.status).toBe(502);
    expect((await res.json()).error.message).toBe(MSG_ART_GENERATION_FAILED);
    const [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    expect(sub?.remainingGenerations).toBe(5);
    const [history] = await t.database.db.select().from(generationHistory).where(eq(generationHistory.userId, id));
    expect(history).toMatchObject({ status: "failed", errorMessage: "composer crashed" });
  });
});
