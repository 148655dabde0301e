import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billingTransactions, webhookEvents } from "@/server/db/schema-billing";
import {
  checkoutIdOf,
  event,
  PADDLE_SECRET as SECRET,
  paddleEnv,
  paddleWebhooks,
  rid,
  subscriptionData,
  transactionData,
} from "../../../tests/support/paddle-events";
import { setupTestApp, withClockAhead } from "../../../tests/support/test-app";
import { signPaddleStyle } from "./providers/signature";

describe("payment webhooks (Paddle signature format, verified by Paddle's SDK)", () => {
  const t = setupTestApp({ env: paddleEnv });
  const { buyer, deliver, subscriptionOf, receipts } = paddleWebhooks(t);

  it("activates Pro from subscription.created and records the payment from transaction.completed", async () => {
    const userId = await buyer();
    const subscriptionId = rid("sub");
    expect((await deliver(event("subscription.created", subscriptionData(userId, subscriptionId)))).status).toBe(200);
    expect((await deliver(event("transaction.completed", transactionData(userId, subscriptionId, "txn_first")))).status).toBe(200);

    expect(await subscriptionOf(userId)).toMatchObject({
      planId: "pro",
      status: "active",
      remainingGenerations: 1000,
      totalGenerations: 1000,
      billingCycleCount: 1,
      totalSpentCents: 1000,
      cancelAtPeriodEnd: false,
      provider: "paddle",
      providerSubscriptionId: subscriptionId,
      currentPeriodEnd: new Date("2026-12-01T00:00:00.000Z"),
    });
    const [payment] = await t.database.db.select().from(billingTransactions).where(eq(billingTransactions.userId, userId));
    expect(payment).toMatchObject({
      amountCents: 1000,
      currency: "USD",
      status: "completed",
      transactionType: "plan_change",
      externalReference: "txn_first",
    });
  });

  it.each([
    ["a tampered body", (body: string) => [body.replace('"active"', '"trialing"'), signPaddleStyle(body, SECRET)]],
    ["the wrong secret", (body: string) => [body, signPaddleStyle(body, "not-the-secret")]],
    ["a stale timestamp", (body: string) => [body, signPaddleStyle(body, SECRET, Date.now() - 10_000)]],
    // Paddle's SDK checks only the age: a signature dated ahead would otherwise stay replayable until then.
    ["a timestamp a minute ahead", (body: string) => [body, signPaddleStyle(body, SECRET, Date.now() + 60_000)]],
    ["no signature", (body: string) => [body, null]],
    ["a malformed signature", (body: string) => [body, "ts=abc"]],
  ])("refuses %s with 401 and changes nothing", async (_label, forge) => {
    const userId = await buyer();
    const before = await receipts();
    const [body, signature] = forge(event("subscription.created", subscriptionData(userId, rid("sub"))));
    const res = await deliver(body!, signature ?? null);
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("invalid_signature");
    expect((await subscriptionOf(userId)).planId).toBe("free");
    expect(await receipts()).toBe(before);
  });

  it("applies an event delivered 10 times once: one transaction, one billing cycle", async () => {
    const userId = await buyer();
    const subscriptionId = rid("sub");
    await deliver(event("subscription.created", subscriptionData(userId, subscriptionId)));
    const body = event("transaction.completed", transactionData(userId, subscriptionId));
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(body)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const payments = await t.database.db.select().from(billingTransactions).where(eq(billingTransactions.userId, userId));
    expect(payments).toHaveLength(1);
    expect(await subscriptionOf(userId)).toMatchObject({ billingCycleCount: 1, totalSpentCents: 1000 });
  });

  it("does not let an older subscription.updated overwrite a newer one", async () => {
    const userId = await buyer();
    const subscriptionId = rid("sub");
    const t0 = new Date(Date.now() - 60_000);
    await deliver(event("subscription.created", subscriptionData(userId, subscriptionId), { at: t0 }));
    const cancel = { scheduled_change: { action: "cancel", effective_at: "2026-12-01T00:00:00.000Z" } };
    await deliver(event("subscription.updated", subscriptionData(userId, subscriptionId, cancel), { at: new Date(t0.getTime() + 20_000) }));
    const older = await deliver(event("subscription.updated", subscriptionData(userId, subscriptionId), { at: new Date(t0.getTime() + 10_000) }));
    expect(older.status).toBe(200);
    expect((await older.json()).outcome).toBe("stale");
    expect((await subscriptionOf(userId)).cancelAtPeriodEnd).toBe(true);
  });

  it("leaves nothing half-applied when applying fails, and the provider's retry succeeds", async () => {
    const userId = await buyer();
    const subscriptionId = rid("sub");
    await deliver(event("subscription.created", subscriptionData(userId, subscriptionId)));
    // A real failure in the middle: the payment row cannot be written after the receipt was.
    await t.database.db.execute(sql`create function fail_payment() returns trigger language plpgsql as $$
      begin raise exception 'disk on fire'; end $$`);
    await t.database.db.execute(sql`create trigger fail_payment before insert on billing_transactions
      for each row execute function fail_payment()`);
    const before = await receipts();
    const body = event("transaction.completed", transactionData(userId, subscriptionId));
    const failed = await deliver(body);
    expect(failed.status).toBe(500);
    expect(await receipts()).toBe(before);
    expect(await subscriptionOf(userId)).toMatchObject({ billingCycleCount: 0, totalSpentCents: 0 });

    await t.database.db.execute(sql`drop trigger fail_payment on billing_transactions`);
    await t.database.db.execute(sql`drop function fail_payment()`);
    const retried = await deliver(body);
    expect(retried.status).toBe(200);
    expect(await subscriptionOf(userId)).toMatchObject({ billingCycleCount: 1, totalSpentCents: 1000 });
  });

  it("answers 200 to event types it does not handle, changing nothing", async () => {
    const userId = await buyer();
    const res = await deliver(event("customer.updated", { id: "ctm_01test", email: "x@example.com" }));
    expect(res.status).toBe(200);
    expect((await res.json()).outcome).toBe("ignored");
    expect((await subscriptionOf(userId)).planId).toBe("free");
  });

  it("takes the plan from the price paid, never from custom data", async () => {
    const userId = await buyer();
    const data = subscriptionData(userId, rid("sub"), { custom_data: { userId, checkoutId: checkoutIdOf(userId), planId: "teams" } });
    await deliver(event("subscription.created", data));
    expect((await subscriptionOf(userId)).planId).toBe("pro");
  });

  it("returns to free with 5 generations on subscription.canceled", async () => {
    const userId = await buyer();
    const subscriptionId = rid("sub");
    await deliver(event("subscription.created", subscriptionData(userId, subscriptionId), { at: new Date(Date.now() - 5000) }));
    await deliver(event("subscription.canceled", subscriptionData(userId, subscriptionId, { status: "canceled", current_billing_period: null })));
    expect(await subscriptionOf(userId)).toMatchObject({ planId: "free", remainingGenerations: 5, totalGenerations: 5 });
  });

  it.each([
    ["a transaction of the wrong shape", event("transaction.completed", { id: "txn_x" })],
    ["a body that is not JSON", `not json ${rid("x")}`],
    ["an envelope without an event id", JSON.stringify({ event_type: "transaction.completed", data: {} })],
  ])("records %s with a valid signature as rejected, answers 200 so it is not retried, and a replay as duplicate", async (_label, body) => {
    const res = await deliver(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: "rejected" });
    const [receipt] = await t.database.db.select().from(webhookEvents).orderBy(desc(webhookEvents.receivedAt)).limit(1);
    expect(receipt).toMatchObject({ outcome: "rejected", reason: expect.stringMatching(/^malformed/) });
    const replay = await deliver(body);
    expect(await replay.json()).toEqual({ received: true, outcome: "duplicate" });
  });

  it("dates a body it cannot read by the server's clock", async () => {
    await withClockAhead(t, 24 * 3600 * 1000, async () => {
      const before = t.clock.now();
      await deliver(`not json ${rid("dated")}`);
      const [receipt] = await t.database.db.select().from(webhookEvents).orderBy(desc(webhookEvents.receivedAt)).limit(1);
      expect(receipt!.occurredAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
      expect(receipt!.occurredAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    });
  });

  it("only listens on the configured provider's path", async () => {
    const body = event("customer.updated", {});
    const res = await t.app.request("/api/billing/webhooks/demo", {
      method: "POST",
      headers: { "paddle-signature": signPaddleStyle(body, SECRET) },
      body,
    });
    expect(res.status).toBe(404);
  });
});
