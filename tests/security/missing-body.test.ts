import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../support/test-app";
import { call, newClient, signedInUser } from "../support/users";

/**
 * Every route of the document that takes a body (POST, PUT, PATCH), sent none and no Content-Type: a client's
 * mistake, so a 4xx in our error shape, never a 500 — signed out, signed in, and with an API key.
 */
describe("a request without a body, on every route that takes one", () => {
  const t = setupTestApp();

  async function bodyRoutes(): Promise<string[]> {
    const document = (await (await t.app.request("/api/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
    return Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ["post", "put", "patch"].includes(method))
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, (name) => (name === "{version}" ? "1" : randomUUID()))}`),
    );
  }

  it("is refused with a 4xx and our error shape, whoever sends it", async () => {
    const user = await signedInUser(t);
    const { key } = await (await call(t, user.client, "/api/api-keys", { json: { name: "No body" } })).json();
    const routes = await bodyRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const answers: string[] = [];
    for (const route of routes) {
      const [method, path] = route.split(" ") as [string, string];
      // better-auth's routes signed out only: signed in, some of them (sign-out, revoke-sessions) would end the session.
      const senders: { label: string; headers: Record<string, string> }[] = path.startsWith("/api/v1/")
        ? [{ label: "with a key", headers: { authorization: `Bearer ${key}` } }]
        : path.startsWith("/api/auth/")
          ? [{ label: "signed out", headers: {} }]
          : [{ label: "signed out", headers: {} }, { label: "signed in", headers: { cookie: user.client.cookie } }];
      for (const { label, headers } of senders) {
        // A fresh address each time: the sign-in and mail limits must not hide a 500 behind a 429.
        const res = await call(t, newClient(), path, { method, headers });
        const body = res.headers.get("content-type")?.includes("json") ? await res.json() : undefined;
        // A route whose body is optional may answer 2xx; better-auth answers in its own shape ({ code, message }); the
        // public API in problem details ({ type, title, status, detail, code }).
        const code = path.startsWith("/api/v1/") ? body?.code : body?.error?.code;
        const ours = res.status < 400 || (res.status < 500 && (typeof code === "string" || path.startsWith("/api/auth/")));
        if (!ours) answers.push(`${route} ${label}: ${res.status} ${JSON.stringify(body)}`);
      }
    }
    expect(answers).toEqual([]);
  });
});
