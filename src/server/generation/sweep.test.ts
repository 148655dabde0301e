import { eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { defaultTextForm, plainPrompt, toTextPayload } from "@/domain/builders";
import { generatePromptRequestSchema } from "@/domain/builders/schemas";
import { subscriptions } from "@/server/db/schema-billing";
import { generationHistory, userGenerationCounts } from "@/server/db/schema-generation";
import { teams } from "@/server/db/schema-teams";
import { insertUser } from "../../../tests/support/fixtures";
import { teamOwner } from "../../../tests/support/teams";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, signedInUser } from "../../../tests/support/users";
import { recordCompleted, spendPending } from "./records";
import { generationService } from "./service";
import { closeInterrupted } from "./sweep";

const request = generatePromptRequestSchema.parse(toTextPayload({ ...defaultTextForm, industry: "finance" }));
const output = { text: "A prompt written by the model.", model: "test-model", promptTokens: 10, completionTokens: 5 };
const written = { output, result: plainPrompt(output.text), fallback: false, modelError: null, ms: 1200 };
const HOUR_MS = 3_600_000;

describe("the sweep of generations left pending", () => {
  const t = setupTestApp();
  const db = () => t.database.db;
  const remainingOf = async (userId: string) => (await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!.remainingGenerations;
  const statusesOf = async (ids: string[]) =>
    (await db().select().from(generationHistory).where(inArray(generationHistory.id, ids))).map((row) => row.status);
  /** A generation whose unit is spent and whose row is pending, as a server leaves it when it dies mid-generation. */
  const pending = async (userId: string, teamId: string | null = null) => (await spendPending(db(), userId, teamId, t.clock.now(), request))!.historyId;
  const age = (ids: string[]) =>
    db().update(generationHistory).set({ createdAt: sql`now() - interval '2 hours'` }).where(inArray(generationHistory.id, ids));

  it("closes old pending rows as interrupted and gives each unit back to who paid it, once; young rows are left to finish", async () => {
    const { owner, teamId } = await teamOwner(t);
    const poolOf = async () => (await db().select().from(teams).where(eq(teams.id, teamId)))[0]!.remainingGenerations;
    const poolBefore = await poolOf();
    const userId = await insertUser(db());
    const mine = [await pending(userId), await pending(userId)];
    const pooled = await pending(owner.id, teamId);
    const young = await pending(userId);
    await age([...mine, pooled]);
    expect(await remainingOf(userId)).toBe(2);
    expect(await poolOf()).toBe(poolBefore - 1);

    expect(await closeInterrupted(db(), HOUR_MS)).toBe(3);
    expect(await statusesOf([...mine, pooled, young])).toEqual(expect.arrayContaining(["interrupted", "interrupted", "interrupted", "pending"]));
    expect(await remainingOf(userId)).toBe(4);
    expect(await poolOf()).toBe(poolBefore);
    // An interrupted generation is not one the user made: no counter moves.
    expect(await db().select().from(userGenerationCounts).where(eq(userGenerationCounts.userId, userId))).toEqual([]);

    expect(await closeInterrupted(db(), HOUR_MS)).toBe(0);
    expect(await remainingOf(userId)).toBe(4);
  });

  it("closes each row once when two sweeps run at once", async () => {
    const userId = await insertUser(db());
    const ids = await Promise.all(Array.from({ length: 5 }, () => pending(userId)));
    await age(ids);
    const closed = await Promise.all([closeInterrupted(db(), HOUR_MS), closeInterrupted(db(), HOUR_MS), closeInterrupted(db(), HOUR_MS)]);
    expect(closed.reduce((a, b) => a + b, 0)).toBe(5);
    expect(await remainingOf(userId)).toBe(5);
  });

  it("lets exactly one of a completing generation and the sweep close its row", async () => {
    const userId = await insertUser(db());
    const requester = { userId, ipAddress: null, userAgent: null };
    const ids = await Promise.all(Array.from({ length: 5 }, () => pending(userId)));
    await age(ids);
    const [sweep, ...completions] = await Promise.all([
      closeInterrupted(db(), HOUR_MS),
      ...ids.map((id) => recordCompleted(db(), requester, id, request, written)),
    ]);
    const completed = completions.filter(Boolean).length;
    expect(sweep + completed).toBe(5);
    const statuses = await statusesOf(ids);
    expect(statuses.filter((s) => s === "completed")).toHaveLength(completed);
    expect(statuses.filter((s) => s === "interrupted")).toHaveLength(sweep);
    // Units spent: the completed ones only.
    expect(await remainingOf(userId)).toBe(5 - completed);
    const counts = await db().select().from(userGenerationCounts).where(eq(userGenerationCounts.userId, userId));
    expect(counts.map((c) => c.successfulGenerations)).toEqual(completed ? [completed] : []);
  });

  it("answers a generation that finishes after the sweep closed it with generation_failed, and does not record its prompt", async () => {
    const userId = await insertUser(db());
    const service = generationService({
      db: db(),
      logger: pino({ level: "silent" }),
      clock: t.clock,
      generators: {
        // The model answers so late that the sweep has taken the row for interrupted.
        model: {
          async generate() {
            const [row] = await db().select().from(generationHistory).where(eq(generationHistory.userId, userId));
            await age([row!.id]);
            await closeInterrupted(db(), HOUR_MS);
            return output;
          },
        },
        fallback: { generate: () => Promise.reject(new Error("not used")) },
      },
    });
    const reservation = await service.reserve({ userId, teamId: null }, request, { ipAddress: null, userAgent: null });
    const hooks = { signal: new AbortController().signal, onDelta: () => {}, onRestart: () => {} };
    await expect(service.produce(reservation, hooks)).rejects.toMatchObject({ status: 502, code: "generation_failed" });
    const [row] = await db().select().from(generationHistory).where(eq(generationHistory.userId, userId));
    expect(row).toMatchObject({ status: "interrupted", promptContent: "" });
    expect(await remainingOf(userId)).toBe(5);
  });

  it("shows an interrupted generation in History", async () => {
    const { client, id } = await signedInUser(t);
    const historyId = await pending(id);
    await age([historyId]);
    await closeInterrupted(db(), HOUR_MS);
    const page = await (await call(t, client, "/api/history")).json();
    expect(page.items).toMatchObject([{ id: historyId, status: "interrupted", preview: "" }]);
    expect(await (await call(t, client, `/api/history/${historyId}`)).json()).toMatchObject({ status: "interrupted", content: "" });
  });
});
