import { randomUUID } from "node:crypto";
import { createFreeSubscription } from "@/server/entitlements/subscriptions";
import type { Db } from "@/server/db/client";
import { users } from "@/server/db/schema";

/** A user row with its free subscription, written straight to the database (no sign-up round trip). */
export async function insertUser(db: Db, fields: Partial<typeof users.$inferInsert> = {}) {
  const id = fields.id ?? randomUUID();
  await db.insert(users).values({ id, email: `${id}@example.com`, emailVerified: true, ...fields });
  await createFreeSubscription(db, id, new Date());
  return id;
}
