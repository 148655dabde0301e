import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TITLE_MAX } from "@/domain/library";
import { encodePromptCursor, PROMPT_SORTS, type PromptSort } from "@/domain/prompt-list";
import { savedPromptLimitMessage, PLANS } from "@/domain/plans";
import { queryRows } from "@/server/db/client";
import { savedPrompts } from "@/server/db/schema-library";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, type Client, signedInUser } from "../../../tests/support/users";
import { notDeleted } from "./deletion";
import { afterPromptCursor, promptOrder } from "./prompt-order";

type Item = { id: string; title: string; content: string; tags: string[]; pinned: boolean; useCount: number; variables: string[]; variableValues: Record<string, string>; updatedAt: string; createdAt: string };
type Page = { items: Item[]; nextCursor: string | null };

const prompt = (overrides: Record<string, unknown> = {}) => ({
  title: "Blog post",
  content: "Write about {{topic}} for {{audience}}. Keep {x} and {{ y}} as they are.",
  promptType: "text",
  tags: "blog",
  ...overrides,
});

describe("organising saved prompts: variables, uses, pins, copies, orders", () => {
  const t = setupTestApp();
  const create = async (client: Client, overrides: Record<string, unknown> = {}) => {
    const res = await call(t, client, "/api/saved-prompts", { json: prompt(overrides) });
    expect(res.status).toBe(201);
    return (await res.json()) as Item;
  };
  const read = async (client: Client, id: string) => (await (await call(t, client, `/api/saved-prompts/${id}`)).json()) as Item;
  const use = (client: Client, id: string, body: unknown = { values: {} }) => call(t, client, `/api/saved-prompts/${id}/use`, { json: body });
  const pin = (client: Client, id: string, pinned: boolean) =>
    call(t, client, `/api/saved-prompts/${id}/pin`, { method: "PUT", json: { pinned } });
  const duplicate = (client: Client, id: string) => call(t, client, `/api/saved-prompts/${id}/duplicate`, { method: "POST" });
  const list = async (client: Client, query: string) => {
    const res = await call(t, client, `/api/saved-prompts${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Page;
  };
  /** Every page of a list, `limit` items at a time. */
  const allPages = async (client: Client, query: string, limit: number) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await list(client, `?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.items.map((item) => item.title));
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  };

  it("answers each prompt with its variables, its last values, its pin and its use count", async () => {
    const { client } = await signedInUser(t);
    const saved = await create(client);
    expect(saved).toMatchObject({ pinned: false, useCount: 0, variables: ["topic", "audience"], variableValues: {} });
    const edited = await call(t, client, `/api/saved-prompts/${saved.id}`, { method: "PATCH", json: { content: "Only {{tone}} now, {{a-b}} is text" } });
    expect(await edited.json()).toMatchObject({ variables: ["tone"] });
  });

  it("counts a use and keeps the values of the prompt's own variables, leaving its edit date alone", async () => {
    const { client } = await signedInUser(t);
    const saved = await create(client);
    const copied = await use(client, saved.id);
    expect(copied.status).toBe(200);
    expect(await copied.json()).toMatchObject({ useCount: 1, variableValues: {}, updatedAt: saved.updatedAt });

    const used = await use(client, saved.id, { values: { topic: "cats", audience: "kids", stranger: "dropped" } });
    expect(await used.json()).toMatchObject({ useCount: 2, variableValues: { topic: "cats", audience: "kids" } });
    // A later use with one value keeps the other's last value.
    await use(client, saved.id, { values: { topic: "dogs" } });
    expect(await read(client, saved.id)).toMatchObject({ useCount: 3, variableValues: { topic: "dogs", audience: "kids" } });
    // Names objects inherit are names like any other.
    const odd = await create(client, { content: "{{constructor}} and {{toString}}" });
    const oddUse = await use(client, odd.id, { values: { toString: "t" } });
    expect((await oddUse.json()).variableValues).toEqual({ toString: "t" });
  });

  it("refuses malformed or oversized values", async () => {
    const { client } = await signedInUser(t);
    const saved = await create(client);
    for (const body of [
      {},
      { values: { "a-b": "x" } },
      { values: { topic: "x".repeat(2_001) } },
      { values: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`v${i}`, "x"])) },
      { values: { topic: 3 } },
    ]) {
      expect((await use(client, saved.id, body)).status).toBe(400);
    }
    expect(await read(client, saved.id)).toMatchObject({ useCount: 0, variableValues: {} });
  });

  it("pins and unpins a prompt: pinned ones come first, and pinning is not an edit", async () => {
    const { client } = await signedInUser(t);
    const first = await create(client, { title: "First" });
    await create(client, { title: "Second" });
    const res = await pin(client, first.id, true);
    expect(await res.json()).toMatchObject({ pinned: true, updatedAt: first.updatedAt });
    expect((await list(client, "")).items.map((i) => i.title)).toEqual(["First", "Second"]);
    await pin(client, first.id, false);
    expect((await list(client, "")).items.map((i) => i.title)).toEqual(["Second", "First"]);
    expect((await call(t, client, `/api/saved-prompts/${first.id}/pin`, { method: "PUT", json: { pinned: "yes" } })).status).toBe(400);
  });

  it("duplicates a prompt as a new, unpinned, unused prompt titled as a copy", async () => {
    const { client } = await signedInUser(t);
    const saved = await create(client, { tags: "blog, seo" });
    await pin(client, saved.id, true);
    await use(client, saved.id);
    const res = await duplicate(client, saved.id);
    expect(res.status).toBe(201);
    const copy = (await res.json()) as Item;
    expect(copy).toMatchObject({ title: "Blog post (copy)", content: saved.content, tags: ["blog", "seo"], pinned: false, useCount: 0 });
    expect(copy.id).not.toBe(saved.id);
    // Saved like a new prompt: its history starts at version 1, its content.
    const { versions } = await (await call(t, client, `/api/saved-prompts/${copy.id}/versions`)).json();
    expect(versions).toMatchObject([{ version: 1, content: saved.content }]);

    const long = await create(client, { title: "T".repeat(TITLE_MAX) });
    const longCopy = (await (await duplicate(client, long.id)).json()) as Item;
    expect(longCopy.title).toHaveLength(TITLE_MAX);
    expect(longCopy.title.endsWith(" (copy)")).toBe(true);
  });

  it("holds a duplicate to the plan's limit like any save", async () => {
    const { client, id } = await signedInUser(t);
    const saved = await create(client);
    for (let i = 1; i < 10; i++) await create(client, { title: `Prompt ${i}` });
    const refused = await duplicate(client, saved.id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: "saved_prompts_limit", message: savedPromptLimitMessage(PLANS.free) } });
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from saved_prompts where user_id = ${id}`);
    expect(row?.n).toBe(10);
  });

  it("never lets another user use, pin or duplicate someone else's prompt", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const saved = await create(owner.client);
    for (const res of [
      await use(other.client, saved.id, { values: { topic: "stolen" } }),
      await pin(other.client, saved.id, true),
      await duplicate(other.client, saved.id),
    ]) {
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe("not_found");
    }
    expect(await read(owner.client, saved.id)).toMatchObject({ pinned: false, useCount: 0, variableValues: {} });
    expect((await list(other.client, "")).items).toEqual([]);
    // Nor a deleted prompt of their own, or an id that is not one.
    await call(t, owner.client, `/api/saved-prompts/${saved.id}`, { method: "DELETE" });
    expect((await use(owner.client, saved.id)).status).toBe(404);
    expect((await duplicate(owner.client, saved.id)).status).toBe(404);
    expect((await pin(owner.client, "not-a-uuid", true)).status).toBe(404);
  });

  it("filters by all of the chosen tags, or any of them", async () => {
    const { client } = await signedInUser(t);
    await create(client, { title: "Both", tags: "seo, blog" });
    await create(client, { title: "Seo", tags: "seo" });
    await create(client, { title: "Social", tags: "social" });
    const titles = async (query: string) => (await list(client, query)).items.map((i) => i.title);
    expect(await titles("?tags=seo,blog")).toEqual(["Both"]);
    expect(await titles("?tags=seo,blog&tagMode=all")).toEqual(["Both"]);
    expect(await titles("?tags=blog,social&tagMode=any")).toEqual(["Social", "Both"]);
    expect((await call(t, client, "/api/saved-prompts?tagMode=some")).status).toBe(400);
  });

  describe("orders, with pinned prompts first and keyset pages", () => {
    /**
     * A library with ties in every order's key (same time, same title in another case, same use count), straight
     * in the database so the times are exact. Titles are single words: collations differ on spaces and punctuation.
     */
    const rows = [
      { title: "delta", pinned: false, useCount: 3, at: "2026-01-01T10:00:00.000001Z" },
      { title: "Alpha", pinned: true, useCount: 0, at: "2026-01-01T10:00:00.000002Z" },
      { title: "charlie", pinned: false, useCount: 3, at: "2026-01-01T10:00:00.000002Z" },
      { title: "Delta", pinned: false, useCount: 0, at: "2026-01-01T10:00:00.000002Z" },
      { title: "bravo", pinned: true, useCount: 7, at: "2026-01-01T09:00:00Z" },
      { title: "echo", pinned: false, useCount: 1, at: "2026-01-02T10:00:00Z" },
      { title: "foxtrot", pinned: false, useCount: 3, at: "2025-12-31T10:00:00Z" },
      { title: "golf", pinned: true, useCount: 7, at: "2026-01-03T10:00:00Z" },
    ];
    type Row = (typeof rows)[number] & { id: string };
    const micros = (at: string) => BigInt(Date.parse(at.replace(/\.\d+Z$/, "Z"))) * 1000n + BigInt((at.match(/\.\d{3}(\d{3})Z$/)?.[1] ?? "0"));
    const cmp = (a: bigint | number | string, b: bigint | number | string) => (a < b ? -1 : a > b ? 1 : 0);
    const expected: Record<PromptSort, (a: Row, b: Row) => number> = {
      newest: (a, b) => cmp(micros(b.at), micros(a.at)) || cmp(b.id, a.id),
      oldest: (a, b) => cmp(micros(a.at), micros(b.at)) || cmp(a.id, b.id),
      title: (a, b) => cmp(a.title.toLowerCase(), b.title.toLowerCase()) || cmp(a.id, b.id),
      most_used: (a, b) => cmp(b.useCount, a.useCount) || cmp(micros(b.at), micros(a.at)) || cmp(b.id, a.id),
    };
    const orderOf = (all: Row[], sort: PromptSort) =>
      [...all].sort((a, b) => cmp(Number(b.pinned), Number(a.pinned)) || expected[sort](a, b)).map((r) => r.title);
    const seed = async (userId: string): Promise<Row[]> => {
      const inserted = await t.database.db
        .insert(savedPrompts)
        .values(rows.map((r) => ({ userId, title: r.title, content: "Text", promptType: "text" as const, pinned: r.pinned, useCount: r.useCount, createdAt: new Date(r.at), updatedAt: new Date(r.at) })))
        .returning({ id: savedPrompts.id, title: savedPrompts.title });
      // Dates keep microseconds only through SQL.
      for (const r of rows) {
        await t.database.db.execute(sql`update saved_prompts set created_at = ${r.at}::timestamptz where user_id = ${userId} and title = ${r.title}`);
      }
      return rows.map((r) => ({ ...r, id: inserted.find((i) => i.title === r.title)!.id.toLowerCase() }));
    };

    it.each(PROMPT_SORTS)("pages through %s without gaps or repeats, at every page size", async (sort) => {
      const { client, id } = await signedInUser(t);
      const seeded = await seed(id);
      const want = orderOf(seeded, sort);
      for (const limit of [1, 2, 3, 8]) expect(await allPages(client, `sort=${sort}`, limit), `limit ${limit}`).toEqual(want);
    });

    it.each(PROMPT_SORTS)("continues %s after the cursor's row is deleted", async (sort) => {
      const { client, id } = await signedInUser(t);
      const seeded = await seed(id);
      const want = orderOf(seeded, sort);
      const first = await list(client, `?sort=${sort}&limit=3`);
      expect(first.items.map((i) => i.title)).toEqual(want.slice(0, 3));
      expect((await call(t, client, `/api/saved-prompts/${first.items[2]!.id}`, { method: "DELETE" })).status).toBe(204);
      const rest: string[] = [];
      let cursor: string | null = first.nextCursor;
      while (cursor) {
        const page: Page = await list(client, `?sort=${sort}&limit=3&cursor=${cursor}`);
        rest.push(...page.items.map((i) => i.title));
        cursor = page.nextCursor;
      }
      expect(rest).toEqual(want.slice(3));
    });

    it("refuses a cursor of another order, or one that is not a cursor", async () => {
      const { client, id } = await signedInUser(t);
      await seed(id);
      const { nextCursor } = await list(client, "?sort=title&limit=2");
      expect(nextCursor).toBeTruthy();
      const newest = encodePromptCursor({ s: "newest", p: false, k: "1767261600000000", id: "00000000-0000-4000-8000-000000000000" });
      for (const query of [
        `?sort=newest&cursor=${nextCursor}`,
        `?cursor=${nextCursor}`,
        `?sort=title&cursor=${newest}`,
        "?cursor=1767261600000000_00000000-0000-4000-8000-000000000000",
        `?cursor=${encodePromptCursor({ s: "newest", p: false, k: "'; drop table x", id: "x" } as never)}`,
        "?cursor=%%%",
        "?sort=random",
      ]) {
        const res = await call(t, client, `/api/saved-prompts${query}`);
        expect(res.status, query).toBe(400);
      }
    });

    it("reads newest first from the (user_id, pinned, created_at, id) index, without sorting", async () => {
      const { id } = await signedInUser(t);
      await seed(id);
      const cursor = { s: "newest" as const, p: true, k: "1767261600000000", id: "00000000-0000-4000-8000-000000000000" };
      for (const after of [undefined, afterPromptCursor(cursor)]) {
        const query = t.database.db
          .select()
          .from(savedPrompts)
          .where(and(eq(savedPrompts.userId, id), notDeleted(savedPrompts), after))
          .orderBy(...promptOrder("newest"))
          .limit(25);
        // A table this small would be read whole; the question is whether the index gives the order.
        const plan = await t.database.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          return queryRows<{ "QUERY PLAN": string }>(tx, sql`explain ${query}`);
        });
        const text = plan.map((r) => r["QUERY PLAN"]).join("\n");
        expect(text).toContain("saved_prompts_user_created_idx");
        expect(text).not.toMatch(/\bSort\b/);
      }
    });
  });
});
