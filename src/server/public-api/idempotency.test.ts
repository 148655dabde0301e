import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defaultTextForm, toTextPayload } from "@/domain/builders";
import { idempotencyKeys } from "@/server/db/schema";
import { subscriptions } from "@/server/db/schema-billing";
import { generationHistory } from "@/server/db/schema-generation";
import { savedPrompts } from "@/server/db/schema-library";
import { userWithKey as newUserWithKey, withKey as requestWithKey } from "../../../tests/support/api-keys";
import { setupTestApp } from "../../../tests/support/test-app";
import { IDEMPOTENCY_WINDOW_MS } from "./idempotency";

const t = setupTestApp();

const withKey = (key: string, path: string, init?: Parameters<typeof requestWithKey>[3]) => requestWithKey(t, key, path, init);
const userWithKey = () => newUserWithKey(t);
const textRequest = () => toTextPayload({ ...defaultTextForm, industry: "marketing" });
const prompt = (title: string) => ({ title, content: "Write a haiku", promptType: "text" });

const promptsOf = async (userId: string) =>
  (await t.database.db.select({ n: count() }).from(savedPrompts).where(eq(savedPrompts.userId, userId)))[0]!.n;
const generationsOf = async (userId: string) =>
  (await t.database.db.select({ n: count() }).from(generationHistory).where(eq(generationHistory.userId, userId)))[0]!.n;
const remainingOf = async (key: string) => ((await (await withKey(key, "/api/v1/allowance")).json()) as { remaining: number }).remaining;

/** The parts of an answer a replay repeats. */
async function answerOf(res: Response) {
  return { status: res.status, type: res.headers.get("content-type"), location: res.headers.get("location"), body: await res.text() };
}

