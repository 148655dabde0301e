import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { defaultTextForm, toTextPayload } from "@/domain/builders";
import { generatePromptRequestSchema } from "@/domain/builders/schemas";
import { subscriptions } from "@/server/db/schema-billing";
import { generationHistory } from "@/server/db/schema-generation";
import { teams } from "@/server/db/schema-teams";
import { teamMember, teamOwner } from "../../../tests/support/teams";
import { setupTestApp, withClockAhead } from "../../../tests/support/test-app";
import { call } from "../../../tests/support/users";
import { overview } from "../admin/stats";
import { generationService } from "./service";

const payload = () => toTextPayload({ ...defaultTextForm, industry: "finance", contentType: "newsletter" });

describe("generations in a team workspace spend the team's pool", () => {
  const t = setupTestApp();
  const db = () => t.database.db;
  const poolOf = async (teamId: string) => (await db().select().from(teams).where(eq(teams.id, teamId)))[0]!;
  const personalOf = async (userId: string) => (await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
  const historyOf = (teamId: string) => db().select().from(generationHistory).where(eq(generationHistory.teamId, teamId));

  it("gives exactly the 5 units left to 12 concurrent generations by 3 members, and leaves their own allowances alone", async () => {
    const { owner, teamId } = await teamOwner(t);
    const editor = await teamMember(t, owner, teamId, "editor");
    const viewer = await teamMember(t, owner, teamId, "viewer");
    await db().update(teams).set({ remainingGenerations: 5 }).where(eq(teams.id, teamId));
    const ownBefore = await Promise.all([owner, editor, viewer].map((u) => personalOf(u.id)));

    const members = [owner, editor, viewer];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call(t, members[i % 3]!.client, "/api/generate-prompt", { json: payload() })),
    );
    const bodies = await Promise.all(answers.map((res) => res.json() as Promise<{ remaining?: number; total?: number; error?: { code: string } }>));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(5);
    expect(bodies.filter((b) => b.error?.code === "allowance_exhausted")).toHaveLength(7);
    // The answer's allowance is the team's.
    expect(bodies.filter((b) => b.total === 5000).map((b) => b.remaining).sort()).toEqual([0, 1, 2, 3, 4]);
    expect((await poolOf(teamId)).remainingGenerations).toBe(0);
    const rows = await historyOf(teamId);
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.status === "completed")).toBe(true);
    expect(await Promise.all(members.map((u) => personalOf(u.id)))).toEqual(ownBefore);
  });

  it("refuses a member removed since: nothing is spent and nothing recorded", async () => {
    const { owner, teamId } = await teamOwner(t);
    const editor = await teamMember(t, owner, teamId, "editor");
    await db().delete(generationHistory).where(eq(generationHistory.teamId, teamId));
    const removed = await call(t, owner.client, "/api/auth/organization/remove-member", { json: { memberIdOrEmail: editor.email, organizationId: teamId } });
    expect(removed.status).toBe(200);

    const res = await call(t, editor.client, "/api/generate-prompt", { json: payload() });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("team_access_lost");
    expect((await poolOf(teamId)).remainingGenerations).toBe(5000);
    expect(await historyOf(teamId)).toHaveLength(0);
  });

  it("refuses the spend itself to a user who is not a member, even with the team's id", async () => {
    const { owner, teamId } = await teamOwner(t);
    const other = await teamOwner(t, "Other");
    const service = generationService({ db: db(), logger: pino({ level: "silent" }), clock: t.clock, generators: { fallback: { generate: () => Promise.resolve({ text: "x", model: "m", promptTokens: 0, completionTokens: 0 }) } } });
    const request = generatePromptRequestSchema.parse(payload());
    await expect(service.reserve({ userId: other.owner.id, teamId }, request, { ipAddress: null, userAgent: null })).rejects.toMatchObject({
      code: "allowance_exhausted",
    });
    expect((await poolOf(teamId)).remainingGenerations).toBe(5000);
    await service.reserve({ userId: owner.id, teamId }, request, { ipAddress: null, userAgent: null });
    expect((await poolOf(teamId)).remainingGenerations).toBe(4999);
  });

  it("gives a failed generation's unit back to the pool, not to the member", async () => {
    const { owner, teamId } = await teamOwner(t);
    const ownBefore = await personalOf(owner.id);
    const service = generationService({
      db: db(),
      logger: pino({ level: "silent" }),
      clock: t.clock,
      generators: { model: { generate: () => Promise.reject(new Error("model down")) }, fallback: { generate: () => Promise.reject(new Error("composer down")) } },
    });
    const request = generatePromptRequestSchema.parse(payload());
    const reservation = await service.reserve({ userId: owner.id, teamId }, request, { ipAddress: null, userAgent: null });
    expect((await poolOf(teamId)).remainingGenerations).toBe(4999);
    await expect(service.produce(reservation, { signal: new AbortController().signal, onDelta: () => {}, onRestart: () => {} })).rejects.toMatchObject({
      code: "generation_failed",
    });
    expect((await poolOf(teamId)).remainingGenerations).toBe(5000);
    expect(await historyOf(teamId)).toEqual([expect.objectContaining({ status: "failed", userId: owner.id })]);
    expect(await personalOf(owner.id)).toEqual(ownBefore);
  });

  it("renews an ended period to the team plan's monthly generations, by whole months from its end", async () => {
    const { owner, teamId } = await teamOwner(t);
    const end = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await db().update(teams).set({ remainingGenerations: 0, totalGenerations: 7, currentPeriodEnd: end }).where(eq(teams.id, teamId));
    const refused = await call(t, owner.client, "/api/generate-prompt", { json: payload() });
    expect(refused.status).toBe(403);

    const res = await withClockAhead(t, 2 * 24 * 60 * 60 * 1000, () => call(t, owner.client, "/api/generate-prompt", { json: payload() }));
    expect(await res.json()).toMatchObject({ remaining: 4999, total: 5000 });
    const pool = await poolOf(teamId);
    expect(pool.currentPeriodStart.toISOString()).toBe(end.toISOString());
    expect(pool.currentPeriodEnd.getTime()).toBeGreaterThan(end.getTime() + 27 * 24 * 60 * 60 * 1000);
  });

  it("spends the key owner's own allowance through the public API, whichever workspace their session is in", async () => {
    const { owner, teamId } = await teamOwner(t);
    const created = await call(t, owner.client, "/api/api-keys", { json: { name: "Script" } });
    const { key } = (await created.json()) as { key: string };
    const res = await t.app.request("/api/v1/generate", {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify(payload()),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ remaining: 4999 });
    expect((await personalOf(owner.id)).remainingGenerations).toBe(4999);
    expect((await poolOf(teamId)).remainingGenerations).toBe(5000);
    expect(await historyOf(teamId)).toHaveLength(0);
  });

  it("counts team generations in the admin overview's totals", async () => {
    const { owner, teamId } = await teamOwner(t);
    const before = await overview(db(), new Date());
    expect((await call(t, owner.client, "/api/generate-prompt", { json: payload() })).status).toBe(200);
    const after = await overview(db(), new Date());
    expect(after.totalGenerations).toBe(before.totalGenerations + 1);
    expect(after.distribution.text).toBe(before.distribution.text + 1);
    expect(await historyOf(teamId)).toHaveLength(1);
  });
});
