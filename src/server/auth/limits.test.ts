import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@/server/db/schema";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, newClient, PASSWORD, signedInUser, uniqueEmail } from "../../../tests/support/users";

const longAddress = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;

/** The one answer every path gives a field over its limit. */
const tooLong = (field: string) => ({
  error: { code: "invalid_input", message: "Some fields are invalid.", fields: { [field]: [expect.stringMatching(/^Use at most (100|254|2048) characters$/)] } },
});

describe("user field limits on every path", () => {
  const t = setupTestApp();

  it("refuses a name over 100 characters at sign-up, update-user and PATCH /api/account alike", async () => {
    const signUp = await call(t, newClient(), "/api/auth/sign-up/email", {
      json: { email: uniqueEmail(), password: PASSWORD, name: "n".repeat(60_000) },
    });
    expect(signUp.status).toBe(400);
    expect(await signUp.json()).toEqual(tooLong("name"));

    const { client, id } = await signedInUser(t);
    const update = await call(t, client, "/api/auth/update-user", { json: { name: "n".repeat(10_000) } });
    expect(update.status).toBe(400);
    const profile = await call(t, client, "/api/account", { method: "PATCH", json: { name: "n".repeat(101) } });
    expect(profile.status).toBe(400);
    expect(await update.json()).toEqual(await profile.json());
    const [row] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, id));
    expect(row?.name).toBe("");
  });

  it("takes exactly 100 characters, stored without the spaces around them", async () => {
    const { client, id } = await signedInUser(t);
    const name = "n".repeat(100);
    expect((await call(t, client, "/api/auth/update-user", { json: { name: `  ${name} ` } })).status).toBe(200);
    const [row] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, id));
    expect(row?.name).toBe(name);
  });

  it("refuses an address over 254 characters at sign-up and change-email", async () => {
    const email = longAddress(312);
    const signUp = await call(t, newClient(), "/api/auth/sign-up/email", { json: { email, password: PASSWORD, name: "" } });
    expect(signUp.status).toBe(400);
    expect(await signUp.json()).toEqual(tooLong("email"));
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const { client } = await signedInUser(t);
    const change = await call(t, client, "/api/auth/change-email", {
      json: { newEmail: longAddress(255), currentPassword: PASSWORD },
    });
    expect(change.status).toBe(400);
    expect(await change.json()).toEqual(tooLong("newEmail"));
  });

  it("takes an address of exactly 254 characters", async () => {
    const email = longAddress(254);
    const signUp = await call(t, newClient(), "/api/auth/sign-up/email", { json: { email, password: PASSWORD, name: "" } });
    expect(signUp.status).toBe(200);
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("refuses a picture address over 2,048 characters at sign-up and update-user, and takes one of 2,048", async () => {
    const signUp = await call(t, newClient(), "/api/auth/sign-up/email", {
      json: { email: uniqueEmail(), password: PASSWORD, name: "", image: "https://example.com/" + "a".repeat(60_000) },
    });
    expect(signUp.status).toBe(400);
    expect(await signUp.json()).toEqual(tooLong("image"));

    const { client, id } = await signedInUser(t);
    const update = await call(t, client, "/api/auth/update-user", { json: { image: "i".repeat(60_000) } });
    expect(update.status).toBe(400);
    expect(await update.json()).toEqual(tooLong("image"));
    const [before] = await t.database.db.select({ image: users.image }).from(users).where(eq(users.id, id));
    expect(before?.image).toBeNull();

    const image = "https://example.com/" + "a".repeat(2048 - "https://example.com/".length);
    expect((await call(t, client, "/api/auth/update-user", { json: { image } })).status).toBe(200);
    const [after] = await t.database.db.select({ image: users.image }).from(users).where(eq(users.id, id));
    expect(after?.image).toBe(image);
  });
});
