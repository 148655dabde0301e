import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
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
const INDEX_HTML = '<!doctype html><html><head><title>Promptsmith</title></head><body><div id="root"></div></body></html>';
writeFileSync(path.join(webDist, "index.html"), INDEX_HTML);

/**
 * A build with a renderer beside it (dist/web and dist/web-server), standing in for the app's own: it says which
 * page it rendered for whom, fails on /broken and never finishes /slow.
 */
function builtWithRenderer(): string {
  const root = mkdtempSync(path.join(tmpdir(), "promptsmith-dist-"));
  const distDir = path.join(root, "web");
  mkdirSync(path.join(distDir, ".vite"), { recursive: true });
  mkdirSync(path.join(root, "web-server"));
  writeFileSync(path.join(distDir, "index.html"), INDEX_HTML);
  writeFileSync(
    path.join(distDir, ".vite/manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-e.js", name: "index" },
      "_ui-u.js": { file: "assets/ui-u.js", name: "ui", imports: ["index.html"] },
      "_signed-in-s.js": { file: "assets/signed-in-s.js", name: "signed-in", imports: ["_ui-u.js", "index.html"] },
      "src/web/features/auth/pages/index.ts": { file: "assets/pages-p.js", name: "pages", imports: ["_ui-u.js"] },
    }),
  );
  writeFileSync(
    path.join(root, "web-server/server-render.js"),
    `export async function renderPage(url, session) {
      if (url === "/broken") throw new Error("broken page");
      if (url === "/slow") return new Promise(() => {});
      const title = url === "/about" ? undefined : "Page <" + url + "> · Promptsmith";
      return { html: "<main>" + url + " for " + (session?.user ? "a user" : "a visitor") + "</main>", talksToApi: url !== "/about", title };
    }`,
  );
  return distDir;
}

const silent = pino({ level: "silent" });
const titleOf = (html: string) => html.match(/<title>(.*?)<\/title>/s)?.[1];
const rootOf = (html: string) => html.match(/<div id="root">(.*?)<\/div>/s)?.[1];
const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]);

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
    expect(await embeddedSession(visitor)).toEqual({ user: null, team: null });

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
    const app = webApp({ distDir: webDist, sessionOf: () => new Promise(() => {}), logger: silent });
    // A lookup that never settles: without the bound, this request would never be answered.
    const res = await app.request("/build-text");
    expect(res.status).toBe(200);
    expect(await embeddedSession(res)).toBeUndefined();
  });

  it("go out, still kept from search engines, without a data page's content that does not come (the app asks the API)", async () => {
    const dataPageOf = (path: string) => (path === "/p/t" ? { noindex: true, load: () => new Promise<never>(() => {}) } : undefined);
    const app = webApp({ distDir: webDist, sessionOf: async () => ({ user: null }), logger: silent, dataPageOf });
    const res = await app.request("/p/t");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('id="page-data"');
    const other = await app.request("/about");
    expect(other.headers.get("x-robots-tag")).toBeNull();
    expect(await other.text()).not.toContain('name="robots"');
  });
});

describe("pages rendered by the server", () => {
  const distDir = builtWithRenderer();
  const visitor = async () => ({ user: null });
  const user = async () => ({ user: { id: "u1" } });

  it("arrive with the page's markup and fetch the code that hydrates it: the sign-in screens for a visitor", async () => {
    const html = await (await webApp({ distDir, sessionOf: visitor, logger: silent }).request("/login?next=1")).text();
    expect(rootOf(html)).toBe("<main>/login?next=1 for a visitor</main>");
    expect(preloadsOf(html)).toEqual(["/assets/pages-p.js", "/assets/ui-u.js"]);
  });

  it("carry the page's own title, escaped, and index.html's when the page names none", async () => {
    const app = webApp({ distDir, sessionOf: visitor, logger: silent });
    expect(titleOf(await (await app.request("/login")).text())).toBe("Page &lt;/login&gt; · Promptsmith");
    expect(titleOf(await (await app.request("/about")).text())).toBe("Promptsmith");
    expect(titleOf(await (await app.request("/broken")).text())).toBe("Promptsmith");
  });

  it("fetch the signed-in app for a user, and nothing extra for a page that does not talk to the API", async () => {
    const app = webApp({ distDir, sessionOf: user, logger: silent });
    const builder = await (await app.request("/build-text")).text();
    expect(rootOf(builder)).toBe("<main>/build-text for a user</main>");
    expect(preloadsOf(builder)).toEqual(["/assets/signed-in-s.js", "/assets/ui-u.js"]);
    expect(preloadsOf(await (await app.request("/about")).text())).toEqual([]);
  });

  it("go out without markup when the rendering fails or does not finish, for the browser to render", async () => {
    const app = webApp({ distDir, sessionOf: user, logger: silent });
    for (const page of ["/broken", "/slow"]) {
      const res = await app.request(page);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(rootOf(html)).toBe("");
      expect(preloadsOf(html)).toEqual([]);
      expect(await embeddedSession(new Response(html))).toEqual({ user: { id: "u1" } });
    }
  });
});
