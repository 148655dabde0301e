import { describe, expect, it, vi } from "vitest";
import { setupTestApp, withClockAhead } from "../../../tests/support/test-app";
import { call, latestMail, newClient, newClientIp, PASSWORD, signedInUser, uniqueEmail } from "../../../tests/support/users";
import { PASSWORD_ATTEMPTS } from "./throttles";

describe("sign-in throttled per account", () => {
  const t = setupTestApp();
  const signIn = (email: string, password: string) =>
    call(t, newClient(), "/api/auth/sign-in/email", { json: { email, password } });

  /** Five wrong passwords, each from its own address, then the answer to `password`. */
  async function afterFiveFailures(email: string, password: string) {
    for (let i = 0; i < 5; i++) expect((await signIn(email, "wrong password")).status).toBe(401);
    return signIn(email, password);
  }

  it("cools an account down after 5 failures from any addresses, refusing even the right password until the 15 minutes are over", async () => {
    const { email } = await signedInUser(t);
    const refused = await afterFiveFailures(email.toUpperCase(), PASSWORD);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await refused.json()).toEqual({
      error: { code: "rate_limited", message: `Too many attempts. Please wait ${retryAfter} seconds and try again.` },
    });
    // Another account is not affected.
    const other = await signedInUser(t);
    expect((await signIn(other.email, PASSWORD)).status).toBe(200);
    // The cool-down ends on the server's clock.
    await withClockAhead(t, PASSWORD_ATTEMPTS.window * 1000, async () => {
      expect((await signIn(email, PASSWORD)).status).toBe(200);
    });
  });

  it("prints nothing for a refusal: a 429 is an answer, not an error", async () => {
    const { email } = await signedInUser(t);
    const consoleError = vi.spyOn(console, "error");
    try {
      expect((await afterFiveFailures(email, PASSWORD)).status).toBe(429);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });

  it("answers an unknown address exactly like a known one", async () => {
    const known = await afterFiveFailures((await signedInUser(t)).email, "wrong password");
    const unknown = await afterFiveFailures(uniqueEmail(), "wrong password");
    expect(unknown.status).toBe(known.status);
    // The wait is counted from each account's first failure, so the two may be a second apart.
    const withoutSeconds = async (res: Response) => JSON.stringify(await res.json()).replace(/wait \d+ seconds/, "wait N seconds");
    expect(await withoutSeconds(unknown)).toBe(await withoutSeconds(known));
  });

  it("forgets the failures once the right password signs in", async () => {
    const { email } = await signedInUser(t);
    for (let i = 0; i < 4; i++) await signIn(email, "wrong password");
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(email, "wrong password")).status).toBe(401);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it("counts wrong current passwords at change-password towards the same cool-down", async () => {
    const { client, email } = await signedInUser(t);
    for (let i = 0; i < 5; i++) {
      // Each from its own address: one address is held to 3 tries in 10 seconds there.
      const wrong = await call(t, { ...client, ip: newClientIp() }, "/api/auth/change-password", {
        json: { currentPassword: "wrong password", newPassword: "the new password" },
      });
      expect(wrong.status).toBe(400);
    }
    expect((await signIn(email, PASSWORD)).status).toBe(429);
  });

  it.each([
    ["/api/auth/verify-password", false],
    ["/api/auth/two-factor/enable", false],
    ["/api/auth/two-factor/get-totp-uri", true],
  ])("counts wrong passwords at %s towards the same cool-down, from any addresses", async (path, afterSetup) => {
    const { client, email } = await signedInUser(t);
    if (afterSetup) expect((await call(t, client, "/api/auth/two-factor/enable", { json: { password: PASSWORD } })).status).toBe(200);
    const guess = (password: string) => call(t, { ...client, ip: newClientIp() }, path, { json: { password } });
    for (let i = 0; i < 5; i++) expect((await guess("wrong password")).status).toBe(400);
    const refused = await guess(PASSWORD);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe("rate_limited");
    expect((await signIn(email, PASSWORD)).status).toBe(429);
  });

  it("forgets the failures at verify-password once the right password is given", async () => {
    const { client } = await signedInUser(t);
    const check = (password: string) => call(t, { ...client, ip: newClientIp() }, "/api/auth/verify-password", { json: { password } });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await check("wrong password")).status).toBe(400);
      expect((await check(PASSWORD)).status).toBe(200);
    }
  });

  it("forgets the failures at change-password once the right current password changes it", async () => {
    const { client, email } = await signedInUser(t);
    const change = (currentPassword: string, newPassword: string) =>
      call(t, { ...client, ip: newClientIp() }, "/api/auth/change-password", { json: { currentPassword, newPassword } });
    for (let i = 0; i < 4; i++) expect((await change("wrong password", "the new password")).status).toBe(400);
    expect((await change(PASSWORD, "the new password")).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(email, "wrong password")).status).toBe(401);
    expect((await signIn(email, "the new password")).status).toBe(200);
  });
});

describe("mail limited per inbox", () => {
  const t = setupTestApp();

  it("sends at most 3 reset mails an hour to one inbox, from any addresses, answered like the per-address limit", async () => {
    const { email } = await signedInUser(t);
    const reset = () => call(t, newClient(), "/api/auth/request-password-reset", { json: { email, redirectTo: "/reset-password" } });
    for (let i = 0; i < 3; i++) expect((await reset()).status).toBe(200);
    const refused = await reset();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(59 * 60);
    expect((await refused.json()).error.code).toBe("rate_limited");
  });

  it("limits an unknown inbox alike, so the limit tells nothing", async () => {
    const email = uniqueEmail();
    const reset = () => call(t, newClient(), "/api/auth/request-password-reset", { json: { email } });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await reset()).status);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it("limits confirmation mails and sign-ups to one inbox", async () => {
    const email = uniqueEmail();
    const signUp = () => call(t, newClient(), "/api/auth/sign-up/email", { json: { email, password: PASSWORD, name: "" } });
    const resend = () => call(t, newClient(), "/api/auth/send-verification-email", { json: { email } });
    expect((await signUp()).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await signUp()).status).toBe(200);
    expect((await signUp()).status).toBe(429);
    for (let i = 0; i < 3; i++) expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(429);
  });

  it("limits e-mail change links to one new address, whoever asks", async () => {
    const target = uniqueEmail("target");
    const change = async () => {
      const { client } = await signedInUser(t);
      return call(t, client, "/api/auth/change-email", { json: { newEmail: target, currentPassword: PASSWORD } });
    };
    for (let i = 0; i < 3; i++) expect((await change()).status).toBe(200);
    expect((await change()).status).toBe(429);
    expect((await latestMail(t, target)).subject).toBe("Confirm your new e-mail address");
  });

  it("counts nothing for a signed-out e-mail change, which is refused before it sends anything", async () => {
    const target = uniqueEmail("target");
    for (let i = 0; i < 4; i++) {
      const signedOut = await call(t, newClient(), "/api/auth/change-email", { json: { newEmail: target, currentPassword: PASSWORD } });
      expect(signedOut.status).toBe(401);
    }
    const { client } = await signedInUser(t);
    expect((await call(t, client, "/api/auth/change-email", { json: { newEmail: target, currentPassword: PASSWORD } })).status).toBe(200);
  });
});
