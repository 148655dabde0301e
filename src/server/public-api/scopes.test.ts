import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { API_KEY_SCOPES, type ApiKeyScope } from "@/domain/api/api-keys";
import { defaultTextForm, toTextPayload } from "@/domain/builders";
import { apiKeys } from "@/server/db/schema";
import { userWithKey as newUserWithKey, withKey as requestWithKey } from "../../../tests/support/api-keys";
import { setupTestApp } from "../../../tests/support/test-app";
import { call } from "../../../tests/support/users";

const t = setupTestApp();

const withKey = (key: string, path: string, init?: Parameters<typeof requestWithKey>[3]) => requestWithKey(t, key, path, init);
const textRequest = () => toTextPayload({ ...defaultTextForm, industry: "marketing" });
const prompt = { title: "Scoped", content: "Write a haiku", promptType: "text" };

async function refusedForScope(res: Response, message: string) {
  expect(res.status).toBe(403);
  expect(await res.json()).toMatchObject({ code: "insufficient_scope", detail: message });
}

describe("API key scopes", () => {
  it("are chosen at creation and listed; an unknown one is refused; a key made without one can do everything", async () => {
    const user = await newUserWithKey(t, { name: "Dashboard", scope: "read" });
    expect(user.scope).toBe("read");
    const list = await (await call(t, user.client, "/api/api-keys")).json();
    expect(list.items.map((k: { scope: string }) => k.scope)).toEqual(["read"]);
    const unknown = await call(t, user.client, "/api/api-keys", { json: { name: "Admin", scope: "admin" } });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.fields.scope).toEqual(["Choose what the key may do"]);

    // The keys made before scopes existed: the column's default, which the migration gave every row.
    await t.database.db.insert(apiKeys).values({ userId: user.userId, name: "Old", prefix: "ps_old", hash: "old-hash" });
    const [old] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.hash, "old-hash"));
    expect(old!.scope).toBe("full");
  });

  it("read reads only; generate reads and generates; full does everything", async () => {
    const read = await newUserWithKey(t, { scope: "read" });
    const before = (await (await withKey(read.key, "/api/v1/allowance")).json()).remaining;
    expect((await withKey(read.key, "/api/v1/saved-prompts")).status).toBe(200);
    await refusedForScope(await withKey(read.key, "/api/v1/generate", { json: textRequest() }), "This key's scope is 'read'; this operation needs 'generate' or 'full'.");
    await refusedForScope(await withKey(read.key, "/api/v1/saved-prompts", { json: prompt }), "This key's scope is 'read'; this operation needs 'full'.");
    expect((await (await withKey(read.key, "/api/v1/allowance")).json()).remaining).toBe(before);
    expect((await (await withKey(read.key, "/api/v1/saved-prompts")).json()).items).toEqual([]);
    // A path nothing answers is a 404 whatever the key.
    expect((await withKey(read.key, "/api/v1/nothing-here", { json: {} })).status).toBe(404);

    const generate = await newUserWithKey(t, { scope: "generate" });
    expect((await withKey(generate.key, "/api/v1/allowance")).status).toBe(200);
    expect((await withKey(generate.key, "/api/v1/generate", { json: textRequest() })).status).toBe(200);
    const improve = { promptType: "improve", prompt: "write a poem about the sea", target: "text" };
    expect((await withKey(generate.key, "/api/v1/generate", { json: improve })).status).toBe(200);
    await refusedForScope(await withKey(generate.key, "/api/v1/saved-prompts", { json: prompt }), "This key's scope is 'generate'; this operation needs 'full'.");

    const full = await newUserWithKey(t, { scope: "full" });
    const saved = await withKey(full.key, "/api/v1/saved-prompts", { json: prompt });
    expect(saved.status).toBe(201);
    expect((await withKey(full.key, "/api/v1/generate", { json: textRequest() })).status).toBe(200);
    expect((await withKey(full.key, `/api/v1/saved-prompts/${(await saved.json()).id}`, { method: "DELETE" })).status).toBe(204);
  });

  it("are declared on every operation of the document, and a narrower key is refused on each operation beyond it", async () => {
    const document = await (await t.app.request("/api/openapi.json")).json();
    const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>)
      .filter(([path]) => path.startsWith("/api/v1/"))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
    expect(operations.length).toBeGreaterThanOrEqual(15);
    const keys = Object.fromEntries(
      await Promise.all(API_KEY_SCOPES.map(async (scope) => [scope, (await newUserWithKey(t, { scope })).key] as const)),
    ) as Record<ApiKeyScope, string>;

    for (const { path, method, operation } of operations) {
      const name = `${method.toUpperCase()} ${path}`;
      const scope = operation["x-required-scope"];
      // A GET reads; anything else needs more than a read-only key.
      if (method === "get") expect(scope, name).toBe("read");
      else expect(["generate", "full"], name).toContain(scope);
      expect(operation.security, name).toEqual([{ apiKey: [scope] }]);
      expect(operation.description, name).toContain(`Needs a key with the \`${scope}\``);
      expect(operation.responses["403"], name).toBeDefined();

      // Any id will do: the scope is checked before the request is.
      const url = path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
      const init = { method: method.toUpperCase(), json: method === "get" || method === "delete" ? undefined : {} };
      for (const held of API_KEY_SCOPES) {
        const res = await withKey(keys[held], url, init);
        const code = res.status === 403 ? (await res.json()).code : null;
        const allowed = held === "full" || held === scope || (held === "generate" && scope === "read");
        expect(code === "insufficient_scope", `${name} with a ${held} key (${res.status})`).toBe(!allowed);
      }
    }
    expect(operations.find(({ path, method }) => method === "post" && path === "/api/v1/generate")?.operation["x-required-scope"]).toBe("generate");
  });
});

type Operation = { "x-required-scope": ApiKeyScope; security: unknown; description: string; responses: Record<string, unknown> };
