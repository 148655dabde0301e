import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { billingCheckouts } from "../db/schema-billing";
import { lockSubscriptionOfProvider, lockSubscriptionOfUser } from "../entitlements/provider-plans";
import type { SubscriptionRow } from "../entitlements/subscriptions";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The row an event applies to (locked), and whether the event is the one that binds the subscription to it. */
export type Owner = { row: SubscriptionRow; binds: boolean } | { rejected: string };

/**
 * Which subscription row a provider event belongs to. The provider's subscription id decides. Custom data
 * (which the browser hands to Paddle's checkout, so whoever pays controls it) only names the user on a first
 * activation, when that user's row has no provider subscription or is back on free, and only with the id of a
 * checkout that user opened (recorded by POST /api/billing/checkout): knowing someone's user id is not enough to
 * bind a subscription to them, so a plan an admin granted is never replaced, nor later cancelled, by a stranger's
 * subscription. It never moves a subscription between users, and an event whose custom data disagrees with the
 * owner changes nothing.
 */
export async function findOwner(
  tx: Tx,
  provider: string,
  event: { subscriptionId: string; userId: string | undefined; checkoutId: string | undefined; mayBind: boolean },
): Promise<Owner> {
  const bound = await lockSubscriptionOfProvider(tx, provider, event.subscriptionId);
  if (bound) {
    if (event.userId !== undefined && event.userId !== bound.userId) {
      return { rejected: `subscription ${event.subscriptionId} belongs to another user than its custom data names` };
    }
    return { row: bound, binds: false };
  }
  if (!event.mayBind) return { rejected: `no user holds subscription ${event.subscriptionId}` };
  if (event.userId === undefined) return { rejected: `no user holds subscription ${event.subscriptionId} and custom data names none` };
  const row = await lockSubscriptionOfUser(tx, event.userId);
  if (!row) return { rejected: "unknown user" };
  // A concurrent event for the same subscription bound it while this one waited for the row's lock.
  if (row.provider === provider && row.providerSubscriptionId === event.subscriptionId) return { row, binds: false };
  if (row.providerSubscriptionId && row.planId !== "free") {
    return { rejected: `the user already holds subscription ${row.providerSubscriptionId}` };
  }
  const [checkout] = event.checkoutId
    ? await tx
        .select({ id: billingCheckouts.id })
        .from(billingCheckouts)
        .where(and(eq(billingCheckouts.id, event.checkoutId), eq(billingCheckouts.userId, row.userId)))
    : [];
  if (!checkout) return { rejected: `subscription ${event.subscriptionId} comes from no checkout the user opened` };
  return { row, binds: true };
}