describe("Idempotency-Key on /api/v1", () => {
  it("replays the first answer to the same request: one prompt saved, one generation spent", async () => {
    const user = await userWithKey();
    const headers = { "idempotency-key": "save-1" };
    const first = await withKey(user.key, "/api/v1/saved-prompts", { json: prompt("Once"), headers });
    const again = await withKey(user.key, "/api/v1/saved-prompts", { json: prompt("Once"), headers });
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    // The rate limit's headers are the replay's own.
    expect(Number(again.headers.get("ratelimit-remaining"))).toBe(Number(first.headers.get("ratelimit-remaining")) - 1);
    expect(await answerOf(again)).toEqual(await answerOf(first));
    expect(await promptsOf(user.userId)).toBe(1);

    const before = await remainingOf(user.key);
    const generate = { json: textRequest(), headers: { "idempotency-key": "gen-1" } };
    const generated = await answerOf(await withKey(user.key, "/api/v1/generate", generate));
    expect(generated.status).toBe(200);
    expect(await answerOf(await withKey(user.key, "/api/v1/generate", generate))).toEqual(generated);
    expect(await remainingOf(user.key)).toBe(before - 1);
    expect(await generationsOf(user.userId)).toBe(1);
  });

  it("does one thing for requests that arrive at once: the others wait with 409, then get the first answer", async () => {
    const user = await userWithKey();
    const before = await remainingOf(user.key);
    const send = () => withKey(user.key, "/api/v1/generate", { json: textRequest(), headers: { "idempotency-key": "together" } });
    const answers = await Promise.all([send(), send(), send()]);
    const done = answers.filter((res) => res.status === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    for (const res of answers.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(409);
      expect(res.headers.get("retry-after")).toBe("1");
      expect((await res.json()).code).toBe("idempotency_key_in_use");
    }
    const bodies = new Set(await Promise.all(done.map((res) => res.text())));
    expect(bodies.size).toBe(1);
    expect(await (await send()).text()).toBe([...bodies][0]);
    expect(await remainingOf(user.key)).toBe(before - 1);
    expect(await generationsOf(user.userId)).toBe(1);

    const saves = await Promise.all(
      [1, 2, 3].map(() => withKey(user.key, "/api/v1/saved-prompts", { json: prompt("Together"), headers: { "idempotency-key": "save-together" } })),
    );
    expect(saves.map((res) => res.status).sort()).toEqual(expect.arrayContaining([201]));
    expect(saves.every((res) => res.status === 201 || res.status === 409)).toBe(true);
    expect(await promptsOf(user.userId)).toBe(1);
  });

  it("refuses the key with another body, method or path (422), and keeps each user's keys apart", async () => {
    const user = await userWithKey();
    const other = await userWithKey();
    const headers = { "idempotency-key": "shared-name" };
    const saved = await (await withKey(user.key, "/api/v1/saved-prompts", { json: prompt("Mine"), headers })).json();
    for (const [path, json] of [
      ["/api/v1/saved-prompts", prompt("Something else")],
      ["/api/v1/saved-inputs", { name: "x", inputType: "text", inputData: { ...defaultTextForm } }],
    ] as const) {
      const refused = await withKey(user.key, path, { json, headers });
      expect(refused.status, path).toBe(422);
      expect((await refused.json()).code, path).toBe("idempotency_key_reused");
    }
    const patched = await withKey(user.key, `/api/v1/saved-prompts/${saved.id}`, { method: "PATCH", json: { title: "Renamed" }, headers });
    expect(patched.status).toBe(422);

    // Another user's request with the same key is their own.
    const theirs = await withKey(other.key, "/api/v1/saved-prompts", { json: prompt("Mine"), headers });
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect((await theirs.json()).id).not.toBe(saved.id);
    expect([await promptsOf(user.userId), await promptsOf(other.userId)]).toEqual([1, 1]);
  });

  it("replays a PATCH without applying it again", async () => {
    const user = await userWithKey();
    const saved = await (await withKey(user.key, "/api/v1/saved-prompts", { json: prompt("First") })).json();
    const path = `/api/v1/saved-prompts/${saved.id}`;
    const patch = { method: "PATCH", json: { title: "Second" }, headers: { "idempotency-key": "rename" } };
    const first = await answerOf(await withKey(user.key, path, patch));
    await withKey(user.key, path, { method: "PATCH", json: { title: "Third" } });
    expect(await answerOf(await withKey(user.key, path, patch))).toEqual(first);
    expect((await (await withKey(user.key, path)).json()).title).toBe("Third");
  });

  it("keeps only successes: after a refusal the same key runs the request again", async () => {
    const user = await userWithKey();
    await t.database.db.update(subscriptions).set({ remainingGenerations: 0 }).where(eq(subscriptions.userId, user.userId));
    const generate = { json: textRequest(), headers: { "idempotency-key": "after-topping-up" } };
    expect((await withKey(user.key, "/api/v1/generate", generate)).status).toBe(403);
    await t.database.db.update(subscriptions).set({ remainingGenerations: 3 }).where(eq(subscriptions.userId, user.userId));
    const res = await withKey(user.key, "/api/v1/generate", generate);
    expect(res.status).toBe(200);
    expect(res.headers.get("idempotent-replayed")).toBeNull();
    expect(await remainingOf(user.key)).toBe(2);

    // A body refused as invalid, corrected and sent again with the same key, is saved (not a 422 for another body).
    const headers = { "idempotency-key": "fix-and-retry" };
    expect((await withKey(user.key, "/api/v1/saved-prompts", { json: prompt(""), headers })).status).toBe(400);
    expect((await withKey(user.key, "/api/v1/saved-prompts", { json: prompt("Fixed"), headers })).status).toBe(201);
    expect(await promptsOf(user.userId)).toBe(1);
  });

  it("forgets a key after 24 hours on the server's clock, and deletes its row", async () => {
    const user = await userWithKey();
    const save = { json: prompt("Daily"), headers: { "idempotency-key": "daily" } };
    const first = await (await withKey(user.key, "/api/v1/saved-prompts", save)).json();
    t.clock.offsetMs += IDEMPOTENCY_WINDOW_MS - 60_000;
    expect((await (await withKey(user.key, "/api/v1/saved-prompts", save)).json()).id).toBe(first.id);
    t.clock.offsetMs += 60_000;
    const later = await withKey(user.key, "/api/v1/saved-prompts", save);
    expect(later.status).toBe(201);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect((await later.json()).id).not.toBe(first.id);
    expect(await promptsOf(user.userId)).toBe(2);

    // Another key used a day later cleans the expired row away: only the new claim is left.
    const rowsOf = async () => t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.userId));
    expect(await rowsOf()).toEqual([{ key: "daily" }]);
    t.clock.offsetMs += IDEMPOTENCY_WINDOW_MS;
    await withKey(user.key, "/api/v1/saved-prompts", { json: prompt("Next day"), headers: { "idempotency-key": "next" } });
    expect(await rowsOf()).toEqual([{ key: "next" }]);
  });

  it("refuses a malformed key and a key on a streamed answer, and is declared on every POST and PATCH", async () => {
    const user = await userWithKey();
    for (const headers of [
      { "idempotency-key": "x".repeat(256) },
      { "idempotency-key": "with space" },
      { "idempotency-key": "stream", accept: "text/event-stream" },
    ] as Record<string, string>[]) {
      const res = await withKey(user.key, "/api/v1/generate", { json: textRequest(), headers });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe("invalid_idempotency_key");
    }
    expect(await generationsOf(user.userId)).toBe(0);

    const document = await (await t.app.request("/api/openapi.json")).json();
    const operations = Object.entries(document.paths as Record<string, Record<string, OperationShape>>)
      .filter(([path]) => path.startsWith("/api/v1/"))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
    const changing = operations.filter(({ method }) => method === "post" || method === "patch");
    expect(changing.length).toBeGreaterThanOrEqual(8);
    for (const { path, method, operation } of operations) {
      const declared = (operation.parameters ?? []).some((p) => p.in === "header" && p.name === "Idempotency-Key");
      expect(declared, `${method} ${path}`).toBe(method === "post" || method === "patch");
      if (declared) expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(expect.arrayContaining(["409", "422"]));
    }
  });
});

type OperationShape = { parameters?: { in: string; name: string }[]; responses: Record<string, unknown> };
