import { and, desc, eq } from "drizzle-orm";
import { planOf } from "@/domain/plans";
import type { Db } from "../db/client";
import { billingTransactions } from "../db/schema-billing";

/** Billing history shows this many of the newest payments: two years of a monthly plan. */
export const HISTORY_LIMIT = 24;

type PaymentRow = typeof billingTransactions.$inferSelect;

/** The plan a payment bought, as its event recorded it. */
const planPaid = (row: PaymentRow) => planOf(typeof row.metadata.plan_id === "string" ? row.metadata.plan_id : null);

/** A payment as the Billing screen shows it; `invoice` says whether the provider can give its PDF. */
function paymentView(row: PaymentRow, invoice: boolean) {
  const plan = planPaid(row);
  return {
    id: row.id,
    paidAt: row.createdAt.toISOString(),
    planId: plan.id,
    planName: plan.name,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    invoice,
  };
}

/** The user's newest payments first, each saying whether an invoice can be fetched for it. */
export async function paymentHistory(db: Db, userId: string, invoices: { provider: string } | null) {
  const rows = await db
    .select()
    .from(billingTransactions)
    .where(eq(billingTransactions.userId, userId))
    .orderBy(desc(billingTransactions.createdAt), desc(billingTransactions.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => paymentView(row, invoices?.provider === row.provider));
}

/** One of the user's payments by our id, or undefined (another user's, or none). */
export async function paymentOf(db: Db, userId: string, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(billingTransactions)
    .where(and(eq(billingTransactions.id, id), eq(billingTransactions.userId, userId)));
  return row;
}

/**
 * What became of a checkout, asked by /checkout/success with the provider's transaction id: paid only when
 * that payment is recorded (by the provider's verified event) for this user. An unknown id, another user's,
 * or one not (yet) paid are all `unconfirmed`: the page never learns whose a foreign id is.
 */
export async function checkoutStatus(db: Db, userId: string, provider: string, transactionId: string) {
  const [row] = await db
    .select()
    .from(billingTransactions)
    .where(
      and(
        eq(billingTransactions.userId, userId),
        eq(billingTransactions.provider, provider),
        eq(billingTransactions.externalReference, transactionId),
        eq(billingTransactions.status, "completed"),
      ),
    );
  if (!row) return { status: "unconfirmed" as const };
  const plan = planPaid(row);
  return { status: "paid" as const, planId: plan.id, planName: plan.name, monthlyGenerations: plan.monthlyGenerations };
}
