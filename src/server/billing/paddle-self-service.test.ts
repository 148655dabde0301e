import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { billingTransactions } from "@/server/db/schema-billing";
import { event, paddleEnv, paddleWebhooks, rid, subscriptionData, transactionData } from "../../../tests/support/paddle-events";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, type Client, signedInUser } from "../../../tests/support/users";

const PADDLE_API = "https://sandbox-api.paddle.com";

interface PaddleCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stands in for Paddle's HTTP API alone (the SDK calls it with fetch): each answer is keyed "METHOD /path",
 * every call is recorded, and nothing else is touched.
 */
function fakePaddleApi(answers: Record<string, { status?: number; data?: unknown; error?: unknown }>) {
  const calls: PaddleCall[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (url.origin !== PADDLE_API) return realFetch(input, init);
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    calls.push({ method: init?.method ?? "GET", path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[key] ?? { status: 404, error: { type: "request_error", code: "not_found", detail: key } };
    const body = answer.error ? { error: answer.error, meta: { request_id: "req_test" } } : { data: answer.data, meta: { request_id: "req_test" } };
    return new Response(JSON.stringify(body), { status: answer.status ?? 200, headers: { "content-type": "application/json" } });
  });
  return calls;
}

/** Paddle's subscription entity, as its API answers an update. */
const paddleSubscription = (id: string) => ({
  id,
  status: "active",
  customer_id: "ctm_01test",
  address_id: "add_01test",
  currency_code: "USD",
  created_at: "2026-11-01T00:00:00.000Z",
  updated_at: "2026-11-02T00:00:00.000Z",
  collection_mode: "automatic",
  billing_cycle: { interval: "month", frequency: 1 },
  current_billing_period: { starts_at: "2026-11-01T00:00:00.000Z", ends_at: "2026-12-01T00:00:00.000Z" },
  scheduled_change: null,
  items: [],
});

describe("billing self-service with Paddle (its HTTP API faked)", () => {
  const t = setupTestApp({ env: paddleEnv });
  const { deliver, opened } = paddleWebhooks(t);
  afterEach(() => vi.restoreAllMocks());

  /** A signed-in user on Pro through Paddle's events, with one payment. */
  async function proUser(): Promise<{ client: Client; id: string; subscriptionId: string; transactionId: string }> {
    const { client, id } = await signedInUser(t);
    await opened(id);
    const subscriptionId = rid("sub");
    const transactionId = rid("txn");
    expect((await deliver(event("subscription.created", subscriptionData(id, subscriptionId)))).status).toBe(200);
    expect((await deliver(event("transaction.completed", transactionData(id, subscriptionId, transactionId)))).status).toBe(200);
    return { client, id, subscriptionId, transactionId };
  }

  it("keeps Pro by removing the scheduled change at Paddle", async () => {
    const user = await proUser();
    const calls = fakePaddleApi({
      [`POST /subscriptions/${user.subscriptionId}/cancel`]: { data: paddleSubscription(user.subscriptionId) },
      [`PATCH /subscriptions/${user.subscriptionId}`]: { data: paddleSubscription(user.subscriptionId) },
    });
    expect(await (await call(t, user.client, "/api/billing/downgrade", { json: {} })).json()).toMatchObject({ cancelAtPeriodEnd: true });
    const kept = await call(t, user.client, "/api/billing/resume", { json: {} });
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({ planId: "pro", cancelAtPeriodEnd: false });
    expect(calls.at(-1)).toEqual({ method: "PATCH", path: `/subscriptions/${user.subscriptionId}`, body: { scheduled_change: null } });
  });

  it("answers 502 and keeps the downgrade scheduled when Paddle refuses", async () => {
    const user = await proUser();
    fakePaddleApi({
      [`POST /subscriptions/${user.subscriptionId}/cancel`]: { data: paddleSubscription(user.subscriptionId) },
      [`PATCH /subscriptions/${user.subscriptionId}`]: { status: 500, error: { type: "api_error", code: "internal_error", detail: "down" } },
    });
    await call(t, user.client, "/api/billing/downgrade", { json: {} });
    const refused = await call(t, user.client, "/api/billing/resume", { json: {} });
    expect(refused.status).toBe(502);
    expect((await refused.json()).error.code).toBe("provider_unavailable");
    expect(await (await call(t, user.client, "/api/billing/subscription")).json()).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it("lists Paddle payments with an invoice fetched from Paddle on request, for the payer alone", async () => {
    const user = await proUser();
    const other = await signedInUser(t);
    const calls = fakePaddleApi({
      [`GET /transactions/${user.transactionId}/invoice`]: { data: { url: "https://sandbox-invoice.paddle.com/inv_1.pdf?token=abc" } },
    });
    const { items } = await (await call(t, user.client, "/api/billing/transactions")).json();
    expect(items).toEqual([expect.objectContaining({ planName: "Pro", amountCents: 1000, currency: "USD", status: "completed", invoice: true })]);
    expect(calls).toEqual([]);

    const [payment] = await t.database.db.select().from(billingTransactions).where(eq(billingTransactions.userId, user.id));
    expect((await call(t, other.client, `/api/billing/transactions/${payment!.id}/invoice`)).status).toBe(404);
    const invoice = await call(t, user.client, `/api/billing/transactions/${payment!.id}/invoice`);
    expect(await invoice.json()).toEqual({ url: "https://sandbox-invoice.paddle.com/inv_1.pdf?token=abc" });
    expect(calls).toEqual([{ method: "GET", path: `/transactions/${user.transactionId}/invoice`, body: undefined }]);
  });

  it("opens Paddle's customer portal at the subscription's payment method, for a paid plan only", async () => {
    const user = await proUser();
    const calls = fakePaddleApi({
      "POST /customers/ctm_01test/portal-sessions": {
        data: {
          id: "cpls_01test",
          customer_id: "ctm_01test",
          created_at: "2026-11-02T00:00:00.000Z",
          urls: {
            general: { overview: "https://customer-portal.paddle.com/cpl_01test?action=overview&token=t" },
            subscriptions: [
              {
                id: user.subscriptionId,
                cancel_subscription: "https://customer-portal.paddle.com/cpl_01test?action=cancel&token=t",
                update_subscription_payment_method: "https://customer-portal.paddle.com/cpl_01test?action=update&token=t",
              },
            ],
          },
        },
      },
    });
    const portal = await call(t, user.client, "/api/billing/payment-method", { json: {} });
    expect(await portal.json()).toEqual({ url: "https://customer-portal.paddle.com/cpl_01test?action=update&token=t" });
    expect(calls).toEqual([
      { method: "POST", path: "/customers/ctm_01test/portal-sessions", body: { subscription_ids: [user.subscriptionId] } },
    ]);

    const free = await signedInUser(t);
    expect((await call(t, free.client, "/api/billing/payment-method", { json: {} })).status).toBe(409);
  });

  it("confirms a checkout by the transaction id Paddle reported, once its payment event has arrived", async () => {
    const { client, id } = await signedInUser(t);
    await opened(id);
    const subscriptionId = rid("sub");
    const transactionId = rid("txn");
    const status = async () => (await call(t, client, `/api/billing/checkout-status?transactionId=${transactionId}`)).json();
    expect(await status()).toEqual({ status: "unconfirmed" });
    await deliver(event("subscription.created", subscriptionData(id, subscriptionId)));
    await deliver(event("transaction.completed", transactionData(id, subscriptionId, transactionId)));
    expect(await status()).toMatchObject({ status: "paid", planId: "pro" });
  });
});
