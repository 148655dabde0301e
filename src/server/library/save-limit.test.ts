import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PLANS, SAVED_PROMPTS_CAP_MESSAGE, SAVED_PROMPTS_SAFETY_CAP, savedPromptLimitMessage } from "@/domain/plans";
import { subscriptions } from "@/server/db/schema-billing";
import { savedPrompts } from "@/server/db/schema-library";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, type Client, signedInUser } from "../../../tests/support/users";

const prompt = (title: string) => ({ title, content: "You are an expert copywriter…", promptType: "text", tags: "" });

describe("saved-prompt limits of the plans", () => {
  const t = setupTestApp();
  const save = (client: Client, title = "Prompt") => call(t, client, "/api/saved-prompts", { json: prompt(title) });
  const savedCount = async (userId: string) =>
    (await t.database.db.select({ n: count() }).from(savedPrompts).where(eq(savedPrompts.userId, userId)))[0]!.n;
  const setPlan = (userId: string, changes: Partial<typeof subscriptions.$inferInsert>) =>
    t.database.db.update(subscriptions).set(changes).where(eq(subscriptions.userId, userId));
  /** Fills a library straight in the database, in batches the drivers take in one statement. */
  const fill = async (userId: string, n: number) => {
    for (let done = 0; done < n; done += 1000) {
      const batch = Array.from({ length: Math.min(1000, n - done) }, (_, i) => ({ userId, ...prompt(`Filled ${done + i}`), tags: [] }));
      await t.database.db.insert(savedPrompts).values(batch as (typeof savedPrompts.$inferInsert)[]);
    }
  };

  it("lets a Free account save 10 prompts and refuses the 11th with the plan's message", async () => {
    const { client, id } = await signedInUser(t);
    for (let i = 0; i < 10; i++) expect((await save(client, `Prompt ${i}`)).status).toBe(201);
    const refused = await save(client, "One too many");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: "saved_prompts_limit", message: savedPromptLimitMessage(PLANS.free) },
    });
    expect(await savedCount(id)).toBe(10);
  });

  it("lets only one of several saves at once take the last place", async () => {
    const { client, id } = await signedInUser(t);
    await fill(id, 9);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => save(client, `Race ${i}`)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 403, 403, 403, 403]);
    expect(await savedCount(id)).toBe(10);
  });

  it("keeps every prompt after a downgrade and refuses only new saves until the library is under the limit", async () => {
    const { client, id } = await signedInUser(t);
    await setPlan(id, { planId: "pro" });
    for (let i = 0; i < 12; i++) expect((await save(client, `Pro prompt ${i}`)).status).toBe(201);
    await setPlan(id, { planId: "free" });

    const page = await (await call(t, client, "/api/saved-prompts?limit=50")).json();
    expect(page.items).toHaveLength(12);
    expect((await save(client)).status).toBe(403);

    for (const item of page.items.slice(0, 3)) {
      expect((await call(t, client, `/api/saved-prompts/${item.id}`, { method: "DELETE" })).status).toBe(204);
    }
    expect((await save(client, "Fits again")).status).toBe(201);
    expect((await save(client)).status).toBe(403);
  });

  it("counts a paid plan cancelled at period end as Free once its period is over", async () => {
    const { client, id } = await signedInUser(t);
    await fill(id, 10);
    await setPlan(id, { planId: "pro", cancelAtPeriodEnd: true, currentPeriodEnd: new Date(Date.now() - 60_000) });
    const res = await save(client);
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("saved_prompts_limit");
    expect((await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, id)))[0]!.planId).toBe("free");
  });

  it("lets Pro save beyond 10 up to the safety cap, then answers the cap's message", async () => {
    const { client, id } = await signedInUser(t);
    await setPlan(id, { planId: "pro" });
    await fill(id, SAVED_PROMPTS_SAFETY_CAP - 1);
    expect((await save(client, "The last one")).status).toBe(201);
    const refused = await save(client);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: "saved_prompts_cap", message: SAVED_PROMPTS_CAP_MESSAGE } });
    expect(await savedCount(id)).toBe(SAVED_PROMPTS_SAFETY_CAP);
  });

  it("imports only what fits the Free plan and reports the rest with the reason", async () => {
    const { client, id } = await signedInUser(t);
    await fill(id, 8);
    const file = {
      format: "promptsmith.saved-prompts",
      version: 1,
      prompts: [prompt("First"), { title: "" }, prompt("Second"), prompt("Third"), prompt("Fourth")],
    };
    const summary = await (await call(t, client, "/api/saved-prompts/import", { json: file })).json();
    expect(summary.imported).toBe(2);
    expect(summary.refused.map((r: { index: number }) => r.index)).toEqual([1, 3, 4]);
    expect(summary.refused[1]).toEqual({ index: 3, title: "Third", reasons: [savedPromptLimitMessage(PLANS.free)] });
    expect(await savedCount(id)).toBe(10);

    const full = await (await call(t, client, "/api/saved-prompts/import", { json: { ...file, prompts: [prompt("Fifth")] } })).json();
    expect(full).toEqual({ imported: 0, refused: [{ index: 0, title: "Fifth", reasons: [savedPromptLimitMessage(PLANS.free)] }] });
  });
});
