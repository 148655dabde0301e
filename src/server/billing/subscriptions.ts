import { PLANS } from "@/domain/plans";
import type { Db } from "../db/client";
import { addMonths } from "./periods";
import { subscriptions } from "../db/schema";

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
