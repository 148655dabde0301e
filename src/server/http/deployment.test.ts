import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountActivity } from "@/server/db/schema";
import { PRODUCTION_ENV, setupTestApp, type TestApp } from "../../../tests/support/test-app";
import { call, newClient, PASSWORD, signedInUser, uniqueEmail } from "../../../tests/support/users";
import { DEMO_DEPLOYMENT_NOTICE } from "../app";

const webDist = mkdtempSync(path.join(tmpdir(), "promptsmith-web-"));
writeFileSync(path.join(webDist, "index.html"), '<!doctype html><title>Promptsmith</title><body><div id="root"></div></body>');

/** Sign-ups through one socket (the load balancer's), each with the X-Forwarded-For chain given. */
async function signUpsThroughProxy(t: TestApp, chains: string[]) {
  const statuses: number[] = [];
  for (const chain of chains) {
    const res = await call(t, { ip: "10.0.0.1", cookie: "" }, "/api/auth/sign-up/email", {
      json: { email: uniqueEmail("proxied"), password: PASSWORD, name: "" },
      headers: { "x-forwarded-for": chain },
    });
    statuses.push(res.status);
  }
  return statuses;
}

describe("behind a proxy (TRUST_PROXY=1)", () => {
  const t = setupTestApp({ env: { TRUST_PROXY: "1" }, webDist });

  it("gives each visitor their own rate-limit bucket, keyed on the hop the proxy added", async () => {
    const visitors = Array.from({ length: 7 }, (_, i) => `198.51.100.${i + 1}`);
    expect(await signUpsThroughProxy(t, visitors)).toEqual(visitors.map(() => 200));
  });

  it("ignores what the client wrote further left in X-Forwarded-For", async () => {
    const spoofed = Array.from({ length: 6 }, (_, i) => `192.0.2.${i + 1}, 203.0.113.9`);
    expect((await signUpsThroughProxy(t, spoofed)).at(-1)).toBe(429);
  });

  it("records the client's address in the activity log", async () => {
    const user = await signedInUser(t);
    await call(t, user.client, "/api/auth/sign-in/email", {
      json: { email: user.email, password: user.password },
      headers: { "x-forwarded-for": "192.0.2.200, 203.0.113.50" },
    });
    const logins = await t.database.db
      .select({ ip: accountActivity.ipAddress })
      .from(accountActivity)
      .where(and(eq(accountActivity.userId, user.id), eq(accountActivity.activityType, "login")));
    expect(logins.map((row) => row.ip)).toContain("203.0.113.50");
    expect(logins.map((row) => row.ip)).not.toContain("192.0.2.200");
  });
});

describe("with clients connecting directly (TRUST_PROXY unset)", () => {
  const t = setupTestApp({ webDist });

  it("keys rate limits on the socket and ignores X-Forwarded-For", async () => {
    const chains = Array.from({ length: 6 }, (_, i) => `198.51.100.${i + 1}`);
    expect((await signUpsThroughProxy(t, chains)).at(-1)).toBe(429);
  });

  it("marks every API answer about the session no-store", async () => {
    const user = await signedInUser(t);
    for (const route of ["/api/account", "/api/billing/subscription", "/api/saved-prompts", "/api/saved-inputs", "/api/session"]) {
      const res = await call(t, user.client, route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get("cache-control"), route).toBe("no-store");
    }
    const refused = await call(t, newClient(), "/api/account");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });

  it("shows no demo notice on pages outside a declared demo deployment", async () => {
    expect(await (await t.app.request("/")).text()).not.toContain(DEMO_DEPLOYMENT_NOTICE);
  });
});

describe("in production", () => {
  const t = setupTestApp({ env: PRODUCTION_ENV, webDist });

  it("has no development mailbox and no test clock", async () => {
    for (const route of ["/dev/mailbox", "/api/dev/mailbox"]) {
      const res = await t.app.request(route);
      expect(await res.text(), route).not.toContain("mailbox");
    }
    expect((await t.app.request("/api/dev/mailbox")).status).toBe(404);
    const clock = await call(t, newClient(), "/api/test/clock", { json: { offsetMs: 1000 } });
    expect(clock.status).toBe(404);
  });

  it("says on every page of a demo deployment that nothing is charged", async () => {
    for (const route of ["/", "/login", "/billing"]) {
      const page = await (await t.app.request(route)).text();
      expect(page, route).toContain(`<div role="note"`);
      expect(page, route).toContain(DEMO_DEPLOYMENT_NOTICE);
    }
  });
});
