import { createHash } from "node:crypto";
import { z } from "zod";
import type { PlanId } from "@/domain/plans";

/**
 * Payment events in Paddle Billing's webhook format. The demo provider emits the same format, so both
 * go through one parser and one set of effects.
 */
const customData = z.object({ userId: z.string().optional(), checkoutId: z.string().optional() }).loose().nullish();
const items = z.array(z.object({ price: z.object({ id: z.string() }).loose() }).loose()).default([]);

const envelope = z.object({
  event_id: z.string().min(1),
  event_type: z.string().min(1),
  occurred_at: z.iso.datetime({ offset: true }),
  data: z.unknown(),
});

const subscriptionData = z
  .object({
    id: z.string().min(1),
    status: z.string(),
    customer_id: z.string().nullish(),
    custom_data: customData,
    current_billing_period: z.object({ starts_at: z.iso.datetime({ offset: true }), ends_at: z.iso.datetime({ offset: true }) }).nullish(),
    scheduled_change: z.object({ action: z.string(), effective_at: z.string() }).loose().nullish(),
    items,
  })
  .loose();

const transactionData = z
  .object({
    id: z.string().min(1),
    status: z.string(),
    customer_id: z.string().nullish(),
    subscription_id: z.string().nullish(),
    custom_data: customData,
    currency_code: z.string().length(3),
    details: z.object({ totals: z.object({ grand_total: z.string().regex(/^\d+$/) }).loose() }).loose(),
    items,
  })
  .loose();

interface EventBase {
  id: string;
  type: string;
  occurredAt: Date;
}

export type BillingEvent =
  | (EventBase & {
      kind: "subscription";
      userId: string | undefined;
      /** The checkout the user opened, from custom data: what lets a new subscription bind to them. */
      checkoutId: string | undefined;
      subscriptionId: string;
      customerId: string | null;
      periodStart: Date | null;
      periodEnd: Date | null;
      cancelAtPeriodEnd: boolean;
    } & (
        | /** Ended: the subscription was canceled (now or at its scheduled end). */ { canceled: true }
        | { canceled: false; planId: PlanId }
      ))
  | (EventBase & {
      kind: "transaction";
      userId: string | undefined;
      checkoutId: string | undefined;
      subscriptionId: string;
      transactionId: string;
      amountCents: number;
      currency: string;
      planId: PlanId;
    })
  | (EventBase & { kind: "ignored" })
  /** Can never apply (malformed, unknown price, amount out of bounds): recorded with its reason, never retried. */
  | (EventBase & { kind: "rejected"; reason: string });

/**
 * The largest payment we accept, in cents ($1,000,000). Our only price is $10 a month; anything near this
 * is a mistake or an attack, and the bound keeps every sum far inside bigint and a JavaScript number.
 */
export const MAX_AMOUNT_CENTS = 100_000_000;

const SUBSCRIPTION_TYPES = new Set(["subscription.created", "subscription.updated", "subscription.canceled"]);

/**
 * Reads a verified event body. The plan always comes from the price paid, never from custom data. A body
 * that can never apply is returned as rejected, keyed by its event id (or, without one, by its hash, so a
 * redelivery is still a duplicate).
 */
export function parseEvent(rawBody: string, priceToPlan: Record<string, PlanId>, now: Date): BillingEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    json = undefined;
  }
  const head = envelope.safeParse(json);
  if (!head.success) {
    const id = `body-sha256:${createHash("sha256").update(rawBody).digest("hex")}`;
    return { id, type: "malformed", occurredAt: now, kind: "rejected", reason: `malformed envelope: ${z.prettifyError(head.error)}` };
  }
  const base = { id: head.data.event_id, type: head.data.event_type, occurredAt: new Date(head.data.occurred_at) };
  const reject = (reason: string): BillingEvent => ({ ...base, kind: "rejected", reason });
  const planOf = (list: z.infer<typeof items>) => priceToPlan[list[0]?.price.id ?? ""] ?? null;

  if (SUBSCRIPTION_TYPES.has(base.type)) {
    const data = subscriptionData.safeParse(head.data.data);
    if (!data.success) return reject(`malformed subscription: ${z.prettifyError(data.error)}`);
    const d = data.data;
    const planId = planOf(d.items);
    const change =
      base.type === "subscription.canceled" || d.status === "canceled"
        ? ({ canceled: true } as const)
        : planId
          ? ({ canceled: false, planId } as const)
          : null;
    if (!change) return reject(`unknown price ${d.items[0]?.price.id ?? "(none)"}`);
    return {
      ...base,
      ...change,
      kind: "subscription",
      userId: d.custom_data?.userId,
      checkoutId: d.custom_data?.checkoutId,
      subscriptionId: d.id,
      customerId: d.customer_id ?? null,
      periodStart: d.current_billing_period ? new Date(d.current_billing_period.starts_at) : null,
      periodEnd: d.current_billing_period ? new Date(d.current_billing_period.ends_at) : null,
      cancelAtPeriodEnd: d.scheduled_change?.action === "cancel",
    };
  }
  if (base.type === "transaction.completed") {
    const data = transactionData.safeParse(head.data.data);
    if (!data.success) return reject(`malformed transaction: ${z.prettifyError(data.error)}`);
    const d = data.data;
    const amountCents = Number(d.details.totals.grand_total);
    if (amountCents > MAX_AMOUNT_CENTS) return reject(`amount ${d.details.totals.grand_total.slice(0, 30)} above ${MAX_AMOUNT_CENTS} cents`);
    const planId = planOf(d.items);
    if (!planId) return reject(`unknown price ${d.items[0]?.price.id ?? "(none)"}`);
    if (!d.subscription_id) return reject("not a subscription payment");
    return {
      ...base,
      kind: "transaction",
      userId: d.custom_data?.userId,
      checkoutId: d.custom_data?.checkoutId,
      subscriptionId: d.subscription_id,
      transactionId: d.id,
      amountCents,
      currency: d.currency_code,
      planId,
    };
  }
  return { ...base, kind: "ignored" };
}
