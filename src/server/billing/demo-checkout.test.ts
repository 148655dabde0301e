import { createHmac } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountActivity } from "@/server/db/schema";
import { billingTransactions, demoCheckoutRedemptions, subscriptions } from "@/server/db/schema-billing";
import { setupTestApp, TEST_AUTH_SECRET } from "../../../tests/support/test-app";
import { call, type Client, signedInUser } from "../../../tests/support/users";

/** A demo checkout token pays once: a replay, sequential or concurrent, changes and records nothing. */
describe("demo checkout tokens are single-use", () => {
  const t = setupTestApp();
  const checkout = async (client: Client) =>
    (await (await call(t, client, "/api/billing/checkout", { json: { planId: "pro" } })).json()).checkoutToken as string;
  const pay = (client: Client, checkoutToken: string) => call(t, client, "/api/billing/demo/pay", { json: { checkoutToken } });

  /** Everything a payment leaves behind for one user. */
  async function recorded(userId: string) {
    const db = t.database.db;
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    const payments = await db.select().from(billingTransactions).where(eq(billingTransactions.userId, userId));
    const activations = await db
      .select()
      .from(accountActivity)
      .where(and(eq(accountActivity.userId, userId), sql`${accountActivity.metadata}->>'event' = 'subscription.created'`));
    const redemptions = await db.select().from(demoCheckoutRedemptions).where(eq(demoCheckoutRedemptions.userId, userId));
    return { row: row!, payments: payments.length, activations: activations.length, redemptions: redemptions.length };
  }

  it("refuses a paid token sent again with 409, leaving the allowance, the scheduled downgrade and the revenue alone", async () => {
    const { client, id } = await signedInUser(t);
    const token = await checkout(client);
    expect((await pay(client, token)).status).toBe(200);
    await t.database.db.update(subscriptions).set({ remainingGenerations: 400 }).where(eq(subscriptions.userId, id));
    expect((await call(t, client, "/api/billing/downgrade", { json: {} })).status).toBe(200);
    const before = await recorded(id);

    const replay = await pay(client, token);
    expect(replay.status).toBe(409);
    expect((await replay.json()).error).toEqual({ code: "checkout_already_paid", message: "This checkout has already been paid." });
    expect(await recorded(id)).toEqual(before);
    expect(before).toMatchObject({ payments: 1, activations: 1, redemptions: 1 });
    expect(before.row).toMatchObject({ planId: "pro", remainingGenerations: 400, cancelAtPeriodEnd: true, billingCycleCount: 1, totalSpentCents: 1000 });
  });

  it("pays once when one token is sent 8 times at once", async () => {
    const { client, id } = await signedInUser(t);
    const token = await checkout(client);
    const answers = await Promise.all(Array.from({ length: 8 }, () => pay(client, token)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const after = await recorded(id);
    expect(after).toMatchObject({ payments: 1, activations: 1, redemptions: 1 });
    expect(after.row).toMatchObject({ planId: "pro", billingCycleCount: 1, totalSpentCents: 1000 });
  });

  it("activates one subscription when two checkouts of the same user are paid at once", async () => {
    const { client, id } = await signedInUser(t);
    const [first, second] = [await checkout(client), await checkout(client)];
    const answers = await Promise.all([pay(client, first), pay(client, second)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect((await refused.json()).error.message).toBe("You are already on this plan");
    // The refused checkout's redemption was undone with the rest of it.
    expect(await recorded(id)).toMatchObject({ payments: 1, activations: 1, redemptions: 1 });
  });

  it("refuses with 400 a token signed in the format before tokens had an id", async () => {
    const { client, id } = await signedInUser(t);
    const payload = `${id}.pro.${Date.now() + 60_000}`;
    const key = createHmac("sha256", TEST_AUTH_SECRET).update("demo-checkout").digest();
    const token = `${Buffer.from(payload).toString("base64url")}.${createHmac("sha256", key).update(payload).digest("base64url")}`;
    const res = await pay(client, token);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("invalid_checkout");
    expect(await recorded(id)).toMatchObject({ payments: 0, redemptions: 0, row: { planId: "free" } });
  });

  it("leaves the token unspent when the payment fails, so paying again works", async () => {
    const { client, id } = await signedInUser(t);
    const token = await checkout(client);
    await t.database.db.execute(sql`create function fail_demo_payment() returns trigger language plpgsql as $$
      begin raise exception 'disk on fire'; end $$`);
    await t.database.db.execute(sql`create trigger fail_demo_payment before insert on billing_transactions
      for each row execute function fail_demo_payment()`);
    try {
      expect((await pay(client, token)).status).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger fail_demo_payment on billing_transactions`);
      await t.database.db.execute(sql`drop function fail_demo_payment()`);
    }
    expect(await recorded(id)).toMatchObject({ payments: 0, activations: 0, redemptions: 0, row: { planId: "free" } });
    expect((await pay(client, token)).status).toBe(200);
    expect(await recorded(id)).toMatchObject({ payments: 1, activations: 1, redemptions: 1, row: { planId: "pro" } });
  });
});
