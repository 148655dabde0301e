import { describe, expect, it } from "vitest";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, newClient, uniqueEmail } from "../../../tests/support/users";

describe("development mailbox without SMTP", () => {
  const t = setupTestApp();

  it("lists the outbox as JSON and as a page with clickable links", async () => {
    const email = uniqueEmail();
    await call(t, newClient(), "/api/auth/sign-up/email", { json: { email, password: "a long password", name: "" } });
    const { messages } = await (await t.app.request("/api/dev/mailbox")).json();
    expect(messages[0]).toMatchObject({ to: email, subject: "Confirm your Promptsmith account" });
    const page = await (await t.app.request("/dev/mailbox")).text();
    expect(page).toContain("Development mailbox");
    expect(page).toMatch(new RegExp(`<a href="${t.config.appUrl}/api/auth/verify-email\\?token=`));
  });
});

describe("development mailbox with SMTP configured", () => {
  // Nothing listens on this port: the mailbox must not exist whether or not mail can be delivered.
  const t = setupTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:9" } });

  it("does not exist", async () => {
    expect((await t.app.request("/api/dev/mailbox")).status).toBe(404);
    expect(await (await t.app.request("/dev/mailbox")).text()).not.toContain("Development mailbox");
  });
});
