import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "@/server/db/schema";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, latestMail, newClient, openLink, PASSWORD, signedInUser, uniqueEmail } from "../../../tests/support/users";

const DAY = 24 * 60 * 60 * 1000;

// A built web app of one page, so that pages carry the session as they do in production.
const webDist = mkdtempSync(path.join(tmpdir(), "promptsmith-web-"));
writeFileSync(path.join(webDist, "index.html"), '<!doctype html><html><head><title>P</title></head><body><div id="root"></div></body></html>');

describe("sessions", () => {
  const t = setupTestApp({ webDist });

  it("ends every other session on a password change, whatever the client asks, and mails a notice", async () => {
    const user = await signedInUser(t);
    const otherDevice = newClient();
    await call(t, otherDevice, "/api/auth/sign-in/email", { json: { email: user.email, password: PASSWORD } });
    expect((await call(t, otherDevice, "/api/account")).status).toBe(200);

    const changed = await call(t, user.client, "/api/auth/change-password", {
      json: { currentPassword: PASSWORD, newPassword: "the new password", revokeOtherSessions: false },
    });
    expect(changed.status).toBe(200);
    expect((await call(t, otherDevice, "/api/account")).status).toBe(401);
    expect((await call(t, user.client, "/api/account")).status).toBe(200);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    const notice = await latestMail(t, user.email);
    expect(notice.subject).toBe("Security notice for your Promptsmith account");
    expect(notice.textBody).toMatch(/password of your Promptsmith account was just changed/);
  });

  it("mails a notice when the password is reset", async () => {
    const user = await signedInUser(t);
    await call(t, newClient(), "/api/auth/request-password-reset", { json: { email: user.email, redirectTo: "/reset-password" } });
    const token = new URL((await latestMail(t, user.email)).link!).searchParams.get("token");
    const reset = await call(t, newClient(), "/api/auth/reset-password", { json: { token, newPassword: "a brand new password" } });
    expect(reset.status).toBe(200);
    expect((await latestMail(t, user.email)).textBody).toMatch(/password of your Promptsmith account was just changed/);
  });

  it("tells the old address when the e-mail change is confirmed, and not before", async () => {
    const user = await signedInUser(t);
    const newEmail = uniqueEmail("new");
    await call(t, user.client, "/api/auth/change-email", { json: { newEmail, currentPassword: PASSWORD, callbackURL: "/settings" } });
    const confirmation = await latestMail(t, newEmail);
    expect((await latestMail(t, user.email)).subject).toBe("Confirm your Promptsmith account");

    await openLink(t, user.client, confirmation.link!);
    const notice = await latestMail(t, user.email);
    expect(notice.subject).toBe("Security notice for your Promptsmith account");
    expect(notice.textBody).toContain(`was just changed to ${newEmail}.`);
    expect((await latestMail(t, newEmail)).subject).toBe("Confirm your new e-mail address");
  });

  describe("absolute lifetime", () => {
    /** A signed-in user whose session was opened `days` ago and kept alive since. */
    async function sessionOpened(days: number) {
      const user = await signedInUser(t);
      await t.database.db
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - days * DAY), updatedAt: new Date(), expiresAt: new Date(Date.now() + 6 * DAY) })
        .where(eq(sessions.userId, user.id));
      return user;
    }
    const sessionsOf = (userId: string) => t.database.db.select().from(sessions).where(eq(sessions.userId, userId));

    it("keeps a busy session until 30 days after its sign-in", async () => {
      const user = await sessionOpened(29);
      expect((await call(t, user.client, "/api/account")).status).toBe(200);
      expect((await (await call(t, user.client, "/api/session")).json()).user).toMatchObject({ id: user.id });
    });

    it("refuses and deletes an older one at the session guard", async () => {
      const user = await sessionOpened(31);
      const res = await call(t, user.client, "/api/account");
      expect(res.status).toBe(401);
      expect(await sessionsOf(user.id)).toEqual([]);
    });

    it("refuses and deletes an older one at GET /api/session and in the page", async () => {
      const viaApi = await sessionOpened(31);
      expect(await (await call(t, viaApi.client, "/api/session")).json()).toEqual({ user: null, team: null });
      expect(await sessionsOf(viaApi.id)).toEqual([]);

      const viaPage = await sessionOpened(31);
      const page = await (await call(t, viaPage.client, "/settings")).text();
      expect(page).toContain('<script type="application/json" id="session">{"user":null,"team":null}</script>');
      expect(await sessionsOf(viaPage.id)).toEqual([]);
    });

    it("refuses an older one at better-auth's own endpoints, with the code our own routes give", async () => {
      const user = await sessionOpened(31);
      const res = await call(t, user.client, "/api/auth/update-user", { json: { name: "Mallory" } });
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe("unauthorized");
      expect(await sessionsOf(user.id)).toEqual([]);
    });
  });

  it("refuses a session cookie whose signature is not the server's, and keeps the session for its own cookie", async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const signatureOf = (cookie: string) => decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split(".")[1]!;
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    // The user's real token, signed as if it were the other user's.
    const forged = `promptsmith.session_token=${encodeURIComponent(`${row!.token}.${signatureOf(other.client.cookie)}`)}`;
    expect((await call(t, { ...user.client, cookie: forged }, "/api/account")).status).toBe(401);
    expect((await call(t, user.client, "/api/account")).status).toBe(200);
  });

  it("renews the browser's cookie when the session slides forward, so an active user stays signed in", async () => {
    const user = await signedInUser(t);
    // As if the session was last renewed a day and a minute ago: better-auth slides it on the next request.
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 6 * DAY - 60_000) })
      .where(eq(sessions.id, row!.id));

    for (const route of ["/api/session", "/api/account"]) {
      const res = await call(t, user.client, route);
      const renewed = res.headers.getSetCookie().find((cookie) => cookie.includes("session_token="));
      expect(renewed, route).toMatch(/Max-Age=604800/i);
      const [slid] = await t.database.db.select().from(sessions).where(eq(sessions.id, row!.id));
      expect(slid!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
      // Back a day again for the next route.
      await t.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() + 6 * DAY - 60_000) })
        .where(eq(sessions.id, row!.id));
    }
  });
});
