import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billingTransactions, subscriptions, webhookEvents } from "@/server/db/schema-billing";
import { insertUser } from "../../../tests/support/fixtures";
import { checkoutIdOf, event, paddleEnv, paddleWebhooks, rid, subscriptionData, transactionData } from "../../../tests/support/paddle-events";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, signedInUser } from "../../../tests/support/users";
import { setAdminByEmail } from "../admin/admin-flag";

/** Which subscription an event may touch: the provider's subscription id decides, custom data only binds a first one. */
describe("payment webhooks: each event touches only the subscription it is about", () => {
  const t = setupTestApp({ env: paddleEnv });
  const { buyer, deliver, subscriptionOf } = paddleWebhooks(t);
  const paymentsOf = (userId: string) => t.database.db.select().from(billingTransactions).where(eq(billingTransactions.userId, userId));
  const receipt = async (eventId: string) =>
    (await t.database.db.select().from(webhookEvents).where(and(eq(webhookEvents.provider, "paddle"), eq(webhookEvents.eventId, eventId))))[0];

  /** A user on Pro through their own Paddle subscription, activated a minute ago. */
  async function proUser() {
    const userId = await buyer();
    const subscriptionId = rid("sub");
    await deliver(event("subscription.created", subscriptionData(userId, subscriptionId), { at: new Date(Date.now() - 60_000) }));
    return { userId, subscriptionId, row: await subscriptionOf(userId) };
  }

  /** Delivers an event that must be rejected: 200 so Paddle stops retrying, the receipt keeps the reason. */
  async function expectRejected(body: string, reason: RegExp) {
    const res = await deliver(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: "rejected" });
    expect(await receipt(JSON.parse(body).event_id)).toMatchObject({ outcome: "rejected", reason: expect.stringMatching(reason) });
  }

  it("binds a new subscription only through a checkout the user opened: an admin's grant is not taken over", async () => {
    const admin = await signedInUser(t);
    await setAdminByEmail(t.database.db, admin.email, true);
    const granted = await insertUser(t.database.db);
    expect((await call(t, admin.client, `/api/admin/users/${granted}/plan`, { method: "PATCH", json: { planId: "teams" } })).status).toBe(200);
    const free = await insertUser(t.database.db);
    // A stranger pays for their own checkout with the victim's user id (visible to every teammate) in its custom data.
    const stranger = await buyer();
    for (const victim of [granted, free]) {
      const before = await subscriptionOf(victim);
      const subscriptionId = rid("sub");
      for (const checkoutId of [checkoutIdOf(stranger), checkoutIdOf(victim), undefined]) {
        const custom_data = { userId: victim, checkoutId, planId: "pro" };
        await expectRejected(event("subscription.created", subscriptionData(victim, subscriptionId, { custom_data })), /no checkout the user opened/);
        await expectRejected(event("transaction.completed", { ...transactionData(victim, subscriptionId), custom_data }), /no checkout the user opened/);
      }
      await expectRejected(event("subscription.canceled", subscriptionData(victim, subscriptionId, { status: "canceled" })), /no user holds/);
      expect(await subscriptionOf(victim)).toEqual(before);
      expect(await paymentsOf(victim)).toHaveLength(0);
    }
    expect((await subscriptionOf(granted)).planId).toBe("teams");
  });

  it("binds the subscription of the checkout a user opened through the API, with the custom data it handed out", async () => {
    const user = await signedInUser(t);
    const checkout = await (await call(t, user.client, "/api/billing/checkout", { json: { planId: "pro" } })).json();
    expect(checkout.customData).toEqual({ userId: user.id, checkoutId: expect.stringMatching(/^[0-9a-f]{32}$/), planId: "pro" });
    const subscriptionId = rid("sub");
    const created = await deliver(event("subscription.created", subscriptionData(user.id, subscriptionId, { custom_data: checkout.customData })));
    expect(await created.json()).toMatchObject({ outcome: "applied" });
    expect(await subscriptionOf(user.id)).toMatchObject({ planId: "pro", providerSubscriptionId: subscriptionId });
  });

  it("does not let a cancellation of someone else's subscription downgrade the user its custom data names", async () => {
    const victim = await proUser();
    const attacker = await proUser();
    await expectRejected(
      event("subscription.canceled", subscriptionData(victim.userId, attacker.subscriptionId, { status: "canceled" })),
      /belongs to another user/,
    );
    await expectRejected(event("subscription.canceled", subscriptionData(victim.userId, rid("sub"), { status: "canceled" })), /no user holds/);
    expect(await subscriptionOf(victim.userId)).toEqual(victim.row);
    expect(await subscriptionOf(attacker.userId)).toEqual(attacker.row);
  });

  it("never moves a subscription to another user, nor touches its owner through an event naming someone else", async () => {
    const owner = await proUser();
    const other = await buyer();
    const otherBefore = await subscriptionOf(other);
    const cancel = { scheduled_change: { action: "cancel", effective_at: "2026-12-01T00:00:00.000Z" } };
    await expectRejected(event("subscription.updated", subscriptionData(other, owner.subscriptionId, cancel)), /belongs to another user/);
    await expectRejected(event("transaction.completed", transactionData(other, owner.subscriptionId)), /belongs to another user/);
    expect(await subscriptionOf(owner.userId)).toEqual(owner.row);
    expect(await subscriptionOf(other)).toEqual(otherBefore);
    expect(await paymentsOf(owner.userId)).toHaveLength(0);
    expect(await paymentsOf(other)).toHaveLength(0);
  });

  it("binds a second subscription to a user who already holds an active one: never", async () => {
    const holder = await proUser();
    await t.database.db.update(subscriptions).set({ remainingGenerations: 7 }).where(eq(subscriptions.userId, holder.userId));
    const before = await subscriptionOf(holder.userId);
    await expectRejected(event("subscription.created", subscriptionData(holder.userId, rid("sub"))), /already holds subscription/);
    await expectRejected(event("transaction.completed", transactionData(holder.userId, rid("sub"))), /already holds subscription/);
    expect(await subscriptionOf(holder.userId)).toEqual(before);
    expect(await paymentsOf(holder.userId)).toHaveLength(0);
  });

  it("credits a first payment that arrives before its subscription, then activates the plan from subscription.created", async () => {
    const userId = await buyer();
    const subscriptionId = rid("sub");
    const at = Date.now() - 10_000;
    const paid = await deliver(event("transaction.completed", transactionData(userId, subscriptionId), { at: new Date(at + 1000) }));
    expect(await paid.json()).toMatchObject({ outcome: "applied" });
    expect(await subscriptionOf(userId)).toMatchObject({ planId: "free", providerSubscriptionId: subscriptionId, billingCycleCount: 1, totalSpentCents: 1000 });
    const created = await deliver(event("subscription.created", subscriptionData(userId, subscriptionId), { at: new Date(at) }));
    expect(await created.json()).toMatchObject({ outcome: "applied" });
    expect(await subscriptionOf(userId)).toMatchObject({ planId: "pro", remainingGenerations: 1000, billingCycleCount: 1 });
    expect(await paymentsOf(userId)).toHaveLength(1);
  });

  it("lets a user who went back to free subscribe again", async () => {
    const { userId, subscriptionId } = await proUser();
    await deliver(event("subscription.canceled", subscriptionData(userId, subscriptionId, { status: "canceled" }), { at: new Date(Date.now() - 30_000) }));
    expect((await subscriptionOf(userId)).planId).toBe("free");
    const again = rid("sub");
    await deliver(event("subscription.created", subscriptionData(userId, again)));
    expect(await subscriptionOf(userId)).toMatchObject({ planId: "pro", providerSubscriptionId: again });
    // The old subscription's events no longer reach the row.
    await expectRejected(event("subscription.canceled", subscriptionData(userId, subscriptionId, { status: "canceled" })), /belongs to another user|no user holds/);
    expect((await subscriptionOf(userId)).planId).toBe("pro");
  });

  it.each([
    ["an unknown user", () => subscriptionData("no-such-user", rid("sub")), /unknown user/],
    ["an unknown price", () => subscriptionData("no-such-user", rid("sub"), { items: [{ price: { id: "pri_unknown" } }] }), /unknown price/],
  ])("rejects a subscription for %s", async (_label, data, reason) => {
    await expectRejected(event("subscription.created", data()), reason);
  });

  it("rejects an amount above the bound (no 500 the provider would retry forever), and a replay is a duplicate", async () => {
    const { userId, subscriptionId, row } = await proUser();
    const body = event("transaction.completed", transactionData(userId, subscriptionId, rid("txn"), "99999999999999999999999"));
    await expectRejected(body, /amount .* above 100000000 cents/);
    await expectRejected(event("transaction.completed", transactionData(userId, subscriptionId, rid("txn"), "100000001")), /above/);
    expect(await (await deliver(body)).json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await subscriptionOf(userId)).toEqual(row);
    expect(await paymentsOf(userId)).toHaveLength(0);
  });

  it("records what each event did: applied, stale, ignored", async () => {
    const userId = await buyer();
    const subscriptionId = rid("sub");
    const ids = { created: rid("evt"), older: rid("evt"), other: rid("evt") };
    await deliver(event("subscription.created", subscriptionData(userId, subscriptionId), { id: ids.created }));
    await deliver(event("subscription.updated", subscriptionData(userId, subscriptionId), { id: ids.older, at: new Date(Date.now() - 60_000) }));
    await deliver(event("customer.updated", { id: "ctm_01test" }, { id: ids.other }));
    expect(await receipt(ids.created)).toMatchObject({ outcome: "applied", reason: null });
    expect(await receipt(ids.older)).toMatchObject({ outcome: "stale" });
    expect(await receipt(ids.other)).toMatchObject({ outcome: "ignored" });
  });

  it("stores payments in bigint cents and the admin figures sum them without overflowing an int", async () => {
    const { userId, subscriptionId } = await proUser();
    // 22 payments at the bound: $22,000,000, past the 2,147,483,647 cents an int holds.
    for (let i = 0; i < 22; i++) {
      const res = await deliver(event("transaction.completed", transactionData(userId, subscriptionId, rid("txn"), "100000000")));
      expect(await res.json()).toMatchObject({ outcome: "applied" });
    }
    expect(await subscriptionOf(userId)).toMatchObject({ billingCycleCount: 22, totalSpentCents: 2_200_000_000 });
    const admin = await signedInUser(t);
    await setAdminByEmail(t.database.db, admin.email, true);
    const overview = await (await call(t, admin.client, "/api/admin/overview")).json();
    const subscriptionStats = await (await call(t, admin.client, "/api/admin/subscriptions")).json();
    // Other tests in this file record payments of 1000 cents; this one's dominate and must arrive exactly.
    const total = (await t.database.db.select().from(billingTransactions)).reduce((sum, p) => sum + p.amountCents, 0);
    expect(total).toBeGreaterThanOrEqual(2_200_000_000);
    expect(overview.revenueThisMonthCents).toBe(total);
    expect(subscriptionStats.proRevenueCents).toBe(total);
  });
});
