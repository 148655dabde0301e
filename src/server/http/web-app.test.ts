import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../../../tests/support/test-app";
import { createTestDatabase } from "../../../tests/support/test-database";
import { call, newClient, signedInUser } from "../../../tests/support/users";
import { createApp } from "../app";
import { webApp } from "./web-app";

const webDist = mkdtempSync(path.join(tmpdir(), "promptsmith-web-"));
writeFileSync(path.join(webDist, "index.html"), "<!doctype html><html><head><title>Promptsmith</title></head><body></body></html>");

/** The session the page carries, parsed as the web app reads it; undefined when it carries none. */
async function embeddedSession(res: Response): Promise<unknown> {
  const html = await res.text();
  const json = html.match(/<script type="application\/json" id="session">(.*?)<\/script>/s)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe("web app pages", () => {
  const t = setupTestApp({ webDist });

  it("carry who is signed in, as GET /api/session answers it, and are never cached", async () => {
    const visitor = await call(t, newClient(), "/build-text");
    expect(visitor.headers.get("cache-control")).toBe("no-store");
    expect(await embeddedSession(visitor)).toEqual({ user: null });

    const user = await signedInUser(t);
    const page = await call(t, user.client, "/build-text");
    const session = await (await call(t, user.client, "/api/session")).json();
    expect(await embeddedSession(page)).toEqual(session);
    expect(session.user).toMatchObject({ id: user.id, email: user.email });
  });

  it("escape what the user typed, so a name cannot close the element", async () => {
    const user = await signedInUser(t);
    const name = "</script><script>alert(1)</script>";
    expect((await call(t, user.client, "/api/account", { method: "PATCH", json: { name } })).status).toBe(200);
    // The landing page too: "/" is a page, not the static index.html.
    const res = await call(t, user.client, "/");
    const html = await res.clone().text();
    expect(html).not.toContain("<script>alert(1)");
    expect(await embeddedSession(res)).toMatchObject({ user: { name } });
  });

  it("still load, without a session, when the database has gone away", async () => {
    const { client } = await signedInUser(t);
    const gone = await createTestDatabase();
    await gone.destroy();
    const app = createApp({ config: t.config, database: gone, logger: pino({ level: "silent" }), clock: t.clock }, { webDist });
    const headers = { cookie: client.cookie };
    const res = await app.request("/build-text", { headers });
    expect(res.status).toBe(200);
    // Carrying nothing, not "signed out": the web app asks GET /api/session itself.
    expect(await embeddedSession(res)).toBeUndefined();
  });

  it("do not wait long for a session that does not come", async () => {
    const app = webApp({ distDir: webDist, sessionOf: () => new Promise(() => {}) });
    // A lookup that never settles: without the bound, this request would never be answered.
    const res = await app.request("/build-text");
    expect(res.status).toBe(200);
    expect(await embeddedSession(res)).toBeUndefined();
  });
});
