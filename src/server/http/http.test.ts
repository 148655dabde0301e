import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../../../tests/support/test-app";

const webDist = mkdtempSync(path.join(tmpdir(), "promptsmith-web-"));
writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Promptsmith</title>");

describe("HTTP foundation", () => {
  const t = setupTestApp({ webDist });

  it("GET /api/health answers ok when the database answers", async () => {
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers unknown API paths with a JSON 404 in the error shape", async () => {
    const res = await t.app.request("/api/no-such-thing", { method: "POST" });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "No such API endpoint." } });
  });

  it("refuses a body over 64 KB with 413 in the error shape", async () => {
    const res = await t.app.request("/api/health", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ blob: "x".repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("payload_too_large");
  });

  it("refuses a body whose declared length is over 64 KB from its headers, and counts a chunked one as it streams", async () => {
    const blob = JSON.stringify({ blob: "x".repeat(70 * 1024) });
    const declared = await t.app.request("/api/health", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(blob)) },
      body: blob,
    });
    expect(declared.status).toBe(413);
    expect((await declared.json()).error.code).toBe("payload_too_large");

    const chunks = [blob.slice(0, 40 * 1024), blob.slice(40 * 1024)];
    const chunked = await t.app.request("/api/health", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new ReadableStream({
        pull(controller) {
          const chunk = chunks.shift();
          if (chunk === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(chunk));
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await chunked.json()).error.code).toBe("payload_too_large");
  });

  it("serves the web app for any non-API path, with the security headers", async () => {
    for (const pathname of ["/", "/build-text", "/no/such/page"]) {
      const res = await t.app.request(pathname);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("<title>Promptsmith</title>");
      expectSecurityHeaders(res);
    }
  });

  it("puts the security headers on API answers, and no HSTS over plain http", async () => {
    const res = await t.app.request("/api/health");
    expectSecurityHeaders(res);
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("answers 503 with a clear body when the database has gone away", async () => {
    // A second app over a database that has gone away: health must say so with 503.
    const { createTestDatabase } = await import("../../../tests/support/test-database");
    const { createApp } = await import("../app");
    const pino = (await import("pino")).default;
    const gone = await createTestDatabase();
    await gone.destroy();
    const app = createApp({ config: t.config, database: gone, logger: pino({ level: "silent" }), clock: t.clock });
    const res = await app.request("/api/health");
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body).toEqual({
      status: "unavailable",
      error: { code: "database_unavailable", message: "The database is not answering." },
    });
  });
});

describe("HTTP foundation over https", () => {
  const t = setupTestApp({ env: { APP_URL: "https://promptsmith.example" }, webDist });

  it("sends HSTS when the app is served over https", async () => {
    const res = await t.app.request("/api/health");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
  });
});

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
}
