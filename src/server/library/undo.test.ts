import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defaultArtForm, defaultTextForm } from "@/domain/builders";
import { PLANS, savedPromptLimitMessage } from "@/domain/plans";
import { savedInputs, savedPrompts } from "@/server/db/schema-library";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, type Client, signedInUser } from "../../../tests/support/users";
import { RESTORE_WINDOW_MS } from "./deletion";

const prompt = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  content: `The text of ${title}`,
  promptType: "art",
  tags: "launch, seo",
  inputData: { ...defaultArtForm, styleAndMedium: "other", customStyleAndMedium: "Risograph" },
  ...overrides,
});

describe("deleting and restoring saved prompts and inputs (Undo)", () => {
  const t = setupTestApp();
  const save = async (client: Client, title: string, overrides: Record<string, unknown> = {}) => {
    const res = await call(t, client, "/api/saved-prompts", { json: prompt(title, overrides) });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string };
  };
  const remove = (client: Client, kind: "prompts" | "inputs", id: string) =>
    call(t, client, `/api/saved-${kind}/${id}`, { method: "DELETE" });
  const restore = (client: Client, kind: "prompts" | "inputs", id: string) =>
    call(t, client, `/api/saved-${kind}/${id}/restore`, { method: "POST" });
  const list = async (client: Client, query = "") => (await call(t, client, `/api/saved-prompts${query}`)).json();
  const titles = async (client: Client, query = "") => (await list(client, query)).items.map((i: { title: string }) => i.title);

  it("hides a deleted prompt from the list, search, tags and export, and brings it back exactly in its place", async () => {
    const { client } = await signedInUser(t);
    await save(client, "Oldest", { tags: "keep" });
    const middle = await save(client, "Middle");
    await save(client, "Newest", { tags: "keep" });
    const before = await list(client);
    const original = before.items.find((item: { id: string }) => item.id === middle.id);

    expect((await remove(client, "prompts", middle.id)).status).toBe(204);
    expect(await titles(client)).toEqual(["Newest", "Oldest"]);
    expect(await titles(client, "?q=Middle")).toEqual([]);
    expect(await titles(client, "?tags=seo")).toEqual([]);
    expect((await (await call(t, client, "/api/saved-prompts/tags")).json()).tags).toEqual([{ tag: "keep", count: 2 }]);
    const exported = await (await call(t, client, "/api/saved-prompts/export")).json();
    expect(exported.prompts.map((p: { title: string }) => p.title)).toEqual(["Newest", "Oldest"]);
    // A deleted prompt can be neither edited nor deleted again.
    expect((await call(t, client, `/api/saved-prompts/${middle.id}`, { method: "PATCH", json: { title: "X" } })).status).toBe(404);
    expect((await remove(client, "prompts", middle.id)).status).toBe(404);

    const restored = await restore(client, "prompts", middle.id);
    expect(restored.status).toBe(200);
    expect(await restored.json()).toEqual(original);
    expect(await list(client)).toEqual(before);
    // Restored once; a second Undo finds nothing deleted.
    expect((await restore(client, "prompts", middle.id)).status).toBe(404);
  });

  it("keeps the keyset pages whole when the cursor's own prompt is deleted", async () => {
    const { client } = await signedInUser(t);
    for (const title of ["P0", "P1", "P2", "P3"]) await save(client, title);
    const first = await list(client, "?limit=2");
    expect(first.items.map((i: { title: string }) => i.title)).toEqual(["P3", "P2"]);
    await remove(client, "prompts", first.items[1].id);
    const next = await list(client, `?limit=2&cursor=${first.nextCursor}`);
    expect(next.items.map((i: { title: string }) => i.title)).toEqual(["P1", "P0"]);
  });

  it("continues after the cursor's own prompt once it is gone from the database (purged), not with an empty page", async () => {
    const { client } = await signedInUser(t);
    for (const title of ["P0", "P1", "P2", "P3", "P4"]) await save(client, title);
    const first = await list(client, "?limit=2");
    await t.database.db.delete(savedPrompts).where(eq(savedPrompts.id, first.items[1].id));
    expect(first.items.map((i: { title: string }) => i.title)).toEqual(["P4", "P3"]);
    const next = await list(client, `?limit=2&cursor=${first.nextCursor}`);
    expect(next.items.map((i: { title: string }) => i.title)).toEqual(["P2", "P1"]);
  });

  it("lets no other user restore a prompt or inputs, and gives the same answer as for an unknown id", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const { id } = await save(owner.client, "Mine");
    const input = await (
      await call(t, owner.client, "/api/saved-inputs", { json: { name: "My inputs", inputType: "text", inputData: defaultTextForm } })
    ).json();
    await remove(owner.client, "prompts", id);
    await remove(owner.client, "inputs", input.id);

    for (const [kind, target] of [["prompts", id], ["inputs", input.id]] as const) {
      const res = await restore(other.client, kind, target);
      expect(res.status).toBe(404);
      const unknown = await restore(other.client, kind, "00000000-0000-4000-8000-000000000000");
      expect(await res.json()).toEqual(await unknown.json());
    }
    expect(await titles(other.client)).toEqual([]);
    expect((await restore(owner.client, "prompts", id)).status).toBe(200);
    expect((await restore(owner.client, "inputs", input.id)).status).toBe(200);
  });

  it("restores within the window only, and purges what is older on a later delete", async () => {
    const { client } = await signedInUser(t);
    const late = await save(client, "Too late");
    const fresh = await save(client, "Fresh");
    await remove(client, "prompts", late.id);
    t.clock.offsetMs += RESTORE_WINDOW_MS + 1_000;
    try {
      expect((await restore(client, "prompts", late.id)).status).toBe(404);
      // The row is still stored until a later delete clears every row past its window.
      expect(await t.database.db.select().from(savedPrompts).where(eq(savedPrompts.id, late.id))).toHaveLength(1);
      await remove(client, "prompts", fresh.id);
      const stored = await t.database.db.select({ id: savedPrompts.id }).from(savedPrompts).where(inArray(savedPrompts.id, [late.id, fresh.id]));
      expect(stored).toEqual([{ id: fresh.id }]);
    } finally {
      t.clock.offsetMs -= RESTORE_WINDOW_MS + 1_000;
    }
  });

  it("does not count deleted prompts in the Free plan's 10, and refuses a restore that would go past it", async () => {
    const { client } = await signedInUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await save(client, `Prompt ${i}`)).id);
    await remove(client, "prompts", ids[0]!);
    expect((await call(t, client, "/api/saved-prompts", { json: prompt("Takes the place") })).status).toBe(201);

    const refused = await restore(client, "prompts", ids[0]!);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: "saved_prompts_limit", message: savedPromptLimitMessage(PLANS.free) } });
    // Still deleted, still restorable once there is room.
    expect(await titles(client, "?q=Prompt 0")).toEqual([]);
    await remove(client, "prompts", ids[1]!);
    expect((await restore(client, "prompts", ids[0]!)).status).toBe(200);
  });

  it("restores saved inputs exactly in their place, and exports only the ones not deleted", async () => {
    const { client } = await signedInUser(t);
    const make = async (name: string) =>
      (
        await call(t, client, "/api/saved-inputs", {
          json: { name, inputType: "text", inputData: { ...defaultTextForm, industry: "other", customIndustry: "Beekeeping" } },
        })
      ).json();
    await make("First");
    const second = await make("Second");
    await make("Third");
    const before = await (await call(t, client, "/api/saved-inputs")).json();

    expect((await remove(client, "inputs", second.id)).status).toBe(204);
    const during = await (await call(t, client, "/api/saved-inputs")).json();
    expect(during.items.map((i: { name: string }) => i.name)).toEqual(["Third", "First"]);
    const exported = await call(t, client, "/api/saved-inputs/export");
    expect(exported.headers.get("content-disposition")).toMatch(/^attachment; filename="promptsmith-inputs-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = await exported.json();
    expect(file).toMatchObject({ format: "promptsmith.saved-inputs", version: 1 });
    expect(file.inputs).toEqual(
      [before.items[0], before.items[2]].map(({ name, inputType, inputData, createdAt }) => ({ name, inputType, inputData, createdAt })),
    );

    const restored = await restore(client, "inputs", second.id);
    expect(await restored.json()).toEqual(before.items[1]);
    expect(await (await call(t, client, "/api/saved-inputs")).json()).toEqual(before);
    const [row] = await t.database.db.select().from(savedInputs).where(eq(savedInputs.id, second.id));
    expect(row!.deletedAt).toBeNull();
  });
});
