import { describe, expect, it } from "vitest";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, newClientIp, signedInUser } from "../../../tests/support/users";
import { API_KEY_RATE_LIMIT } from "./http-manners";

const t = setupTestApp();

/** A request from a tool at a fresh address (or `ip`), with neither cookies nor an Origin unless given. */
function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: string; ip?: string } = {}) {
  const { ip = newClientIp(), ...rest } = init;
  return t.app.request(path, rest, { incoming: { socket: { remoteAddress: ip } } });
}

async function keyOf() {
  const user = await signedInUser(t);
  const { key } = (await (await call(t, user.client, "/api/api-keys", { json: { name: "Manners" } })).json()) as { key: string };
  return { user, auth: { authorization: `Bearer ${key}` } };
}

describe("/api/v1's HTTP manners", () => {
  it("lets a browser app on another origin call it with a key, never with cookies: the preflight needs no key", async () => {
    const { user, auth } = await keyOf();
    const preflight = await send("/api/v1/saved-prompts", {
      method: "OPTIONS",
      headers: { origin: "https://tool.example", "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("authorization");
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();

    const answer = await send("/api/v1/allowance", { headers: { origin: "https://tool.example", ...auth } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    expect(answer.headers.get("access-control-expose-headers")).toContain("RateLimit-Remaining");
    // A session cookie is nothing here, from any origin.
    const cookieOnly = await send("/api/v1/allowance", { headers: { origin: "https://tool.example", cookie: user.client.cookie } });
    expect(cookieOnly.status).toBe(401);
    expect(cookieOnly.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("answers 405 with Allow for a method a path does not take, and 404 for a path it does not have", async () => {
    const { auth } = await keyOf();
    const allowance = await send("/api/v1/allowance", { method: "DELETE", headers: auth });
    expect(allowance.status).toBe(405);
    expect(allowance.headers.get("allow")).toBe("GET, HEAD");
    expect(await allowance.json()).toMatchObject({ status: 405, code: "method_not_allowed" });
    const prompt = await send("/api/v1/saved-prompts/some-id", { method: "PUT", headers: auth });
    expect(prompt.status).toBe(405);
    expect(prompt.headers.get("allow")?.split(", ").sort()).toEqual(["DELETE", "GET", "HEAD", "PATCH"]);
    const nowhere = await send("/api/v1/nothing-here", { headers: auth });
    expect(nowhere.status).toBe(404);
    expect(nowhere.headers.get("content-type")).toBe("application/problem+json");
  });

  it("answers 401 with WWW-Authenticate and RateLimit-*, counting requests without a valid key per address", async () => {
    const ip = newClientIp();
    const none = await send("/api/v1/allowance", { ip });
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe('Bearer realm="Promptsmith API"');
    expect(none.headers.get("ratelimit-limit")).toBe(String(API_KEY_RATE_LIMIT.max));
    expect(none.headers.get("ratelimit-remaining")).toBe(String(API_KEY_RATE_LIMIT.max - 1));
    const wrong = await send("/api/v1/allowance", { ip, headers: { authorization: "Bearer ps_wrong" } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toBe('Bearer realm="Promptsmith API", error="invalid_token"');
    expect(wrong.headers.get("ratelimit-remaining")).toBe(String(API_KEY_RATE_LIMIT.max - 2));
  });

  it("answers 413 with the key's RateLimit-*, and takes an import up to the import's limit, as the app does", async () => {
    const { auth } = await keyOf();
    const json = { ...auth, "content-type": "application/json" };
    const big = JSON.stringify({ title: "Big", content: "x".repeat(70 * 1024), promptType: "text" });
    const refused = await send("/api/v1/saved-prompts", { method: "POST", headers: { ...json, "content-length": String(big.length) }, body: big });
    expect(refused.status).toBe(413);
    expect(refused.headers.get("ratelimit-remaining")).toBe(String(API_KEY_RATE_LIMIT.max - 1));
    expect(await refused.json()).toMatchObject({ status: 413, code: "payload_too_large" });
    // Over 64 KB in all, each within a prompt's length, within the free plan's 10 prompts.
    const prompts = Array.from({ length: 5 }, (_, i) => ({ title: `Imported ${i}`, content: "y".repeat(15_000), promptType: "text" }));
    const file = JSON.stringify({ format: "promptsmith.saved-prompts", version: 1, prompts });
    const imported = await send("/api/v1/saved-prompts/import", { method: "POST", headers: { ...json, "content-length": String(file.length) }, body: file });
    expect(imported.status).toBe(200);
    expect(await imported.json()).toMatchObject({ imported: 5 });
  });

  it("refuses in RFC 9457 problem details, while the web app's own routes keep their error shape", async () => {
    const { user, auth } = await keyOf();
    const body = JSON.stringify({ title: "", content: "Text", promptType: "text" });
    const res = await send("/api/v1/saved-prompts", { method: "POST", headers: { ...auth, "content-type": "application/json" }, body });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.headers.get("ratelimit-remaining")).toMatch(/^\d+$/);
    expect(await res.json()).toEqual({
      type: "urn:promptsmith:problem:invalid_input",
      title: "Invalid input",
      status: 400,
      detail: expect.any(String),
      code: "invalid_input",
      fields: { title: [expect.any(String)] },
    });
    const app = await call(t, user.client, "/api/saved-prompts", { json: JSON.parse(body) });
    expect(app.status).toBe(400);
    expect(app.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await app.json()).toMatchObject({ error: { code: "invalid_input", fields: { title: [expect.any(String)] } } });
  });
});
