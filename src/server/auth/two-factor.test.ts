import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountActivity, sessions, twoFactors, users } from "@/server/db/schema";
import { setupTestApp } from "../../../tests/support/test-app";
import { nextTotpCode, secretOf, totpCode } from "../../../tests/support/totp";
import { call, type Client, latestMail, newClient, signedInUser } from "../../../tests/support/users";
import { TWO_FACTOR_NOTICES } from "./two-factor";

type User = Awaited<ReturnType<typeof signedInUser>>;

describe("two-factor sign-in", () => {
  const t = setupTestApp();

  const twoFactorStatus = async (client: Client) =>
    ((await (await call(t, client, "/api/security/two-factor")).json()) as { enabled: boolean }).enabled;

  /** Turns two-factor on for a signed-in user the way Settings does: password, then a first code. */
  async function enableTwoFactor(user: User) {
    const started = await call(t, user.client, "/api/auth/two-factor/enable", { json: { password: user.password } });
    expect(started.status).toBe(200);
    const { totpURI, backupCodes } = (await started.json()) as { totpURI: string; backupCodes: string[] };
    const secret = secretOf(totpURI);
    const confirmed = await call(t, user.client, "/api/auth/two-factor/verify-totp", { json: { code: totpCode(secret) } });
    expect(confirmed.status).toBe(200);
    return { totpURI, secret, backupCodes };
  }

  /** The first step of signing in, from a fresh client: the password is right, a code is still needed. */
  async function passwordStep(user: User) {
    const client = newClient();
    const res = await call(t, client, "/api/auth/sign-in/email", { json: { email: user.email, password: user.password } });
    return { client, res };
  }

  it("enables with the password and a first code, names Promptsmith as the issuer, and mails a notice", async () => {
    const user = await signedInUser(t);
    const wrong = await call(t, user.client, "/api/auth/two-factor/enable", { json: { password: "not the password" } });
    expect(wrong.status).toBe(400);

    const started = await call(t, user.client, "/api/auth/two-factor/enable", { json: { password: user.password } });
    const { totpURI, backupCodes } = (await started.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Promptsmith:/);
    expect(new URL(totpURI).searchParams.get("issuer")).toBe("Promptsmith");
    expect(backupCodes).toHaveLength(10);
    // Not on until a code from the app confirms it was set up.
    expect(await twoFactorStatus(user.client)).toBe(false);

    const badCode = await call(t, user.client, "/api/auth/two-factor/verify-totp", { json: { code: "000000" } });
    expect(badCode.status).toBe(401);
    expect((await badCode.json()).error.code).toBe("INVALID_CODE");

    const secret = secretOf(totpURI);
    const confirmed = await call(t, user.client, "/api/auth/two-factor/verify-totp", { json: { code: totpCode(secret) } });
    expect(confirmed.status).toBe(200);
    expect(await twoFactorStatus(user.client)).toBe(true);

    const [stored] = await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id));
    expect(stored?.secret).not.toContain(secret);
    expect(stored?.backupCodes).not.toContain(backupCodes[0]);

    const notice = await latestMail(t, user.email);
    expect(notice.subject).toBe("Security notice for your Promptsmith account");
    expect(notice.textBody).toContain(TWO_FACTOR_NOTICES.enabled);
  });

  it("signs in with the password and then a code from the app, with an httpOnly challenge cookie", async () => {
    const user = await signedInUser(t);
    const { secret } = await enableTwoFactor(user);

    const { client, res } = await passwordStep(user);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    const cookies = res.headers.getSetCookie();
    const challenge = cookies.find((c) => c.startsWith("promptsmith.two_factor="));
    expect(challenge).toMatch(/HttpOnly/i);
    expect(challenge).toMatch(/SameSite=Lax/i);
    expect(cookies.some((c) => /^promptsmith\.session_token=[^;]/.test(c))).toBe(false);
    expect((await call(t, client, "/api/account")).status).toBe(401);

    const wrong = await call(t, client, "/api/auth/two-factor/verify-totp", { json: { code: "123456" } });
    expect(wrong.status).toBe(401);
    expect((await call(t, client, "/api/account")).status).toBe(401);

    const right = await call(t, client, "/api/auth/two-factor/verify-totp", { json: { code: nextTotpCode(secret) } });
    expect(right.status).toBe(200);
    expect(right.headers.getSetCookie().find((c) => c.startsWith("promptsmith.session_token="))).toMatch(/HttpOnly/i);
    expect(await (await call(t, client, "/api/account")).json()).toMatchObject({ id: user.id });
  });

  it("records one sign-in, at the code step: not the password step, nor turning two-factor on", async () => {
    const user = await signedInUser(t);
    const logins = async () =>
      (
        await t.database.db
          .select({ id: accountActivity.id })
          .from(accountActivity)
          .where(and(eq(accountActivity.userId, user.id), eq(accountActivity.activityType, "login")))
      ).length;
    const before = await logins();
    const { secret } = await enableTwoFactor(user);
    expect(await logins()).toBe(before);

    const { client } = await passwordStep(user);
    expect(await logins()).toBe(before);
    const code = await call(t, client, "/api/auth/two-factor/verify-totp", { json: { code: nextTotpCode(secret) } });
    expect(code.status).toBe(200);
    expect(await logins()).toBe(before + 1);
  });

  it("refuses the code step sent from another site", async () => {
    const user = await signedInUser(t);
    const { secret } = await enableTwoFactor(user);
    const { client } = await passwordStep(user);
    const res = await call(t, client, "/api/auth/two-factor/verify-totp", {
      json: { code: nextTotpCode(secret) },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await call(t, client, "/api/account")).status).toBe(401);
  });

  it("signs in with a recovery code once only", async () => {
    const user = await signedInUser(t);
    const { backupCodes } = await enableTwoFactor(user);
    const code = backupCodes[0]!;

    const first = await passwordStep(user);
    const used = await call(t, first.client, "/api/auth/two-factor/verify-backup-code", { json: { code } });
    expect(used.status).toBe(200);
    expect((await call(t, first.client, "/api/account")).status).toBe(200);

    const second = await passwordStep(user);
    const again = await call(t, second.client, "/api/auth/two-factor/verify-backup-code", { json: { code } });
    expect(again.status).toBe(401);
    expect((await again.json()).error.code).toBe("INVALID_BACKUP_CODE");
    expect((await call(t, second.client, "/api/account")).status).toBe(401);

    const another = await call(t, second.client, "/api/auth/two-factor/verify-backup-code", { json: { code: backupCodes[1] } });
    expect(another.status).toBe(200);
  });

  it("disables only with the password, mails a notice, and then signs in with the password alone", async () => {
    const user = await signedInUser(t);
    await enableTwoFactor(user);

    const wrong = await call(t, user.client, "/api/auth/two-factor/disable", { json: { password: "not the password" } });
    expect(wrong.status).toBe(400);
    expect(await twoFactorStatus(user.client)).toBe(true);

    const ok = await call(t, user.client, "/api/auth/two-factor/disable", { json: { password: user.password } });
    expect(ok.status).toBe(200);
    expect(await twoFactorStatus(user.client)).toBe(false);
    expect(await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id))).toEqual([]);
    const notice = await latestMail(t, user.email);
    expect(notice.subject).toBe("Security notice for your Promptsmith account");
    expect(notice.textBody).toContain(TWO_FACTOR_NOTICES.disabled);

    const { client, res } = await passwordStep(user);
    expect(await res.json()).not.toHaveProperty("twoFactorRedirect");
    expect((await call(t, client, "/api/account")).status).toBe(200);
  });

  it("still refuses a suspended account, before and after the code", async () => {
    const user = await signedInUser(t);
    const { secret } = await enableTwoFactor(user);
    const { client } = await passwordStep(user);
    await t.database.db.update(users).set({ accountStatus: "suspended" }).where(eq(users.id, user.id));
    const openSessions = () => t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    const before = await openSessions();

    const code = await call(t, client, "/api/auth/two-factor/verify-totp", { json: { code: nextTotpCode(secret) } });
    expect(code.status).toBe(403);
    expect((await code.json()).error.message).toBe("Your account is suspended. Please contact support.");
    expect((await call(t, client, "/api/account")).status).toBe(401);

    const { res } = await passwordStep(user);
    expect(res.status).toBe(403);
    expect(await openSessions()).toEqual(before);
  });

  it("takes each code from the app once: after it signed in, it and earlier codes are refused", async () => {
    const user = await signedInUser(t);
    const { secret } = await enableTwoFactor(user);
    const code = nextTotpCode(secret);
    const first = await passwordStep(user);
    expect((await call(t, first.client, "/api/auth/two-factor/verify-totp", { json: { code } })).status).toBe(200);

    const second = await passwordStep(user);
    for (const replayed of [code, totpCode(secret)]) {
      const res = await call(t, second.client, "/api/auth/two-factor/verify-totp", { json: { code: replayed } });
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe("INVALID_CODE");
    }
    expect((await call(t, second.client, "/api/account")).status).toBe(401);
  });

  it("signs in once when one code is sent twice at the same time", async () => {
    const user = await signedInUser(t);
    const { secret } = await enableTwoFactor(user);
    const steps = await Promise.all([passwordStep(user), passwordStep(user)]);
    const code = nextTotpCode(secret);
    const answers = await Promise.all(steps.map(({ client }) => call(t, client, "/api/auth/two-factor/verify-totp", { json: { code } })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
  });
});
