import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, sessions, users } from "@/server/db/schema";
import { startOpenIdProvider } from "../../../tests/support/openid-provider";
import { setupTestApp, type TestApp } from "../../../tests/support/test-app";
import { call, type Client, newClient, signedInUser } from "../../../tests/support/users";

type Provider = Awaited<ReturnType<typeof startOpenIdProvider>>;
let provider: Provider;
const env: Record<string, string> = { GOOGLE_CLIENT_ID: "promptsmith-test", GOOGLE_CLIENT_SECRET: "test-secret" };

beforeAll(async () => {
  provider = await startOpenIdProvider();
  env.GOOGLE_DISCOVERY_URL = provider.discoveryUrl;
});
afterAll(() => provider?.stop());

/** Runs the browser's part of the OAuth dance: start, authorize at the provider, return to our callback. */
async function googleSignIn(t: TestApp, client: Client) {
  const start = await call(t, client, "/api/auth/sign-in/social", {
    json: { provider: "google", callbackURL: "/auth/callback", errorCallbackURL: "/auth/callback" },
  });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const authorize = new URL(url);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("state")).toBeTruthy();
  expect(authorize.searchParams.get("access_type")).toBe("offline");
  expect(authorize.searchParams.get("prompt")).toBe("consent");

  const atProvider = await fetch(url, { redirect: "manual" });
  const back = new URL(atProvider.headers.get("location")!);
  expect(`${back.origin}`).toBe(t.config.appUrl);
  const callback = await call(t, client, back.pathname + back.search);
  expect(callback.status).toBe(302);
  return new URL(callback.headers.get("location")!, t.config.appUrl);
}

describe("Google sign-in (against a local OpenID provider)", () => {
  const t = setupTestApp({ env });

  it("says Google is available when it is configured", async () => {
    expect(await (await call(t, newClient(), "/api/auth/providers")).json()).toEqual({ google: true });
  });

  it("signs up a new user, then signs the same subject in again even after an e-mail change at Google", async () => {
    provider.next({ sub: "google-sub-42", email: "grace@example.com", name: "Grace Hopper" });
    const first = newClient();
    const landing = await googleSignIn(t, first);
    expect(landing.pathname).toBe("/auth/callback");
    const me = await (await call(t, first, "/api/account")).json();
    expect(me).toMatchObject({ email: "grace@example.com", name: "Grace Hopper", emailVerified: true });

    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userId, me.id));
    expect(account).toMatchObject({ providerId: "google", accountId: "google-sub-42" });

    provider.next({ sub: "google-sub-42", email: "grace.hopper@example.com", name: "Grace Hopper" });
    const second = newClient();
    await googleSignIn(t, second);
    expect((await (await call(t, second, "/api/account")).json()).id).toBe(me.id);
  });

  it("lets a Google-only account delete itself without a password right after signing in, not 10 minutes on", async () => {
    provider.next({ sub: "google-sub-leaving", email: "leaving@example.com", name: "Leaving" });
    const client = newClient();
    await googleSignIn(t, client);
    const { id } = await (await call(t, client, "/api/account")).json();
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, id));
    const stale = await call(t, client, "/api/account", { method: "DELETE", json: {} });
    expect(stale.status).toBe(403);
    expect((await stale.json()).error.code).toBe("reauthentication_required");

    // Signing in again with Google opens a fresh session, which confirms the deletion.
    provider.next({ sub: "google-sub-leaving", email: "leaving@example.com", name: "Leaving" });
    const again = newClient();
    await googleSignIn(t, again);
    expect((await call(t, again, "/api/account", { method: "DELETE", json: {} })).status).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, id))).toEqual([]);
  });

  it("does not join a Google identity to a password account by e-mail alone", async () => {
    const existing = await signedInUser(t);
    provider.next({ sub: "google-sub-other", email: existing.email, name: "Someone" });
    const client = newClient();
    const landing = await googleSignIn(t, client);
    expect(landing.searchParams.get("error")).toBeTruthy();
    expect((await call(t, client, "/api/account")).status).toBe(401);
    const linked = await t.database.db.select().from(accounts).where(eq(accounts.userId, existing.id));
    expect(linked.map((a) => a.providerId)).toEqual(["credential"]);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(user?.name).toBe("");
  });
});

describe("Google sign-in when not configured", () => {
  const t = setupTestApp();

  it("is hidden and refused", async () => {
    expect(await (await call(t, newClient(), "/api/auth/providers")).json()).toEqual({ google: false });
    const start = await call(t, newClient(), "/api/auth/sign-in/social", { json: { provider: "google", callbackURL: "/" } });
    expect(start.status).toBeGreaterThanOrEqual(400);
  });
});
