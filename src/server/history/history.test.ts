import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defaultArtForm, defaultTextForm, toArtPayload, toTextPayload } from "@/domain/builders";
import type { GenerationResult } from "@/domain/api/generation";
import type { HistoryEntry, HistoryExport, HistoryItem, HistoryPage } from "@/domain/api/history";
import { artFormSchema, textFormSchema } from "@/domain/builders/schemas";
import { generationHistory } from "@/server/db/schema-generation";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, type Client, signedInUser } from "../../../tests/support/users";

const t = setupTestApp();

const textPayload = () => toTextPayload({ ...defaultTextForm, industry: "finance", contentType: "newsletter" });
const artPayload = () => ({ ...toArtPayload({ ...defaultArtForm, styleAndMedium: "watercolor" }, "a lighthouse at dawn"), target: "midjourney" });

async function generate(client: Client, json: object) {
  const res = await call(t, client, "/api/generate-prompt", { json });
  expect(res.status).toBe(200);
  return (await res.json()) as GenerationResult;
}

const list = async (client: Client, query = ""): Promise<HistoryPage> => (await call(t, client, `/api/history${query}`)).json();
const types = (page: HistoryPage) => page.items.map((item: HistoryItem) => item.generationType);

describe("GET /api/history", () => {
  it("lists every generation, saved or not, newest first, and opens one with its prompt and inputs", async () => {
    const { client, id, email } = await signedInUser(t);
    const by = { id, displayName: email.split("@")[0] };
    const text = await generate(client, textPayload());
    const art = await generate(client, artPayload());

    const page = await list(client);
    expect(page.nextCursor).toBeNull();
    expect(page.items).toEqual([
      { id: expect.any(String), generationType: "art", target: "midjourney", status: "completed", preview: art.generatedPrompt.slice(0, 200), by, createdAt: expect.any(String) },
      { id: expect.any(String), generationType: "text", target: null, status: "completed", preview: text.generatedPrompt.slice(0, 200), by, createdAt: expect.any(String) },
    ]);

    const entry: HistoryEntry = await (await call(t, client, `/api/history/${page.items[1]!.id}`)).json();
    expect(entry).toEqual({
      id: page.items[1]!.id,
      generationType: "text",
      target: null,
      status: "completed",
      content: text.generatedPrompt,
      parameters: text.parameters,
      notes: text.notes,
      inputs: expect.objectContaining({ industry: "finance", contentType: "newsletter" }),
      by,
      createdAt: page.items[1]!.createdAt,
    });
    expect(entry.inputs).not.toHaveProperty("promptType");
  });

  it("shows failed and cancelled generations, not one still being written, and filters by type and text", async () => {
    const user = await signedInUser(t);
    await generate(user.client, textPayload());
    await generate(user.client, artPayload());
    const row = { userId: user.id, modelUsed: "none", metadata: { form: {} } };
    await t.database.db.insert(generationHistory).values([
      { ...row, generationType: "improve", status: "failed", errorMessage: "model down" },
      { ...row, generationType: "text", status: "cancelled" },
      { ...row, generationType: "text", status: "pending" },
    ]);

    const all = await list(user.client);
    expect(all.items.map((item) => item.status).sort()).toEqual(["cancelled", "completed", "completed", "failed"]);
    expect(types(await list(user.client, "?type=art"))).toEqual(["art"]);
    expect(types(await list(user.client, "?type=improve"))).toEqual(["improve"]);
    expect(types(await list(user.client, "?q=LIGHTHOUSE"))).toEqual(["art"]);
    expect((await list(user.client, "?q=100%25")).items).toEqual([]);
    expect((await call(t, user.client, "/api/history?type=video")).status).toBe(400);
  });

  it("pages with a cursor that survives the deletion of its row", async () => {
    const { client } = await signedInUser(t);
    for (let i = 0; i < 5; i++) await generate(client, textPayload());
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: HistoryPage = await list(client, `?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(5);
  });

  it("shows a user only their own generations: another's id is the same 404 as an unknown or malformed one", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    await generate(owner.client, textPayload());
    const [mine] = (await list(owner.client)).items;

    expect((await list(other.client)).items).toEqual([]);
    const refused = await call(t, other.client, `/api/history/${mine!.id}`);
    expect(refused.status).toBe(404);
    const unknown = await call(t, other.client, "/api/history/00000000-0000-4000-8000-000000000000");
    expect(await unknown.json()).toEqual(await refused.json());
    expect((await call(t, other.client, "/api/history/not-an-id")).status).toBe(404);
    expect((await call(t, other.client, `/api/history?cursor=${Date.now() * 1000}_${mine!.id}`)).status).toBe(200);
  });

  it("gives back the builder's form a generation came from, which reopens in the builder and saves with the prompt", async () => {
    const { client } = await signedInUser(t);
    const text = await generate(client, textPayload());
    await generate(client, artPayload());
    const [art, textItem] = (await list(client)).items;

    const artEntry: HistoryEntry = await (await call(t, client, `/api/history/${art!.id}`)).json();
    expect(artFormSchema.safeParse(artEntry.inputs).success).toBe(true);
    // The subject travels with the form, as Use Inputs hands it to the art builder.
    expect(artEntry.inputs).toMatchObject({ styleAndMedium: "watercolor", target: "midjourney", prompt: "a lighthouse at dawn", detailLevel: [expect.any(Number)] });

    const textEntry: HistoryEntry = await (await call(t, client, `/api/history/${textItem!.id}`)).json();
    expect(textFormSchema.parse(textEntry.inputs)).toMatchObject({ industry: "finance", creativityLevel: [expect.any(Number)] });
    const saved = await call(t, client, "/api/saved-prompts", {
      json: { title: "From history", content: textEntry.content, promptType: "text", inputData: textEntry.inputs },
    });
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ content: text.generatedPrompt, inputData: expect.objectContaining({ industry: "finance" }) });
  });

  it("answers no inputs for a recorded request that no longer makes a form", async () => {
    const user = await signedInUser(t);
    await t.database.db.insert(generationHistory).values({
      userId: user.id,
      modelUsed: "none",
      generationType: "text",
      status: "completed",
      promptContent: "Old prompt",
      metadata: { form: { creativityLevel: "very" } },
    });
    const [item] = (await list(user.client)).items;
    const entry: HistoryEntry = await (await call(t, user.client, `/api/history/${item!.id}`)).json();
    expect(entry).toMatchObject({ content: "Old prompt", inputs: null });
  });

  it("exports every settled generation of the user, whole, and nothing of anyone else's", async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const text = await generate(user.client, textPayload());
    await generate(user.client, artPayload());
    await generate(other.client, textPayload());
    await t.database.db.insert(generationHistory).values({ userId: user.id, modelUsed: "none", generationType: "text", status: "pending" });

    const res = await call(t, user.client, "/api/history/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="promptsmith-history-\d{4}-\d{2}-\d{2}\.json"$/);
    const file: HistoryExport = await res.json();
    expect(file).toMatchObject({ format: "promptsmith-history", version: 1 });
    expect(file.generations.map((g) => g.generationType)).toEqual(["art", "text"]);
    expect(file.generations[1]).toMatchObject({ status: "completed", content: text.generatedPrompt, inputs: expect.objectContaining({ industry: "finance" }) });
  });

  it("keeps a user's generations for the life of the account and deletes them with it", async () => {
    const user = await signedInUser(t);
    await generate(user.client, textPayload());
    const rows = () => t.database.db.select().from(generationHistory).where(eq(generationHistory.userId, user.id));
    expect(await rows()).toHaveLength(1);
    const deleted = await call(t, user.client, "/api/account", { method: "DELETE", json: { currentPassword: user.password } });
    expect(deleted.status).toBe(204);
    expect(await rows()).toEqual([]);
  });
});
