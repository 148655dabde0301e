import { describe, expect, it } from "vitest";
import { responseChecker, type ApiDocument } from "../../../tests/support/contract";
import { setupTestApp } from "../../../tests/support/test-app";

const t = setupTestApp();

/** Not product API: the test clock (NODE_ENV=test only) and the development mailbox (never in production). */
const NOT_PRODUCT = /^\/api\/(test|dev)\//;

async function document(): Promise<ApiDocument & { openapi: string; components: { securitySchemes: object } }> {
  const res = await t.app.request("/api/openapi.json");
  expect(res.status).toBe(200);
  return res.json();
}

describe("the API contract (/api/openapi.json)", () => {
  it("is an OpenAPI 3.1 document with every route of the app, better-auth's included", async () => {
    const doc = await document();
    expect(doc.openapi).toBe("3.1.0");
    const declared = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)),
    );
    const served = t.app.routes
      .filter((route) => route.path.startsWith("/api/") && route.method !== "ALL" && !route.path.endsWith("*"))
      .filter((route) => !NOT_PRODUCT.test(route.path))
      .map((route) => `${route.method} ${route.path.replace(/:([^/]+)/g, "{$1}")}`);
    expect(served.length).toBeGreaterThan(40);
    expect(served.filter((route) => !declared.has(route))).toEqual([]);
    // better-auth's routes arrive through one wildcard; its own document lists them.
    for (const route of ["POST /api/auth/sign-in/email", "POST /api/auth/sign-up/email", "POST /api/auth/two-factor/verify-totp"]) {
      expect(declared).toContain(route);
    }
    expect(Object.keys(doc.components.securitySchemes)).toEqual(expect.arrayContaining(["session", "apiKey"]));
  });

  it("declares every refusal's codes, and the checker every test answer passes through catches a wrong shape", async () => {
    const check = responseChecker(await document());
    const json = "application/json";
    expect(check("GET", "/api/health", 200, json, JSON.stringify({ status: "ok" }))).toBeNull();
    expect(check("GET", "/api/health", 200, json, JSON.stringify({ status: "fine" }))).toMatch(/does not match its schema/);
    expect(check("GET", "/api/health", 418, json, "{}")).toMatch(/a status it does not declare/);
    const refused = (code: string) => JSON.stringify({ error: { code, message: "No." } });
    expect(check("DELETE", "/api/account", 403, json, refused("invalid_password"))).toBeNull();
    expect(check("DELETE", "/api/account", 403, json, refused("allowance_exhausted"))).toMatch(/does not match/);
  });

  it("serves the API reference from our own files, with no script inline or from elsewhere", async () => {
    const page = await t.app.request("/docs/api");
    expect(page.status).toBe(200);
    const html = await page.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => attributes?.match(/src="([^"]+)"/)?.[1])).toEqual(["/docs/api/scalar.js", "/docs/api/start.js"]);
    expect(scripts.every(([, , body]) => body?.trim() === "")).toBe(true);
    for (const src of ["/docs/api/scalar.js", "/docs/api/start.js"]) {
      const res = await t.app.request(src);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/javascript/);
    }
  });
});
