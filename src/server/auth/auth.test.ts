import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/client";
import { accountActivity, sessions, users, verifications } from "@/server/db/schema";
import { subscriptions } from "@/server/db/schema-billing";
import { setupTestApp, withClockAhead } from "../../../tests/support/test-app";
import {
  call,
  latestMail,
  newClient,
  openLink,
  PASSWORD,
  signedInUser,
  uniqueEmail,
} from "../../../tests/support/users";

describe("accounts API", () => {
  const t = setupTestApp();

  it("signs up, mails a confirmation link from APP_URL, and refuses sign-in until confirmed", async () => {
    const client = newClient();
    const email = uniqueEmail();
    const res = await call(t, client, "/api/auth/sign-up/email", { json: { email, password: PASSWORD, name: "" } });
    expect(res.status).toBe(200);

    const mail = await latestMail(t, email);
    expect(mail.subject).toBe("Confirm your Promptsmith account");
    expect(mail.link).toMatch(new RegExp(`^${t.config.appUrl}/api/auth/verify-email\\?token=`));

    const refused = await call(t, client, "/api/auth/sign-in/email", { json: { email, password: PASSWORD } });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("EMAIL_NOT_VERIFIED");

    const confirmed = await openLink(t, client, mail.link!);
    expect(confirmed.status).toBe(302);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(true);
    expect(row?.isAdmin).toBe(false);
    expect(row?.accountStatus).toBe("active");

    const signedIn = await call(t, client, "/api/auth/sign-in/email", { json: { email, password: PASSWORD } });
    expect(signedIn.status).toBe(200);
    const me = await call(t, client, "/api/account");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, displayName: email.split("@")[0], isAdmin: false });
  });

  it("gives a duplicate sign-up the same answer and tells the owner by e-mail", async () => {
    const { email } = await signedInUser(t);
    const fresh = await call(t, newClient(), "/api/auth/sign-up/email", {
      json: { email: uniqueEmail(), password: PASSWORD, name: "" },
    });
    const duplicate = await call(t, newClient(), "/api/auth/sign-up/email", {
      json: { email, password: "another password", name: "" },
    });
    expect(duplicate.status).toBe(fresh.status);
    expect(Object.keys(await duplicate.json()).sort()).toEqual(Object.keys(await fresh.json()).sort());
    expect((await latestMail(t, email)).subject).toBe("Someone tried to sign up with your e-mail");
  });

  it("answers a wrong password and an unknown e-mail alike", async () => {
    const { email } = await signedInUser(t);
    const wrong = await call(t, newClient(), "/api/auth/sign-in/email", { json: { email, password: "wrong password" } });
    const unknown = await call(t, newClient(), "/api/auth/sign-in/email", {
      json: { email: uniqueEmail(), password: PASSWORD },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("stores argon2id hashes with at least 19 MiB and 2 iterations", async () => {
    const { id } = await signedInUser(t);
    const [row] = await queryRows<{ password: string }>(
      t.database.db,
      sql`select password from accounts where user_id = ${id} and provider_id = 'credential'`,
    );
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+)/);
    const [, memory, time] = row!.password.match(/m=(\d+),t=(\d+)/)!;
    expect(Number(memory)).toBeGreaterThanOrEqual(19 * 1024);
    expect(Number(time)).toBeGreaterThanOrEqual(2);
  });

  it("sets an httpOnly, SameSite=Lax session cookie, ended on the server by sign-out", async () => {
    const client = newClient();
    const email = uniqueEmail();
    await call(t, client, "/api/auth/sign-up/email", { json: { email, password: PASSWORD, name: "" } });
    await openLink(t, client, (await latestMail(t, email)).link!);
    const signIn = await call(t, client, "/api/auth/sign-in/email", { json: { email, password: PASSWORD } });
    const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith("promptsmith.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const stolen = { ...client };
    const out = await call(t, client, "/api/auth/sign-out", { json: {} });
    expect(out.status).toBe(200);
    expect((await call(t, stolen, "/api/account")).status).toBe(401);
  });

  it("signs out with no body at all, as with an empty one", async () => {
    const { client } = await signedInUser(t);
    const stolen = { ...client };
    const out = await call(t, client, "/api/auth/sign-out", { method: "POST" });
    expect(out.status).toBe(200);
    expect(await out.json()).toMatchObject({ success: true });
    expect((await call(t, stolen, "/api/account")).status).toBe(401);
  });

  it("keeps the session token out of every body: get-session and sign-in leave it to the httpOnly cookie", async () => {
    const { client, email } = await signedInUser(t);
    const token = decodeURIComponent(/promptsmith\.session_token=([^;]+)/.exec(client.cookie)![1]!).split(".")[0]!;
    const session = await call(t, client, "/api/auth/get-session");
    expect(session.status).toBe(200);
    const text = await session.text();
    expect(JSON.parse(text)).toMatchObject({ user: { email }, session: { expiresAt: expect.any(String) } });
    expect(text).not.toContain(token);

    const signIn = await call(t, newClient(), "/api/auth/sign-in/email", { json: { email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    const body = (await signIn.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ user: { email } });
    expect(body).not.toHaveProperty("token");
  });

  it("records login and logout in the activity log, and creates the free subscription at sign-up", async () => {
    const { client, id } = await signedInUser(t);
    await call(t, client, "/api/auth/sign-out", { json: {} });
    const activity = await t.database.db.select().from(accountActivity).where(eq(accountActivity.userId, id));
    expect(activity.map((a) => a.activityType).sort()).toEqual(["login", "logout"]);
    expect(activity.find((a) => a.activityType === "login")?.ipAddress).toBe(client.ip);
    const [subscription] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    expect(subscription).toMatchObject({ planId: "free", remainingGenerations: 5, totalGenerations: 5 });
  });

  describe("password reset", () => {
    async function requestReset(email: string) {
      const res = await call(t, newClient(), "/api/auth/request-password-reset", {
        json: { email, redirectTo: "/reset-password" },
      });
      expect(res.status).toBe(200);
      const mail = await latestMail(t, email);
      expect(mail.subject).toBe("Reset your Promptsmith password");
      return new URL(mail.link!).searchParams.get("token")!;
    }

    it("answers the same for an unknown address, and sends nothing", async () => {
      const email = uniqueEmail();
      const res = await call(t, newClient(), "/api/auth/request-password-reset", { json: { email } });
      expect(res.status).toBe(200);
      await expect(latestMail(t, email)).rejects.toThrow();
    });

    it("resets once with a valid link, ends every session, and refuses the used link", async () => {
      const user = await signedInUser(t);
      const token = await requestReset(user.email);
      const reset = await call(t, newClient(), "/api/auth/reset-password", {
        json: { token, newPassword: "a brand new password" },
      });
      expect(reset.status).toBe(200);
      expect((await call(t, user.client, "/api/account")).status).toBe(401);

      const again = await call(t, newClient(), "/api/auth/reset-password", {
        json: { token, newPassword: "yet another password" },
      });
      expect(again.status).toBe(400);

      const signIn = await call(t, newClient(), "/api/auth/sign-in/email", {
        json: { email: user.email, password: "a brand new password" },
      });
      expect(signIn.status).toBe(200);
    });

    it("refuses an expired link", async () => {
      const user = await signedInUser(t);
      const token = await requestReset(user.email);
      await t.database.db
        .update(verifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verifications.identifier, `reset-password:${token}`));
      const res = await call(t, newClient(), "/api/auth/reset-password", {
        json: { token, newPassword: "a brand new password" },
      });
      expect(res.status).toBe(400);
    });
  });

  it("limits sign-in attempts per client with 429, Retry-After and a clear message", async () => {
    const client = newClient();
    const email = uniqueEmail();
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      last = await call(t, client, "/api/auth/sign-in/email", { json: { email, password: "wrong password" } });
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await last!.json();
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(/Too many attempts/);
    // Another client, signing in to another account, is not affected.
    const other = await call(t, newClient(), "/api/auth/sign-in/email", {
      json: { email: uniqueEmail(), password: "wrong password" },
    });
    expect(other.status).toBe(401);
    // The minute ends on the server's clock: the client is heard again (about another account: this one cools down longer).
    await withClockAhead(t, 60_000, async () => {
      const again = await call(t, client, "/api/auth/sign-in/email", { json: { email: uniqueEmail(), password: "wrong password" } });
      expect(again.status).toBe(401);
    });
  });

  it("refuses a suspended user at sign-in and ends their open sessions at their next request", async () => {
    const user = await signedInUser(t);
    await t.database.db.update(users).set({ accountStatus: "suspended" }).where(eq(users.id, user.id));

    const next = await call(t, user.client, "/api/account");
    expect(next.status).toBe(401);
    expect((await next.json()).error.code).toBe("account_not_active");
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);

    const signIn = await call(t, newClient(), "/api/auth/sign-in/email", {
      json: { email: user.email, password: PASSWORD },
    });
    expect(signIn.status).toBe(403);
    expect((await signIn.json()).error.message).toBe("Your account is suspended. Please contact support.");
  });

  it("renames the user, with validation", async () => {
    const { client } = await signedInUser(t);
    const bad = await call(t, client, "/api/account", { method: "PATCH", json: { name: "   " } });
    expect(bad.status).toBe(400);
    const ok = await call(t, client, "/api/account", { method: "PATCH", json: { name: "  Ada Lovelace " } });
    expect(await ok.json()).toMatchObject({ name: "Ada Lovelace", displayName: "Ada Lovelace" });
  });

  it("ignores attempts to set admin or status through the profile and sign-up", async () => {
    const email = uniqueEmail();
    await call(t, newClient(), "/api/auth/sign-up/email", {
      json: { email, password: PASSWORD, name: "", isAdmin: true, accountStatus: "active" },
    });
    const { client, id } = await signedInUser(t);
    await call(t, client, "/api/account", { method: "PATCH", json: { name: "Eve", isAdmin: true } });
    await call(t, client, "/api/auth/update-user", { json: { isAdmin: true, accountStatus: "suspended", name: "Eve" } });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ name: "Eve", isAdmin: false, accountStatus: "active" });
    const admins = await t.database.db.select().from(users).where(and(eq(users.isAdmin, true), eq(users.email, email)));
    expect(admins).toEqual([]);
  });

  it("changes the e-mail only through a link sent to the new address", async () => {
    const { client, id } = await signedInUser(t);
    const newEmail = uniqueEmail("new");
    const res = await call(t, client, "/api/auth/change-email", {
      json: { newEmail, currentPassword: PASSWORD, callbackURL: "/settings" },
    });
    expect(res.status).toBe(200);
    const mail = await latestMail(t, newEmail);
    expect(mail.subject).toBe("Confirm your new e-mail address");
    await openLink(t, client, mail.link!);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.email).toBe(newEmail);
  });

  it("changes the password only with the current one", async () => {
    const { client, email } = await signedInUser(t);
    const wrong = await call(t, client, "/api/auth/change-password", {
      json: { currentPassword: "not it at all", newPassword: "the new password" },
    });
    expect(wrong.status).toBe(400);
    const ok = await call(t, client, "/api/auth/change-password", {
      json: { currentPassword: PASSWORD, newPassword: "the new password", revokeOtherSessions: true },
    });
    expect(ok.status).toBe(200);
    const signIn = await call(t, newClient(), "/api/auth/sign-in/email", { json: { email, password: "the new password" } });
    expect(signIn.status).toBe(200);
  });

  it("deletes the account and every row of the user in one go", async () => {
    const { client, id } = await signedInUser(t);
    const res = await call(t, client, "/api/account", { method: "DELETE", json: { currentPassword: PASSWORD } });
    expect(res.status).toBe(204);
    const tables = ["users", "sessions", "accounts", "subscriptions", "account_activity"];
    for (const table of tables) {
      const column = table === "users" ? "id" : "user_id";
      const [row] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
      );
      expect(row?.n, table).toBe(0);
    }
    expect((await call(t, client, "/api/account")).status).toBe(401);
  });

  it("says who is signed in at /api/session, with no 401 for visitors", async () => {
    const visitor = await call(t, newClient(), "/api/session");
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toEqual({ user: null, team: null });
    const user = await signedInUser(t);
    expect((await (await call(t, user.client, "/api/session")).json()).user).toMatchObject({ id: user.id, email: user.email });
    await t.database.db.update(users).set({ accountStatus: "inactive" }).where(eq(users.id, user.id));
    expect(await (await call(t, user.client, "/api/session")).json()).toEqual({ user: null, team: null });
  });

  it("answers 401 to the account routes when signed out", async () => {
    for (const method of ["GET", "PATCH", "DELETE"]) {
      const res = await call(t, newClient(), "/api/account", { method, json: method === "PATCH" ? { name: "x" } : undefined });
      expect(res.status, method).toBe(401);
    }
  });
});
