import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defaultTextForm, toTextPayload } from "@/domain/builders";
import { apiKeys, accountActivity, users } from "@/server/db/schema";
import { subscriptions } from "@/server/db/schema-billing";
import { teamOwner } from "../../../tests/support/teams";
import { setupTestApp } from "../../../tests/support/test-app";
import { userWithKey as newUserWithKey, withKey as requestWithKey } from "../../../tests/support/api-keys";
import { call, signedInUser } from "../../../tests/support/users";
import { API_KEY_RATE_LIMIT } from "./http-manners";

const t = setupTestApp();

const textRequest = () => toTextPayload({ ...defaultTextForm, industry: "marketing" });

const withKey = (key: string, path: string, init?: Parameters<typeof requestWithKey>[3]) => requestWithKey(t, key, path, init);
const userWithKey = (body?: Parameters<typeof newUserWithKey>[1]) => newUserWithKey(t, body);

describe("personal API keys", () => {
  it("are shown once, stored as a hash, listed by prefix and dates, and revoked at once", async () => {
    const user = await userWithKey({ name: "  Zapier  ", expiresInDays: 30 });
    expect(user.key).toMatch(/^ps_[A-Za-z0-9_-]{43}$/);
    expect(user.key.startsWith(user.prefix)).toBe(true);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, user.id));
    expect(row!.hash).not.toContain(user.key.slice(3));
    expect(JSON.stringify(row)).not.toContain(user.key);

    const list = await (await call(t, user.client, "/api/api-keys")).json();
    expect(list.items).toEqual([
      { id: user.id, name: "Zapier", prefix: user.prefix, scope: "full", createdAt: expect.any(String), expiresAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(JSON.stringify(list)).not.toContain(user.key);

    expect((await withKey(user.key, "/api/v1/allowance")).status).toBe(200);
    expect((await call(t, user.client, `/api/api-keys/${user.id}`, { method: "DELETE" })).status).toBe(204);
    const refused = await withKey(user.key, "/api/v1/allowance");
    expect(refused.status).toBe(401);
    expect((await refused.json()).code).toBe("unauthorized");

    const activity = await t.database.db.select().from(accountActivity).where(eq(accountActivity.userId, (await ownerOf(user.email))!));
    expect(activity.map((a) => a.activityType)).toEqual(expect.arrayContaining(["api_key_created", "api_key_revoked"]));
  });

  it("refuse a blank name, a bad expiry, a 21st key, and another user's key id", async () => {
    const user = await signedInUser(t);
    expect((await call(t, user.client, "/api/api-keys", { json: { name: " " } })).status).toBe(400);
    expect((await call(t, user.client, "/api/api-keys", { json: { name: "x", expiresInDays: 0 } })).status).toBe(400);
    for (let i = 0; i < 20; i++) expect((await call(t, user.client, "/api/api-keys", { json: { name: `k${i}` } })).status).toBe(201);
    const over = await call(t, user.client, "/api/api-keys", { json: { name: "one more" } });
    expect(over.status).toBe(409);
    expect((await over.json()).error.code).toBe("api_key_limit");

    const other = await userWithKey();
    expect((await call(t, user.client, `/api/api-keys/${other.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await withKey(other.key, "/api/v1/allowance")).status).toBe(200);
  });

  it("stop working when they expire", async () => {
    const user = await userWithKey({ name: "short", expiresInDays: 1 });
    expect((await withKey(user.key, "/api/v1/allowance")).status).toBe(200);
    t.clock.offsetMs += 24 * 60 * 60 * 1000 + 1000;
    expect((await withKey(user.key, "/api/v1/allowance")).status).toBe(401);
  });
});

async function ownerOf(email: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

describe("/api/v1 with a key", () => {
  it("generates, counted against the user's allowance, as JSON and as events", async () => {
    const user = await userWithKey();
    const before = await (await withKey(user.key, "/api/v1/allowance")).json();
    const res = await withKey(user.key, "/api/v1/generate", { json: textRequest() });
    expect(res.status).toBe(200);
    const result = await res.json();
    expect(result.generatedPrompt).toEqual(expect.any(String));
    // The prompt apart from the target's parameters and the notes for the user, as in the web app's answer.
    expect(result).toMatchObject({ prompt: result.generatedPrompt, parameters: expect.any(Object), notes: expect.any(Array) });
    expect(result.remaining).toBe(before.remaining - 1);

    const stream = await withKey(user.key, "/api/v1/generate", { json: textRequest(), headers: { accept: "text/event-stream" } });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    expect(await stream.text()).toContain("event: done");
    expect((await (await withKey(user.key, "/api/v1/allowance")).json()).remaining).toBe(before.remaining - 2);
  });

  it("cannot spend more than its user: an exhausted allowance is refused", async () => {
    const user = await userWithKey();
    await t.database.db.update(subscriptions).set({ remainingGenerations: 0 }).where(eq(subscriptions.userId, (await ownerOf(user.email))!));
    const res = await withKey(user.key, "/api/v1/generate", { json: textRequest() });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe("allowance_exhausted");
  });

  it("lists, creates, reads, updates and deletes saved prompts, with the same validation, and only the user's", async () => {
    const user = await userWithKey();
    const other = await userWithKey();
    const created = await withKey(user.key, "/api/v1/saved-prompts", { json: { title: "From my tool", content: "Write a haiku", promptType: "text", tags: ["api"] } });
    expect(created.status).toBe(201);
    const prompt = await created.json();
    expect((await withKey(user.key, "/api/v1/saved-prompts", { json: { title: "", content: "x", promptType: "text" } })).status).toBe(400);

    const list = await (await withKey(user.key, "/api/v1/saved-prompts")).json();
    expect(list.items.map((p: { id: string }) => p.id)).toEqual([prompt.id]);
    expect((await (await withKey(other.key, "/api/v1/saved-prompts")).json()).items).toEqual([]);

    const read = await withKey(user.key, `/api/v1/saved-prompts/${prompt.id}`);
    expect(read.status).toBe(200);
    expect((await read.json()).title).toBe("From my tool");
    expect((await withKey(other.key, `/api/v1/saved-prompts/${prompt.id}`)).status).toBe(404);

    const updated = await withKey(user.key, `/api/v1/saved-prompts/${prompt.id}`, { method: "PATCH", json: { title: "Renamed" } });
    expect((await updated.json()).title).toBe("Renamed");
    expect((await withKey(other.key, `/api/v1/saved-prompts/${prompt.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await withKey(user.key, `/api/v1/saved-prompts/${prompt.id}`, { method: "DELETE" })).status).toBe(204);

    const input = await withKey(user.key, "/api/v1/saved-inputs", { json: { name: "Launch", inputType: "text", inputData: { ...defaultTextForm } } });
    expect(input.status).toBe(201);
    expect((await (await withKey(user.key, "/api/v1/saved-inputs")).json()).items).toHaveLength(1);
  });

  it("never reaches a team's workspace: a copy to a team is refused, with the document saying so", async () => {
    const { owner, teamId } = await teamOwner(t);
    const created = await call(t, owner.client, "/api/api-keys", { json: { name: "Team owner's script" } });
    const { key } = await created.json();
    const prompt = await (await withKey(key, "/api/v1/saved-prompts", { json: { title: "Mine", content: "Write a haiku", promptType: "text" } })).json();
    const input = await (await withKey(key, "/api/v1/saved-inputs", { json: { name: "Mine", inputType: "text", inputData: { ...defaultTextForm } } })).json();
    for (const path of [`/api/v1/saved-prompts/${prompt.id}/copy`, `/api/v1/saved-inputs/${input.id}/copy`]) {
      const refused = await withKey(key, path, { json: { teamId } });
      expect(refused.status, path).toBe(403);
      expect(await refused.json(), path).toMatchObject({ code: "forbidden", detail: "An API key acts in your personal workspace only: it cannot reach a team's." });
      expect((await withKey(key, path, { json: { teamId: null } })).status, path).toBe(201);
    }
    // The owner's session acts in the team: it holds nothing the key made or copied.
    expect((await (await call(t, owner.client, "/api/saved-prompts")).json()).items).toEqual([]);
    expect((await (await call(t, owner.client, "/api/saved-inputs")).json()).items).toEqual([]);

    const document = await (await t.app.request("/api/openapi.json")).json();
    for (const path of ["/api/v1/saved-prompts/{id}/copy", "/api/v1/saved-inputs/{id}/copy"]) {
      expect(document.paths[path].post.description, path).toContain("An API key copies to your personal workspace only: any other `teamId` is refused");
    }
  });

  it("is rate limited per key, with RateLimit headers on every answer and Retry-After on 429", async () => {
    const user = await userWithKey();
    const first = await withKey(user.key, "/api/v1/allowance");
    expect(first.headers.get("ratelimit-limit")).toBe(String(API_KEY_RATE_LIMIT.max));
    expect(first.headers.get("ratelimit-remaining")).toBe(String(API_KEY_RATE_LIMIT.max - 1));
    expect(Number(first.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
    for (let i = 1; i < API_KEY_RATE_LIMIT.max; i++) await withKey(user.key, "/api/v1/allowance");
    const limited = await withKey(user.key, "/api/v1/allowance");
    expect(limited.status).toBe(429);
    expect((await limited.json()).code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another key of the same user has its own count.
    const second = await call(t, user.client, "/api/api-keys", { json: { name: "second" } });
    expect((await withKey((await second.json()).key, "/api/v1/allowance")).status).toBe(200);
    t.clock.offsetMs += API_KEY_RATE_LIMIT.window * 1000;
    expect((await withKey(user.key, "/api/v1/allowance")).status).toBe(200);
  });

  it("never opens a session-only route, and a session never opens /api/v1", async () => {
    const user = await userWithKey();
    for (const [method, path] of [
      ["GET", "/api/account"],
      ["GET", "/api/billing/subscription"],
      ["GET", "/api/admin/overview"],
      ["GET", "/api/security/sessions"],
      ["GET", "/api/api-keys"],
      ["GET", "/api/saved-prompts"],
      ["POST", "/api/generate-prompt"],
    ] as const) {
      const res = await withKey(user.key, path, { method, json: method === "POST" ? textRequest() : undefined, headers: { origin: t.config.appUrl } });
      expect([401, 403], `${method} ${path}`).toContain(res.status);
    }
    expect((await call(t, user.client, "/api/v1/allowance")).status).toBe(401);
    expect((await withKey("ps_not-a-key", "/api/v1/allowance")).status).toBe(401);
    expect((await t.app.request("/api/v1/allowance")).status).toBe(401);
  });

  it("refuses the key of a suspended user", async () => {
    const user = await userWithKey();
    await t.database.db.update(users).set({ accountStatus: "suspended" }).where(eq(users.email, user.email));
    const res = await withKey(user.key, "/api/v1/allowance");
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe("account_not_active");
  });
});
