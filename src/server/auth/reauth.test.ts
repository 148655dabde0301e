import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, sessions, users } from "@/server/db/schema";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, latestMail, newClient, PASSWORD, signedInUser, uniqueEmail } from "../../../tests/support/users";

describe("the current password before deleting the account or changing the e-mail", () => {
  const t = setupTestApp();
  const remove = (client: Parameters<typeof call>[1], json: unknown) => call(t, client, "/api/account", { method: "DELETE", json });
  const changeEmail = (client: Parameters<typeof call>[1], json: Record<string, unknown>) =>
    call(t, client, "/api/auth/change-email", { json: { callbackURL: "/settings", ...json } });
  const userExists = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id))).length === 1;

  it("deletes the account only with the right password", async () => {
    const user = await signedInUser(t);
    const missing = await remove(user.client, {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toEqual({
      code: "current_password_required",
      message: "Please enter your current password to confirm this change.",
    });
    const wrong = await remove(user.client, { currentPassword: "not my password" });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error).toEqual({ code: "invalid_password", message: "Your current password is not correct." });
    expect(await userExists(user.id)).toBe(true);

    expect((await remove(user.client, { currentPassword: PASSWORD })).status).toBe(204);
    expect(await userExists(user.id)).toBe(false);
  });

  it("changes the e-mail only with the right password", async () => {
    const user = await signedInUser(t);
    const newEmail = uniqueEmail("new");
    const missing = await changeEmail(user.client, { newEmail });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.code).toBe("current_password_required");
    const wrong = await changeEmail(user.client, { newEmail, currentPassword: "not my password" });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error.message).toBe("Your current password is not correct.");
    await expect(latestMail(t, newEmail)).rejects.toThrow();

    expect((await changeEmail(user.client, { newEmail, currentPassword: PASSWORD })).status).toBe(200);
    expect((await latestMail(t, newEmail)).subject).toBe("Confirm your new e-mail address");
  });

  it("counts wrong passwords towards the sign-in cool-down, then refuses the right one too", async () => {
    const user = await signedInUser(t);
    for (let i = 0; i < 3; i++) expect((await remove(user.client, { currentPassword: "guess" })).status).toBe(403);
    for (let i = 0; i < 2; i++) expect((await changeEmail(user.client, { newEmail: uniqueEmail(), currentPassword: "guess" })).status).toBe(403);

    const refused = await remove(user.client, { currentPassword: PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe("rate_limited");
    const signIn = await call(t, newClient(), "/api/auth/sign-in/email", { json: { email: user.email, password: PASSWORD } });
    expect(signIn.status).toBe(429);
    expect(await userExists(user.id)).toBe(true);
  });

  describe("an account without a password", () => {
    /** A signed-in user whose only way in is another provider (their password credential removed). */
    async function withoutPassword(signedInMinutesAgo: number) {
      const user = await signedInUser(t);
      await t.database.db.delete(accounts).where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")));
      await t.database.db
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - signedInMinutesAgo * 60_000) })
        .where(eq(sessions.userId, user.id));
      return user;
    }

    it("confirms with a sign-in of the last 10 minutes", async () => {
      const mover = await withoutPassword(9);
      expect((await changeEmail(mover.client, { newEmail: uniqueEmail() })).status).toBe(200);
      const leaver = await withoutPassword(9);
      expect((await remove(leaver.client, {})).status).toBe(204);
      expect(await userExists(leaver.id)).toBe(false);
    });

    it("asks for a new sign-in after that", async () => {
      const user = await withoutPassword(11);
      const expected = {
        code: "reauthentication_required",
        message: "For your security, please sign in again, then make this change within 10 minutes.",
      };
      const removal = await remove(user.client, { currentPassword: "anything" });
      expect(removal.status).toBe(403);
      expect((await removal.json()).error).toEqual(expected);
      const change = await changeEmail(user.client, { newEmail: uniqueEmail() });
      expect(change.status).toBe(403);
      expect((await change.json()).error).toEqual(expected);
      expect(await userExists(user.id)).toBe(true);
    });
  });
});
