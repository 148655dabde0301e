import { sql } from "drizzle-orm";
import { PLANS } from "@/domain/plans";
import type { Db } from "../db/client";
import { subscriptions } from "../db/schema";

/** Every user starts on free with a full allowance and a one-month period counted from sign-up. */
export async function createFreeSubscription(db: Db, userId: string) {
  const total = PLANS.free.monthlyGenerations;
  await db
    .insert(subscriptions)
    .values({
      userId,
      planId: "free",
      remainingGenerations: total,
      totalGenerations: total,
      currentPeriodStart: sql`now()`,
      currentPeriodEnd: sql`now() + interval '1 month'`,
    })
    .onConflictDoNothing({ target: subscriptions.userId });
}
