import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "@/domain/contact";
import { setAdminByEmail } from "@/server/admin/admin-flag";
import { contactMessages, mailOutbox } from "@/server/db/schema-messages";
import { setupTestApp, withClockAhead } from "../../../tests/support/test-app";
import { call, type Client, latestMail, newClient, signedInUser, uniqueEmail } from "../../../tests/support/users";
import { CONTACT_PER_ADDRESS, CONTACT_PER_SENDER } from "./routes";

const message = (overrides: Record<string, unknown> = {}) => ({
  name: "Ada Lovelace",
  email: uniqueEmail("ada"),
  subject: "Teams plan",
  message: "We would like to talk about the Teams plan for our agency.",
  ...overrides,
});

const storedFrom = (t: ReturnType<typeof setupTestApp>, email: string) =>
  t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe("contact form API", () => {
  const t = setupTestApp();
  const send = (client: Client, json: unknown) => call(t, client, "/api/contact", { json });
  const counts = async () => ({
    messages: await t.database.db.$count(contactMessages),
    mails: await t.database.db.$count(mailOutbox),
  });

  it("stores a visitor's message, mails it to the support address and only then answers the success text", async () => {
    const sent = message({ subject: "Teams\nplan" });
    const res = await send(newClient(), sent);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: "Message sent successfully! We'll get back to you soon." });

    const [stored] = await storedFrom(t, sent.email);
    expect(stored).toMatchObject({ name: "Ada Lovelace", subject: "Teams\nplan", message: sent.message, userId: null });
    const mail = await latestMail(t, t.config.supportEmail);
    expect(mail).toMatchObject({ subject: "Contact form: Teams plan", status: "sent" });
    expect(mail.textBody).toContain(`From: Ada Lovelace <${sent.email}>`);
    expect(mail.textBody).toContain(sent.message);
  });

  it("records the signed-in sender", async () => {
    const user = await signedInUser(t);
    const sent = message({ email: user.email });
    expect((await send(user.client, sent)).status).toBe(201);
    expect((await storedFrom(t, user.email))[0]?.userId).toBe(user.id);
    expect((await latestMail(t, t.config.supportEmail)).textBody).toContain(`(signed in, user ${user.id})`);
  });

  it.each([
    ["a blank name", { name: "  " }, "name"],
    ["a name over 100 characters", { name: "n".repeat(101) }, "name"],
    ["an address that is not an e-mail", { email: "ada.example.com" }, "email"],
    ["an address over 254 characters", { email: `${"a".repeat(250)}@example.com` }, "email"],
    ["a blank subject", { subject: "" }, "subject"],
    ["a subject over 200 characters", { subject: "s".repeat(201) }, "subject"],
    ["a message under 10 characters", { message: "Hi there " }, "message"],
    ["a message over 5,000 characters", { message: "m".repeat(5001) }, "message"],
    ["a missing message", { message: undefined }, "message"],
    ["a field the form does not have", { userId: "someone-else" }, "_"],
  ])("refuses %s with a field error, storing and mailing nothing", async (_label, overrides, field) => {
    const before = await counts();
    const res = await send(newClient(), message(overrides));
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe("invalid_input");
    expect(Object.keys(error.fields)).toEqual([field]);
    expect(error.fields[field][0]).toBeTruthy();
    expect(await counts()).toEqual(before);
  });

  it("limits messages per client address", async () => {
    const client = newClient();
    for (let i = 0; i < CONTACT_PER_ADDRESS.max; i++) expect((await send(client, message())).status).toBe(201);
    const refused = await send(client, message());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatchObject({ code: "rate_limited", message: "You have sent several messages in a short time. Please wait 60 minutes before sending another." });
    expect((await send(newClient(), message())).status).toBe(201);
    // The hour ends on the server's clock: the address may write again.
    await withClockAhead(t, CONTACT_PER_ADDRESS.window * 1000, async () => {
      expect((await send(client, message())).status).toBe(201);
    });
  });

  it("limits messages per sender e-mail, from any address", async () => {
    const email = uniqueEmail("busy");
    for (let i = 0; i < CONTACT_PER_SENDER.max; i++) expect((await send(newClient(), message({ email }))).status).toBe(201);
    expect((await send(newClient(), message({ email: email.toUpperCase() }))).status).toBe(429);
    expect(await storedFrom(t, email)).toHaveLength(CONTACT_PER_SENDER.max);
  });

  it("lists received messages to admins only, newest first, a page at a time", async () => {
    const admin = await signedInUser(t);
    await setAdminByEmail(t.database.db, admin.email, true);
    const member = await signedInUser(t);
    const subjects = ["First question", "Second question", "Third question"];
    for (const subject of subjects) expect((await send(newClient(), message({ subject }))).status).toBe(201);

    expect((await call(t, member.client, "/api/admin/contact-messages")).status).toBe(403);
    const first = await (await call(t, admin.client, "/api/admin/contact-messages?limit=2")).json();
    expect(first.items.map((m: { subject: string }) => m.subject)).toEqual(["Third question", "Second question"]);
    expect(first.items[0]).toMatchObject({ name: "Ada Lovelace", message: expect.any(String), createdAt: expect.any(String) });
    const second = await (await call(t, admin.client, `/api/admin/contact-messages?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items[0].subject).toBe("First question");
  });
});

describe("contact form API when the mail cannot be sent", () => {
  // Nothing listens on port 9: the SMTP connection is refused, as when the mail server is down.
  const t = setupTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:9" } });

  it("answers a clear error and keeps no message the team never received", async () => {
    const sent = message();
    const res = await call(t, newClient(), "/api/contact", { json: sent });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: { code: "mail_failed", message: CONTACT_MESSAGES.sendFailed } });
    expect(await storedFrom(t, sent.email)).toEqual([]);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, t.config.supportEmail));
    expect(mail?.status).toBe("failed");
  });
});
