import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billingTransactions, subscriptions } from "@/server/db/schema-billing";
import { setupTestApp, TEST_AUTH_SECRET, withClockAhead } from "../../../tests/support/test-app";
import { call, type Client, newClient, signedInUser } from "../../../tests/support/users";
import { demoWebhookSource } from "./providers/demo";
import { openCheckout } from "./checkouts";
import { signPaddleStyle } from "./providers/signature";

const DAY = 24 * 60 * 60 * 1000;

describe("billing API with the demo payment provider", () => {
  const t = setupTestApp();
  const subscription = async (client: Client) => (await call(t, client, "/api/billing/subscription")).json();
  async function upgrade(client: Client) {
    const checkout = await (await call(t, client, "/api/billing/checkout", { json: { planId: "pro" } })).json();
    expect(checkout).toMatchObject({ provider: "demo", planId: "pro", amountCents: 1000, currency: "USD" });
    expect(checkout.successUrl).toMatch(new RegExp(`^${t.config.appUrl}/checkout/success\\?planId=pro&transaction_id=txn_demo_[0-9a-f]{32}$`));
    const paid = await call(t, client, "/api/billing/demo/pay", { json: { checkoutToken: checkout.checkoutToken } });
    expect(paid.status).toBe(200);
    return checkout.checkoutToken as string;
  }

  it("starts every user on free with 5 generations and a one-month period", async () => {
    const { client } = await signedInUser(t);
    const view = await subscription(client);
    expect(view).toMatchObject({ planId: "free", planName: "Free", remaining: 5, total: 5, cancelAtPeriodEnd: false });
    const days = (new Date(view.renewsAt).getTime() - new Date(view.currentPeriodStart).getTime()) / DAY;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
  });

  it("upgrades through the demo checkout: Pro, 1000 generations, a payment recorded", async () => {
    const { client, id } = await signedInUser(t);
    expect((await subscription(client)).planId).toBe("free");
    await upgrade(client);
    expect(await subscription(client)).toMatchObject({ planId: "pro", planName: "Pro", remaining: 1000, total: 1000 });
    const [payment] = await t.database.db.select().from(billingTransactions).where(eq(billingTransactions.userId, id));
    expect(payment).toMatchObject({ provider: "demo", amountCents: 1000, currency: "USD", status: "completed" });
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    expect(row).toMatchObject({ billingCycleCount: 1, totalSpentCents: 1000 });

    const again = await call(t, client, "/api/billing/checkout", { json: { planId: "pro" } });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe("You are already on this plan");
  });

  it("refuses a forged, reused-by-another or Teams checkout", async () => {
    const owner = await signedInUser(t);
    const thief = await signedInUser(t);
    const checkout = await (await call(t, owner.client, "/api/billing/checkout", { json: { planId: "pro" } })).json();
    const [payload, signature] = checkout.checkoutToken.split(".");
    const forged = `${payload}.${signature.slice(0, -2)}xx`;
    expect((await call(t, owner.client, "/api/billing/demo/pay", { json: { checkoutToken: forged } })).status).toBe(400);
    expect((await call(t, thief.client, "/api/billing/demo/pay", { json: { checkoutToken: checkout.checkoutToken } })).status).toBe(400);
    expect((await subscription(thief.client)).planId).toBe("free");
    expect((await subscription(owner.client)).planId).toBe("free");
    expect((await call(t, owner.client, "/api/billing/checkout", { json: { planId: "teams" } })).status).toBe(400);
  });

  it("schedules a downgrade at period end, then moves to free with 5 when the period is over", async () => {
    const { client } = await signedInUser(t);
    await upgrade(client);
    const downgraded = await (await call(t, client, "/api/billing/downgrade", { json: {} })).json();
    expect(downgraded).toMatchObject({ planId: "pro", cancelAtPeriodEnd: true, remaining: 1000 });

    await withClockAhead(t, 32 * DAY, async () => {
      expect(await subscription(client)).toMatchObject({ planId: "free", remaining: 5, total: 5, cancelAtPeriodEnd: false });
    });
    const refused = await call(t, client, "/api/billing/downgrade", { json: {} });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe("You are already on the Free plan");
  });

  it("renews a paid plan's allowance at each billing period", async () => {
    const { client, id } = await signedInUser(t);
    await upgrade(client);
    await t.database.db.update(subscriptions).set({ remainingGenerations: 3 }).where(eq(subscriptions.userId, id));
    await withClockAhead(t, 32 * DAY, async () => {
      expect(await subscription(client)).toMatchObject({ planId: "pro", remaining: 1000 });
    });
  });

  it("lets nothing the browser sends set a plan or an allowance", async () => {
    const { client, id } = await signedInUser(t);
    await call(t, client, "/api/billing/checkout", { json: { planId: "pro", remaining: 999_999, userId: "someone" } });
    await call(t, client, "/api/billing/downgrade", { json: { planId: "teams", remaining: 999_999 } });
    await call(t, client, "/api/account", { method: "PATCH", json: { name: "x", planId: "teams", remainingGenerations: 999 } });
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    expect(row).toMatchObject({ planId: "free", remainingGenerations: 5, totalGenerations: 5 });
    expect((await call(t, client, "/api/billing/checkout", { json: { planId: "free" } })).status).toBe(400);
  });

  it("keeps each user's subscription their own", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await upgrade(a.client);
    expect((await subscription(b.client)).planId).toBe("free");
    await call(t, b.client, "/api/billing/downgrade", { json: {} });
    expect(await subscription(a.client)).toMatchObject({ planId: "pro", cancelAtPeriodEnd: false });
  });

  it("accepts demo events over HTTP only when signed with the demo secret", async () => {
    const { client, id } = await signedInUser(t);
    const checkoutId = await openCheckout(t.database.db, id);
    const body = JSON.stringify({
      event_id: "evt_demo_http",
      event_type: "subscription.created",
      occurred_at: new Date().toISOString(),
      data: {
        id: "sub_demo_http",
        status: "active",
        customer_id: "ctm_demo",
        custom_data: { userId: id, checkoutId },
        current_billing_period: { starts_at: new Date().toISOString(), ends_at: new Date(Date.now() + 30 * DAY).toISOString() },
        items: [{ price: { id: "pri_demo_pro" } }],
      },
    });
    const post = (signature: string) =>
      t.app.request("/api/billing/webhooks/demo", { method: "POST", headers: { "paddle-signature": signature }, body });
    expect((await post(signPaddleStyle(body, "guess"))).status).toBe(401);
    expect((await subscription(client)).planId).toBe("free");
    expect((await post(signPaddleStyle(body, demoWebhookSource(TEST_AUTH_SECRET).secret))).status).toBe(200);
    expect((await subscription(client)).planId).toBe("pro");
  });

  it("tells the browser which provider runs and where sales mail goes", async () => {
    const { client } = await signedInUser(t);
    expect(await (await call(t, client, "/api/billing/config")).json()).toEqual({
      provider: "demo",
      supportEmail: "sales@promptsmith.local",
    });
  });

  it("answers 401 to every billing route when signed out", async () => {
    for (const [method, path] of [
      ["GET", "/api/billing/subscription"],
      ["GET", "/api/billing/config"],
      ["POST", "/api/billing/checkout"],
      ["POST", "/api/billing/demo/pay"],
      ["POST", "/api/billing/downgrade"],
    ] as const) {
      expect((await call(t, newClient(), path, { method, json: method === "POST" ? {} : undefined })).status, path).toBe(401);
    }
  });
});
