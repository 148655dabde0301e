import { describe, expect, it } from "vitest";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, type Client, newClient, signedInUser } from "../../../tests/support/users";

interface SessionView {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

describe("the user's sessions", () => {
  const t = setupTestApp();

  const listSessions = async (client: Client) =>
    ((await (await call(t, client, "/api/security/sessions")).json()) as { sessions: SessionView[] }).sessions;

  /** Signs the same user in again from another device. */
  async function anotherDevice(email: string, password: string, userAgent: string) {
    const client = newClient();
    const res = await call(t, client, "/api/auth/sign-in/email", { json: { email, password }, headers: { "user-agent": userAgent } });
    expect(res.status).toBe(200);
    return client;
  }

  it("lists the user's own sessions by id, with device, address and this device marked, and no tokens", async () => {
    const user = await signedInUser(t);
    const phone = await anotherDevice(user.email, user.password, "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1");
    const stranger = await signedInUser(t);

    const listed = await listSessions(user.client);
    expect(listed).toHaveLength(2);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    const fromPhone = listed.find((s) => !s.current)!;
    expect(fromPhone).toMatchObject({ ipAddress: phone.ip, userAgent: expect.stringContaining("iPhone") });
    expect(listed.find((s) => s.current)?.ipAddress).toBe(user.client.ip);
    for (const session of listed) expect(Object.keys(session).sort()).toEqual(["createdAt", "current", "id", "ipAddress", "lastSeenAt", "userAgent"]);
    expect((await listSessions(stranger.client)).map((s) => s.id)).not.toContain(fromPhone.id);

    // better-auth's own listing carries every session's token: it is switched off.
    expect((await call(t, user.client, "/api/auth/list-sessions")).status).toBe(404);
    expect((await call(t, user.client, "/api/auth/revoke-session", { json: { token: "x" } })).status).toBe(404);
  });

  it("signs out one other session by id, but not this one and not another user's", async () => {
    const user = await signedInUser(t);
    const laptop = await anotherDevice(user.email, user.password, "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0");
    const stranger = await signedInUser(t);
    const [strangers] = await listSessions(stranger.client);
    const listed = await listSessions(user.client);
    const current = listed.find((s) => s.current)!;
    const other = listed.find((s) => !s.current)!;

    const notMine = await call(t, user.client, `/api/security/sessions/${strangers!.id}`, { method: "DELETE" });
    expect(notMine.status).toBe(404);
    expect((await call(t, stranger.client, "/api/account")).status).toBe(200);

    const mine = await call(t, user.client, `/api/security/sessions/${current.id}`, { method: "DELETE" });
    expect(mine.status).toBe(400);
    expect((await mine.json()).error.code).toBe("current_session");

    const ended = await call(t, user.client, `/api/security/sessions/${other.id}`, { method: "DELETE" });
    expect(ended.status).toBe(204);
    expect((await call(t, laptop, "/api/account")).status).toBe(401);
    expect((await listSessions(user.client)).map((s) => s.id)).toEqual([current.id]);
    expect((await call(t, user.client, `/api/security/sessions/${other.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("signs out every other session at once, keeping this one", async () => {
    const user = await signedInUser(t);
    const devices = [
      await anotherDevice(user.email, user.password, "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0 Safari/537.36"),
      await anotherDevice(user.email, user.password, "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15"),
    ];
    expect(await listSessions(user.client)).toHaveLength(3);
    const res = await call(t, user.client, "/api/auth/revoke-other-sessions", { json: {} });
    expect(res.status).toBe(200);
    for (const device of devices) expect((await call(t, device, "/api/account")).status).toBe(401);
    const left = await listSessions(user.client);
    expect(left.map((s) => s.current)).toEqual([true]);
  });

  it("says whether two-factor sign-in is on, and answers 401 when signed out", async () => {
    const user = await signedInUser(t);
    expect(await (await call(t, user.client, "/api/security/two-factor")).json()).toEqual({ enabled: false });
    for (const path of ["/api/security/two-factor", "/api/security/sessions"]) {
      expect((await call(t, newClient(), path)).status).toBe(401);
    }
  });
});
