import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defaultArtForm, defaultTextForm } from "@/domain/builders";
import { encodePromptCursor } from "@/domain/prompt-list";
import { savedInputs, savedPromptTagCounts, savedPrompts } from "@/server/db/schema-library";
import { setupTestApp, withClockAhead } from "../../../tests/support/test-app";
import { RESTORE_WINDOW_MS } from "./deletion";
import { call, type Client, newClient, signedInUser } from "../../../tests/support/users";

const prompt = (overrides: Record<string, unknown> = {}) => ({
  title: "Launch post",
  content: "You are an expert copywriter…",
  promptType: "text",
  tags: "launch, seo",
  inputData: { ...defaultTextForm, industry: "marketing" },
  ...overrides,
});

describe("library API", () => {
  const t = setupTestApp();
  const create = async (client: Client, overrides: Record<string, unknown> = {}) => {
    const res = await call(t, client, "/api/saved-prompts", { json: prompt(overrides) });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; title: string; tags: string[] };
  };
  const list = async (client: Client, query = "") => (await call(t, client, `/api/saved-prompts${query}`)).json();

  it("saves a prompt with tags split, trimmed and de-duplicated", async () => {
    const { client } = await signedInUser(t);
    const saved = await create(client, { tags: " seo, launch ,, SEO , q3" });
    expect(saved).toMatchObject({ title: "Launch post", tags: ["seo", "launch", "q3"] });
  });

  it("lists newest first with keyset pagination, without gaps or repeats", async () => {
    const { client } = await signedInUser(t);
    for (let i = 0; i < 5; i++) await create(client, { title: `Prompt ${i}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { title: string }[]; nextCursor: string | null } = await list(
        client,
        `?limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      seen.push(...page.items.map((item) => item.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(["Prompt 4", "Prompt 3", "Prompt 2", "Prompt 1", "Prompt 0"]);
  });

  it("filters by one or more tags and searches title and content", async () => {
    const { client } = await signedInUser(t);
    await create(client, { title: "Alpha", tags: "seo, blog", content: "About 100% growth" });
    await create(client, { title: "Beta", tags: "seo", content: "Quarterly numbers" });
    await create(client, { title: "Gamma", tags: "social", content: "A post about seo" });
    const titles = async (query: string) => (await list(client, query)).items.map((i: { title: string }) => i.title);
    expect(await titles("?tags=seo")).toEqual(["Beta", "Alpha"]);
    expect(await titles("?tags=seo,blog")).toEqual(["Alpha"]);
    expect(await titles("?q=seo")).toEqual(["Gamma"]);
    expect(await titles("?q=quarterly")).toEqual(["Beta"]);
    expect(await titles("?q=100%25")).toEqual(["Alpha"]);
    expect(await titles("?q=%25")).toEqual(["Alpha"]);
    const { tags } = await (await call(t, client, "/api/saved-prompts/tags")).json();
    expect(tags).toEqual([
      { tag: "seo", count: 2 },
      { tag: "blog", count: 1 },
      { tag: "social", count: 1 },
    ]);
  });

  it("updates title, content and tags, and deletes", async () => {
    const { client } = await signedInUser(t);
    const saved = await create(client);
    const res = await call(t, client, `/api/saved-prompts/${saved.id}`, {
      method: "PATCH",
      json: { title: "Renamed", content: "New text", tags: "a, b" },
    });
    expect(await res.json()).toMatchObject({ title: "Renamed", content: "New text", tags: ["a", "b"] });
    expect((await call(t, client, `/api/saved-prompts/${saved.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await list(client)).items).toEqual([]);
  });

  it.each([
    ["a blank title", { title: "   " }, "title"],
    ["a blank prompt", { content: "" }, "content"],
    ["a title over 200 characters", { title: "x".repeat(201) }, "title"],
    ["a prompt over 20,000 characters", { content: "x".repeat(20_001) }, "content"],
    ["more than 20 tags", { tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(",") }, "tags"],
    ["a tag over 40 characters", { tags: "y".repeat(41) }, "tags.0"],
    ["an unknown type", { promptType: "video" }, "promptType"],
    ["inputs that do not fit the type's form", { inputData: { ...defaultTextForm, industry: "astrology" } }, "inputData.industry"],
  ])("refuses %s with a field error and stores nothing", async (_label, overrides, field) => {
    const { client, id } = await signedInUser(t);
    const res = await call(t, client, "/api/saved-prompts", { json: prompt(overrides) });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields)).toContain(field);
    expect(await t.database.db.select().from(savedPrompts).where(eq(savedPrompts.userId, id))).toEqual([]);
  });

  it("refuses an edit that blanks the title or the prompt", async () => {
    const { client } = await signedInUser(t);
    const saved = await create(client);
    for (const json of [{ title: " " }, { content: "" }, {}]) {
      const res = await call(t, client, `/api/saved-prompts/${saved.id}`, { method: "PATCH", json });
      expect(res.status).toBe(400);
    }
  });

  it("saves, lists, renames and deletes inputs", async () => {
    const { client } = await signedInUser(t);
    const res = await call(t, client, "/api/saved-inputs", {
      json: { name: "Moody lighthouse", inputType: "art", inputData: { ...defaultArtForm, styleAndMedium: "watercolor" } },
    });
    expect(res.status).toBe(201);
    const saved = await res.json();
    expect(saved.inputData.styleAndMedium).toBe("watercolor");
    const blank = await call(t, client, `/api/saved-inputs/${saved.id}`, { method: "PATCH", json: { name: " " } });
    expect(blank.status).toBe(400);
    const renamed = await call(t, client, `/api/saved-inputs/${saved.id}`, { method: "PATCH", json: { name: "Lighthouse v2" } });
    expect((await renamed.json()).name).toBe("Lighthouse v2");
    const page = await (await call(t, client, "/api/saved-inputs")).json();
    expect(page.items.map((i: { name: string }) => i.name)).toEqual(["Lighthouse v2"]);
    expect((await call(t, client, `/api/saved-inputs/${saved.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await (await call(t, client, "/api/saved-inputs")).json()).items).toEqual([]);
  });

  it("refuses inputs with no data or data that does not fit the form", async () => {
    const { client } = await signedInUser(t);
    for (const json of [
      { name: "x", inputType: "art" },
      { name: "x", inputType: "art", inputData: { ...defaultArtForm, detailLevel: [4] } },
      { name: "", inputType: "text", inputData: defaultTextForm },
    ]) {
      expect((await call(t, client, "/api/saved-inputs", { json })).status).toBe(400);
    }
  });

  it("answers 404 to another user's ids on every endpoint, and changes nothing", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const savedPrompt = await create(owner.client);
    const savedInput = await (
      await call(t, owner.client, "/api/saved-inputs", { json: { name: "Mine", inputType: "text", inputData: defaultTextForm } })
    ).json();

    const attempts: [string, string, unknown][] = [
      ["PATCH", `/api/saved-prompts/${savedPrompt.id}`, { title: "Stolen" }],
      ["DELETE", `/api/saved-prompts/${savedPrompt.id}`, undefined],
      ["PATCH", `/api/saved-inputs/${savedInput.id}`, { name: "Stolen" }],
      ["DELETE", `/api/saved-inputs/${savedInput.id}`, undefined],
    ];
    for (const [method, path, json] of attempts) {
      const res = await call(t, other.client, path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      const missing = await call(t, other.client, path.replace(/[0-9a-f-]{36}$/, "00000000-0000-4000-8000-000000000000"), { method, json });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual(await res.json());
    }
    expect((await call(t, other.client, "/api/saved-prompts/not-a-uuid", { method: "DELETE" })).status).toBe(404);
    expect((await list(other.client)).items).toEqual([]);
    expect((await (await call(t, other.client, "/api/saved-inputs")).json()).items).toEqual([]);
    const cursor = encodePromptCursor({ s: "newest", p: false, k: String(Date.now() * 1000), id: savedPrompt.id });
    expect((await list(other.client, `?cursor=${cursor}`)).items).toEqual([]);

    const [promptRow] = await t.database.db.select().from(savedPrompts).where(eq(savedPrompts.id, savedPrompt.id));
    const [inputRow] = await t.database.db.select().from(savedInputs).where(eq(savedInputs.id, savedInput.id));
    expect(promptRow?.title).toBe("Launch post");
    expect(inputRow?.name).toBe("Mine");
  });

  it("exports JSON and Markdown, and re-imports the JSON export", async () => {
    const { client } = await signedInUser(t);
    await create(client, { title: "One", content: "Uses ``` fences" });
    await create(client, { title: "Two", promptType: "art", inputData: defaultArtForm, tags: "art" });

    const md = await call(t, client, "/api/saved-prompts/export?format=markdown");
    expect(md.headers.get("content-disposition")).toMatch(/attachment; filename="promptsmith-prompts-.*\.md"/);
    const markdown = await md.text();
    expect(markdown).toContain("## One");
    expect(markdown).toContain("````\nUses ``` fences\n````");

    const exported = await (await call(t, client, "/api/saved-prompts/export?format=json")).json();
    expect(exported.prompts.map((p: { title: string }) => p.title)).toEqual(["Two", "One"]);

    const other = await signedInUser(t);
    const imported = await call(t, other.client, "/api/saved-prompts/import", { json: exported });
    expect(await imported.json()).toEqual({ imported: 2, refused: [] });
    expect((await list(other.client)).items.map((i: { title: string }) => i.title).sort()).toEqual(["One", "Two"]);
  });

  it("dates exports and their file names by the server's clock", async () => {
    const { client } = await signedInUser(t);
    await create(client, { title: "Dated" });
    const today = () => t.clock.now().toISOString().slice(0, 10);
    /** The file name's date and the date written in the file. */
    const datesOf = async (path: string) => {
      const res = await call(t, client, path);
      const fileName = /filename="promptsmith-\w+-(\d{4}-\d{2}-\d{2})\.(?:json|md)"/.exec(res.headers.get("content-disposition")!);
      const inFile = /(?:"exportedAt":"|Exported )(\d{4}-\d{2}-\d{2})/.exec(await res.text());
      return [fileName?.[1], inFile?.[1]];
    };
    await withClockAhead(t, 400 * 24 * 3600 * 1000, async () => {
      for (const path of ["/api/saved-prompts/export?format=json", "/api/saved-prompts/export?format=markdown", "/api/saved-inputs/export"]) {
        const before = today();
        const dates = await datesOf(path);
        // Either side of the request, should the test run across midnight.
        expect([before, today()]).toContain(dates[0]);
        expect(dates[1]).toBe(dates[0]);
      }
    });
  });

  it("imports item by item, reporting what it refused and why", async () => {
    const { client, id } = await signedInUser(t);
    const file = {
      format: "promptsmith.saved-prompts",
      version: 1,
      prompts: [prompt({ title: "Good" }), prompt({ title: "" }), { nonsense: true }, prompt({ title: "Also good", tags: "x" })],
    };
    const res = await call(t, client, "/api/saved-prompts/import", { json: file });
    const summary = await res.json();
    expect(summary.imported).toBe(2);
    expect(summary.refused.map((r: { index: number }) => r.index)).toEqual([1, 2]);
    expect(summary.refused[0].reasons[0]).toMatch(/^title: /);
    const rows = await t.database.db.select().from(savedPrompts).where(eq(savedPrompts.userId, id));
    expect(rows.map((r) => r.title).sort()).toEqual(["Also good", "Good"]);
  });

  it("refuses a file that is not an export, writing nothing", async () => {
    const { client, id } = await signedInUser(t);
    const res = await call(t, client, "/api/saved-prompts/import", { json: { prompts: [prompt()] } });
    expect(res.status).toBe(400);
    expect(await t.database.db.select().from(savedPrompts).where(eq(savedPrompts.userId, id))).toEqual([]);
  });

  it("counts each tag of the prompts not deleted, through saves, edits, deletes, Undo, purges, imports and account deletion", async () => {
    const owner = await signedInUser(t);
    const db = t.database.db;
    const expectCounted = async () => {
      const rows = await db.select({ tags: savedPrompts.tags }).from(savedPrompts).where(and(eq(savedPrompts.userId, owner.id), isNull(savedPrompts.deletedAt)));
      const counts = new Map<string, number>();
      for (const { tags } of rows) for (const tag of tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
      const counted = [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count || (a.tag < b.tag ? -1 : 1));
      expect((await (await call(t, owner.client, "/api/saved-prompts/tags")).json()).tags).toEqual(counted);
    };
    const a = await create(owner.client, { tags: "seo, blog" });
    const b = await create(owner.client, { tags: "seo" });
    const c = await create(owner.client, { tags: "social, seo" });
    await expectCounted();
    await call(t, owner.client, `/api/saved-prompts/${b.id}`, { method: "PATCH", json: { tags: "blog, q3" } });
    await expectCounted();
    await call(t, owner.client, `/api/saved-prompts/${c.id}`, { method: "DELETE" });
    await expectCounted();
    await call(t, owner.client, `/api/saved-prompts/${c.id}/restore`, { method: "POST" });
    await expectCounted();
    await call(t, owner.client, `/api/saved-prompts/${c.id}`, { method: "DELETE" });
    // A later delete purges the prompt whose Undo window is over.
    await withClockAhead(t, RESTORE_WINDOW_MS + 1_000, () => call(t, owner.client, `/api/saved-prompts/${a.id}`, { method: "DELETE" }));
    expect(await db.select().from(savedPrompts).where(eq(savedPrompts.id, c.id))).toEqual([]);
    await expectCounted();
    const file = { format: "promptsmith.saved-prompts", version: 1, prompts: [prompt({ tags: "q3, seo" }), prompt({ tags: "zeta" })] };
    expect((await call(t, owner.client, "/api/saved-prompts/import", { json: file })).status).toBe(200);
    await expectCounted();

    const deleted = await call(t, owner.client, "/api/account", { method: "DELETE", json: { currentPassword: owner.password } });
    expect(deleted.status).toBe(204);
    expect(await db.select().from(savedPromptTagCounts).where(eq(savedPromptTagCounts.workspaceId, owner.id))).toEqual([]);
  });

  it("answers 401 to every library route when signed out", async () => {
    const anonymous = newClient();
    for (const [method, path] of [
      ["GET", "/api/saved-prompts"],
      ["POST", "/api/saved-prompts"],
      ["GET", "/api/saved-prompts/tags"],
      ["GET", "/api/saved-prompts/export"],
      ["POST", "/api/saved-prompts/import"],
      ["GET", "/api/saved-inputs"],
      ["POST", "/api/saved-inputs"],
    ] as const) {
      const res = await call(t, anonymous, path, { method, json: method === "POST" ? {} : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});
