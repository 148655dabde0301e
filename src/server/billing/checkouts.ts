import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { billingCheckouts } from "../db/schema-billing";

/**
 * Records a checkout the user opened and returns its id, which the provider's checkout carries in its custom data:
 * the proof, on the events that follow, that this user asked for the subscription they bring (subscription-owner.ts).
 */
export async function openCheckout(db: Db, userId: string): Promise<string> {
  const id = randomBytes(16).toString("hex");
  await db.insert(billingCheckouts).values({ id, userId });
  return id;
}
