import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billingTransactions, subscriptions, webhookEvents } from "@/server/db/schema-billing";
import { setupTestApp, withClockAhead } from "../../../tests/support/test-app";
import { call, type Client, signedInUser } from "../../../tests/support/users";
import { HISTORY_LIMIT } from "./payments";

describe("billing self-service with the demo provider", () => {
  const t = setupTestApp();
  const get = async (client: Client, path: string) => (await call(t, client, path)).json();

  /** Pays a demo checkout; returns the transaction id its success URL carries. */
  async function upgrade(client: Client): Promise<string> {
    const checkout = await (await call(t, client, "/api/billing/checkout", { json: { planId: "pro" } })).json();
    expect((await call(t, client, "/api/billing/demo/pay", { json: { checkoutToken: checkout.checkoutToken } })).status).toBe(200);
    return new URL(checkout.successUrl).searchParams.get("transaction_id")!;
  }
  const status = (client: Client, transactionId: string) =>
    get(client, `/api/billing/checkout-status?transactionId=${encodeURIComponent(transactionId)}`);

  describe("checkout status", () => {
    it("is paid for the payer's own checkout, with the plan the payment bought", async () => {
      const { client } = await signedInUser(t);
      const transactionId = await upgrade(client);
      expect(await status(client, transactionId)).toEqual({ status: "paid", planId: "pro", planName: "Pro", monthlyGenerations: 1000 });
    });

    it("is unconfirmed for an unknown id, a checkout not paid yet, or another user's payment, even to a Pro user", async () => {
      const payer = await signedInUser(t);
      const paidId = await upgrade(payer.client);
      const stranger = await signedInUser(t);
      expect(await status(stranger.client, "txn_fake")).toEqual({ status: "unconfirmed" });
      expect(await status(stranger.client, paidId)).toEqual({ status: "unconfirmed" });

      const checkout = await (await call(t, stranger.client, "/api/billing/checkout", { json: { planId: "pro" } })).json();
      const unpaid = new URL(checkout.successUrl).searchParams.get("transaction_id")!;
      expect(await status(stranger.client, unpaid)).toEqual({ status: "unconfirmed" });

      // Already on Pro through a payment of their own: someone else's transaction still confirms nothing.
      await upgrade(stranger.client);
      expect(await status(stranger.client, paidId)).toEqual({ status: "unconfirmed" });
    });

    it("refuses a missing or oversized transaction id with 400", async () => {
      const { client } = await signedInUser(t);
      for (const query of ["", "?transactionId=", `?transactionId=${"x".repeat(201)}`]) {
        const res = await call(t, client, `/api/billing/checkout-status${query}`);
        expect(res.status, query).toBe(400);
        expect((await res.json()).error.code).toBe("invalid_transaction");
      }
    });
  });

  describe("keeping a paid plan after scheduling the downgrade", () => {
    it("withdraws the scheduled downgrade through a signed subscription.updated with no scheduled change", async () => {
      const { client, id } = await signedInUser(t);
      await upgrade(client);
      await t.database.db.update(subscriptions).set({ remainingGenerations: 700 }).where(eq(subscriptions.userId, id));
      expect(await (await call(t, client, "/api/billing/downgrade", { json: {} })).json()).toMatchObject({ cancelAtPeriodEnd: true });

      const kept = await call(t, client, "/api/billing/resume", { json: {} });
      expect(kept.status).toBe(200);
      expect(await kept.json()).toMatchObject({ planId: "pro", cancelAtPeriodEnd: false, remaining: 700, total: 1000 });

      const [receipt] = await t.database.db
        .select()
        .from(webhookEvents)
        .where(and(eq(webhookEvents.provider, "demo"), eq(webhookEvents.eventType, "subscription.updated")))
        .orderBy(desc(webhookEvents.receivedAt))
        .limit(1);
      expect(receipt).toMatchObject({ outcome: "applied" });
      const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
      expect(row).toMatchObject({ cancelAtPeriodEnd: false, lastEventAt: receipt!.occurredAt });
    });

    it("renews Pro at the period's end once kept", async () => {
      const { client } = await signedInUser(t);
      await upgrade(client);
      await call(t, client, "/api/billing/downgrade", { json: {} });
      await call(t, client, "/api/billing/resume", { json: {} });
      await withClockAhead(t, 32 * 24 * 3600 * 1000, async () => {
        expect(await get(client, "/api/billing/subscription")).toMatchObject({ planId: "pro", remaining: 1000 });
      });
    });

    it("changes nothing for a plan with no downgrade scheduled, and refuses the Free plan with 409", async () => {
      const { client } = await signedInUser(t);
      const refused = await call(t, client, "/api/billing/resume", { json: {} });
      expect(refused.status).toBe(409);
      expect((await refused.json()).error.message).toBe("You are already on the Free plan");

      await upgrade(client);
      const before = (await t.database.db.select().from(webhookEvents)).length;
      expect(await (await call(t, client, "/api/billing/resume", { json: {} })).json()).toMatchObject({ planId: "pro", cancelAtPeriodEnd: false });
      expect((await t.database.db.select().from(webhookEvents)).length).toBe(before);
    });
  });

  describe("billing history", () => {
    it("is empty before any payment", async () => {
      const { client } = await signedInUser(t);
      expect(await get(client, "/api/billing/transactions")).toEqual({ items: [] });
    });

    it("lists the user's own payments, newest first, without invoices from the demo provider", async () => {
      const { client, id } = await signedInUser(t);
      const other = await signedInUser(t);
      await upgrade(other.client);
      await upgrade(client);
      const [first] = await t.database.db.select().from(billingTransactions).where(eq(billingTransactions.userId, id));
      const older = new Date(first!.createdAt.getTime() - 40 * 24 * 3600 * 1000);
      await t.database.db.insert(billingTransactions).values({
        userId: id,
        amountCents: 1250,
        currency: "EUR",
        status: "completed",
        transactionType: "plan_change",
        provider: "demo",
        externalReference: "txn_demo_older",
        metadata: { plan_id: "pro" },
        createdAt: older,
      });

      const { items } = await get(client, "/api/billing/transactions");
      expect(items).toEqual([
        {
          id: first!.id,
          paidAt: first!.createdAt.toISOString(),
          planId: "pro",
          planName: "Pro",
          amountCents: 1000,
          currency: "USD",
          status: "completed",
          invoice: false,
        },
        expect.objectContaining({ paidAt: older.toISOString(), amountCents: 1250, currency: "EUR", invoice: false }),
      ]);

      const invoice = await call(t, client, `/api/billing/transactions/${first!.id}/invoice`);
      expect(invoice.status).toBe(404);
      expect((await invoice.json()).error.message).toBe("No invoice is available for this payment.");
      expect((await call(t, client, "/api/billing/transactions/not-a-uuid/invoice")).status).toBe(404);
      expect((await call(t, client, "/api/billing/payment-method", { json: {} })).status).toBe(404);
    });

    it(`shows the newest ${HISTORY_LIMIT} payments`, async () => {
      const { client, id } = await signedInUser(t);
      const start = Date.UTC(2024, 0, 1);
      await t.database.db.insert(billingTransactions).values(
        Array.from({ length: HISTORY_LIMIT + 2 }, (_, i) => ({
          userId: id,
          amountCents: 1000,
          currency: "USD",
          status: "completed",
          transactionType: "plan_change",
          provider: "demo",
          externalReference: `txn_demo_history_${id}_${i}`,
          metadata: { plan_id: "pro" },
          createdAt: new Date(start + i * 30 * 24 * 3600 * 1000),
        })),
      );
      const { items } = await get(client, "/api/billing/transactions");
      expect(items).toHaveLength(HISTORY_LIMIT);
      expect(items[0].paidAt).toBe(new Date(start + (HISTORY_LIMIT + 1) * 30 * 24 * 3600 * 1000).toISOString());
      expect(items.at(-1).paidAt).toBe(new Date(start + 2 * 30 * 24 * 3600 * 1000).toISOString());
    });
  });
});
