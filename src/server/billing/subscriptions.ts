import { randomBytes } from "node:crypto";
import { PLANS } from "@/domain/plans";
import type { Db } from "../db/client";
import { addMonths } from "./periods";
import { billingCheckouts, subscriptions } from "../db/schema";

/** Every user starts on free with a full allowance and a one-month period counted from sign-up. */
export async function createFreeSubscription(db: Db, userId: string, now: Date) {
  const total = PLANS.free.monthlyGenerations;
  await db
    .insert(subscriptions)
    .values({
      userId,
      planId: "free",
      remainingGenerations: total,
      totalGenerations: total,
      currentPeriodStart: now,
      currentPeriodEnd: addMonths(now, 1),
    })
    .onConflictDoNothing({ target: subscriptions.userId });
}

/**
 * Records a checkout the user opened and returns its id, which the provider's checkout carries in its custom data:
 * the proof, on the events that follow, that this user asked for the subscription they bring (subscription-owner.ts).
 */
export async function openCheckout(db: Db, userId: string): Promise<string> {
  const id = randomBytes(16).toString("hex");
  await db.insert(billingCheckouts).values({ id, userId });
  return id;
}
