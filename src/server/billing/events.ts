import { z } from "zod";
import type { PlanId } from "@/domain/plans";

/**
 * Payment events in Paddle Billing's webhook format. The demo provider emits the same format, so both
 * go through one parser and one set of effects.
 */
const customData = z.object({ userId: z.string().optional() }).loose().nullish();
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
      subscriptionId: string;
      customerId: string | null;
      /** Ended: the subscription was canceled (now or at its scheduled end). */
      canceled: boolean;
      planId: PlanId | null;
      periodStart: Date | null;
      periodEnd: Date | null;
      cancelAtPeriodEnd: boolean;
    })
  | (EventBase & {
      kind: "transaction";
      userId: string | undefined;
      subscriptionId: string | null;
      transactionId: string;
      amountCents: number;
      currency: string;
      planId: PlanId | null;
    })
  | (EventBase & { kind: "ignored" });

export class MalformedEvent extends Error {}

const SUBSCRIPTION_TYPES = new Set(["subscription.created", "subscription.updated", "subscription.canceled"]);

/** Reads a verified event body. The plan always comes from the price paid, never from custom data. */
export function parseEvent(rawBody: string, priceToPlan: Record<string, PlanId>): BillingEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new MalformedEvent("the body is not JSON");
  }
  const head = envelope.safeParse(json);
  if (!head.success) throw new MalformedEvent(head.error.message);
  const base = { id: head.data.event_id, type: head.data.event_type, occurredAt: new Date(head.data.occurred_at) };
  const planOf = (list: z.infer<typeof items>) => priceToPlan[list[0]?.price.id ?? ""] ?? null;

  if (SUBSCRIPTION_TYPES.has(base.type)) {
    const data = subscriptionData.safeParse(head.data.data);
    if (!data.success) throw new MalformedEvent(data.error.message);
    const d = data.data;
    return {
      ...base,
      kind: "subscription",
      userId: d.custom_data?.userId,
      subscriptionId: d.id,
      customerId: d.customer_id ?? null,
      canceled: base.type === "subscription.canceled" || d.status === "canceled",
      planId: planOf(d.items),
      periodStart: d.current_billing_period ? new Date(d.current_billing_period.starts_at) : null,
      periodEnd: d.current_billing_period ? new Date(d.current_billing_period.ends_at) : null,
      cancelAtPeriodEnd: d.scheduled_change?.action === "cancel",
    };
  }
  if (base.type === "transaction.completed") {
    const data = transactionData.safeParse(head.data.data);
    if (!data.success) throw new MalformedEvent(data.error.message);
    const d = data.data;
    return {
      ...base,
      kind: "transaction",
      userId: d.custom_data?.userId,
      subscriptionId: d.subscription_id ?? null,
      transactionId: d.id,
      amountCents: Number(d.details.totals.grand_total),
      currency: d.currency_code,
      planId: planOf(d.items),
    };
  }
  return { ...base, kind: "ignored" };
}
