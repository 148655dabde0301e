import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PLANS, savedPromptLimitMessage } from "@/domain/plans";
import { promptShares, savedPrompts } from "@/server/db/schema-library";
import { setupTestApp, withClockAhead } from "../../../tests/support/test-app";
import { call, type Client, newClient, signedInUser } from "../../../tests/support/users";

/**
 * A build whose renderer shows the data the server handed it, standing in for the app's (src/web/server-render.tsx),
 * and how many pages it has rendered: a page sent again without a render shows the same number.
 */
function builtWithRenderer(): string {
  const root = mkdtempSync(path.join(tmpdir(), "promptsmith-dist-"));
  const distDir = path.join(root, "web");
  mkdirSync(distDir, { recursive: true });
  mkdirSync(path.join(root, "web-server"));
  writeFileSync(path.join(distDir, "index.html"), '<!doctype html><html><head><title>Promptsmith</title></head><body><div id="root"></div></body></html>');
  writeFileSync(
    path.join(root, "web-server/server-render.js"),
    `let renders = 0;
    export async function renderPage(url, session, signal, data) {
      renders += 1;
      const shown = data?.prompt ? data.prompt.title + ": " + data.prompt.content : "gone";
      return { html: "<main>" + shown + "</main><p>render " + renders + "</p>", talksToApi: false };
    }`,
  );
  return distDir;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PROMPT = { title: "Launch e-mail", content: "Write to {{name}} about {{product}}, then {{name}} again.", promptType: "text", tags: "mail, launch" };
const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;

describe("share links", () => {
  const t = setupTestApp({ webDist: builtWithRenderer() });
  type User = Awaited<ReturnType<typeof signedInUser>>;

  const savePrompt = async (user: User, body: object = PROMPT) => (await (await call(t, user.client, "/api/saved-prompts", { json: body })).json()).id as string;
  const share = (client: Client, promptId: string, expiresInDays: number | null = null) =>
    call(t, client, `/api/saved-prompts/${promptId}/share`, { json: { expiresInDays } });
  /** The owner's prompt, shared: the link's id, url and token. */
  const sharedPrompt = async (owner: User, expiresInDays: number | null = null) => {
    const promptId = await savePrompt(owner);
    const res = await share(owner.client, promptId, expiresInDays);
    expect(res.status).toBe(201);
    const link = await res.json();
    return { promptId, id: link.id as string, url: link.url as string, token: tokenOf(link.url), link };
  };
  const read = (token: string) => call(t, newClient(), `/api/shared/${token}`);
  const page = (token: string, client = newClient()) => call(t, client, `/p/${token}`);
  const list = async (user: User) => (await (await call(t, user.client, "/api/shares")).json()).items as { id: string; viewCount: number }[];

  it("makes an unguessable link that anyone can read, signed out, showing the prompt and nothing of its owner", async () => {
    const owner = await signedInUser(t);
    const { promptId, url, token, link } = await sharedPrompt(owner);
    expect(url).toBe(`${t.config.appUrl}/p/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ promptId, promptTitle: PROMPT.title, viewCount: 0, expiresAt: null });

    const res = await read(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const body = await res.json();
    expect(body).toEqual({
      title: PROMPT.title,
      promptType: "text",
      tags: ["mail", "launch"],
      content: PROMPT.content,
      variables: ["name", "product"],
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain(owner.id);
    expect(text).not.toContain(promptId);
  });

  it("shows the prompt's current content", async () => {
    const owner = await signedInUser(t);
    const { promptId, token } = await sharedPrompt(owner);
    await t.database.db.update(savedPrompts).set({ title: "Renamed", content: "New text" }).where(eq(savedPrompts.id, promptId));
    expect(await (await read(token)).json()).toMatchObject({ title: "Renamed", content: "New text", variables: [] });
  });

  it("counts a view for each page sent, not for the API's reads, and lists the owner's live links with their views", async () => {
    const owner = await signedInUser(t);
    const first = await sharedPrompt(owner);
    const second = await sharedPrompt(owner, 30);
    await read(first.token);
    await page(first.token);
    await page(first.token, owner.client);
    const links = await list(owner);
    expect(links.map((l) => l.id)).toEqual([second.id, first.id]);
    expect(links[1]).toMatchObject({ viewCount: 2, promptTitle: PROMPT.title, url: first.url });
    expect(links[0]!.viewCount).toBe(0);
  });

  it("renders /p/<token> on the server with the prompt, kept out of search engines and without the owner's e-mail", async () => {
    const owner = await signedInUser(t);
    const { token } = await sharedPrompt(owner);
    const res = await page(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<main>${PROMPT.title}: ${PROMPT.content}</main>`);
    const data = JSON.parse(html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s)![1]!);
    expect(data).toEqual({ token, prompt: expect.objectContaining({ title: PROMPT.title, variables: ["name", "product"] }) });
    expect(html).not.toContain(owner.email);
    expect(html).not.toContain(owner.id);
  });

  it("answers 404 (API) and a 404 page once the link is revoked, and drops it from the owner's list", async () => {
    const owner = await signedInUser(t);
    const { id, token } = await sharedPrompt(owner);
    expect((await call(t, owner.client, `/api/shares/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await read(token)).status).toBe(404);
    const res = await page(token);
    expect(res.status).toBe(404);
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(await res.text()).toContain("<main>gone</main>");
    expect(await list(owner)).toEqual([]);
    expect((await call(t, owner.client, `/api/shares/${id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("sends a visitor the page it kept while the prompt is unchanged, 304 to a browser that has it, and an edit at once", async () => {
    const owner = await signedInUser(t);
    const { promptId, token } = await sharedPrompt(owner);
    const visit = (headers: Record<string, string> = {}) => call(t, newClient(), `/p/${token}`, { headers });
    const first = await visit();
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const html = await first.text();
    expect(html).toContain(`<main>${PROMPT.title}: ${PROMPT.content}</main>`);
    // Not rendered again: the same render number.
    expect(await (await visit()).text()).toBe(html);
    const gzipped = await visit({ "accept-encoding": "gzip, deflate, br" });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(html);
    const unchanged = await visit({ "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    // Every page sent, a 304 included, is a view.
    expect((await list(owner))[0]!.viewCount).toBe(4);

    expect((await call(t, owner.client, `/api/saved-prompts/${promptId}`, { method: "PATCH", json: { title: "Renamed" } })).status).toBe(200);
    const edited = await visit({ "if-none-match": etag });
    expect(edited.status).toBe(200);
    expect(await edited.text()).toContain(`<main>Renamed: ${PROMPT.content}</main>`);
    expect(edited.headers.get("etag")).not.toBe(etag);
  });

  it("answers a revoked link's kept page with a 404 at the next request, even when another instance revoked it", async () => {
    const owner = await signedInUser(t);
    const { token } = await sharedPrompt(owner);
    const etag = (await page(token)).headers.get("etag")!;
    expect((await page(token)).headers.get("etag")).toBe(etag);
    // Another instance writes only the database: nothing in this process hears of it.
    await t.database.db.update(promptShares).set({ revokedAt: new Date() }).where(eq(promptShares.token, token));
    for (const headers of [{}, { "if-none-match": etag }] as Record<string, string>[]) {
      const res = await call(t, newClient(), `/p/${token}`, { headers });
      expect(res.status).toBe(404);
      expect(res.headers.get("etag")).toBeNull();
      expect(await res.text()).toContain("<main>gone</main>");
    }
  });

  it("renders a signed-in viewer's page for them, never kept or stored", async () => {
    const owner = await signedInUser(t);
    const { token } = await sharedPrompt(owner);
    const visitorPage = await (await page(token)).text();
    const res = await page(token, owner.client);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("etag")).toBeNull();
    const html = await res.text();
    expect(html).not.toBe(visitorPage);
    expect(html).toContain(owner.email);
  });

  it("answers 404 to an unknown or malformed token, counting nothing", async () => {
    for (const token of ["A".repeat(43), "short", "x".repeat(500), "' OR '1'='1"]) {
      expect((await read(encodeURIComponent(token))).status, token).toBe(404);
      expect((await page(encodeURIComponent(token))).status, token).toBe(404);
    }
  });

  it("ends a link at its expiry", async () => {
    const owner = await signedInUser(t);
    const { token, link } = await sharedPrompt(owner, 7);
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(7 * DAY_MS);
    expect((await withClockAhead(t, 6 * DAY_MS, () => read(token))).status).toBe(200);
    expect((await withClockAhead(t, 7 * DAY_MS + 1000, () => read(token))).status).toBe(404);
    expect((await withClockAhead(t, 7 * DAY_MS + 1000, () => page(token))).status).toBe(404);
    expect(await withClockAhead(t, 7 * DAY_MS + 1000, () => list(owner))).toEqual([]);
  });

  it("refuses an expiry outside 1 to 365 days", async () => {
    const owner = await signedInUser(t);
    const promptId = await savePrompt(owner);
    for (const expiresInDays of [0, 366, 1.5, "7"]) {
      const res = await call(t, owner.client, `/api/saved-prompts/${promptId}/share`, { json: { expiresInDays } });
      expect(res.status, String(expiresInDays)).toBe(400);
    }
    expect((await call(t, owner.client, `/api/saved-prompts/${promptId}/share`, { json: {} })).status).toBe(400);
  });

  it("closes the link of a deleted prompt, and opens it again when the delete is undone", async () => {
    const owner = await signedInUser(t);
    const { promptId, token } = await sharedPrompt(owner);
    expect((await call(t, owner.client, `/api/saved-prompts/${promptId}`, { method: "DELETE" })).status).toBe(204);
    expect((await read(token)).status).toBe(404);
    expect((await page(token)).status).toBe(404);
    expect(await list(owner)).toEqual([]);
    expect((await share(owner.client, promptId)).status).toBe(404);
    expect((await call(t, owner.client, `/api/saved-prompts/${promptId}/restore`, { method: "POST" })).status).toBe(200);
    expect((await read(token)).status).toBe(200);
    expect(await list(owner)).toHaveLength(1);
  });

  it("lets nobody share, list or revoke another user's prompt or link", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const { promptId, id, token } = await sharedPrompt(owner);
    expect((await share(other.client, promptId)).status).toBe(404);
    expect(await list(other)).toEqual([]);
    expect((await call(t, other.client, `/api/shares/${id}`, { method: "DELETE" })).status).toBe(404);
    expect((await call(t, other.client, `/api/shares/not-a-uuid`, { method: "DELETE" })).status).toBe(404);
    expect((await read(token)).status).toBe(200);
    expect(await list(owner)).toHaveLength(1);
    // Signed out: the owner routes ask for a session.
    expect((await share(newClient(), promptId)).status).toBe(401);
    expect((await call(t, newClient(), "/api/shares")).status).toBe(401);
  });

  it("reveals only its own prompt: the owner's other prompts stay out of reach", async () => {
    const owner = await signedInUser(t);
    const { token } = await sharedPrompt(owner);
    const otherId = await savePrompt(owner, { ...PROMPT, title: "Private", content: "Secret text" });
    for (const path of [`/api/shared/${token}/../${otherId}`, `/api/shared/${otherId}`, `/p/${otherId}`]) {
      const res = await call(t, newClient(), path);
      expect(await res.text(), path).not.toContain("Secret text");
    }
  });

  it("saves a copy into a signed-in visitor's library, after sign-in only, within their plan's limit", async () => {
    const owner = await signedInUser(t);
    const visitor = await signedInUser(t);
    const { token } = await sharedPrompt(owner);
    expect((await call(t, newClient(), `/api/shared/${token}/save`, { method: "POST" })).status).toBe(401);

    const res = await call(t, visitor.client, `/api/shared/${token}/save`, { method: "POST" });
    expect(res.status).toBe(201);
    const copy = await res.json();
    expect(copy).toMatchObject({ title: PROMPT.title, content: PROMPT.content, promptType: "text", tags: ["mail", "launch"], inputData: null });
    const [row] = await t.database.db.select().from(savedPrompts).where(eq(savedPrompts.id, copy.id));
    expect(row!.userId).toBe(visitor.id);

    // Free keeps 10 prompts: the visitor has 1, so 9 more fit and the next is refused with the plan's message.
    for (let i = 0; i < 9; i++) expect((await call(t, visitor.client, `/api/shared/${token}/save`, { method: "POST" })).status).toBe(201);
    const refused = await call(t, visitor.client, `/api/shared/${token}/save`, { method: "POST" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: "saved_prompts_limit", message: savedPromptLimitMessage(PLANS.free) } });
  });

  it("saves nothing from a revoked link", async () => {
    const owner = await signedInUser(t);
    const visitor = await signedInUser(t);
    const { id, token } = await sharedPrompt(owner);
    await call(t, owner.client, `/api/shares/${id}`, { method: "DELETE" });
    expect((await call(t, visitor.client, `/api/shared/${token}/save`, { method: "POST" })).status).toBe(404);
    expect((await (await call(t, visitor.client, "/api/saved-prompts")).json()).items).toEqual([]);
  });
});
