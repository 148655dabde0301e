import type { Db } from "../db/client";
import { accountActivity } from "../db/schema";

export type ActivityType =
  | "login"
  | "logout"
  | "generation"
  | "plan_change"
  | "admin_change"
  | "api_key_created"
  | "api_key_revoked";

/** Appends one row to the user's activity log. */
export async function recordActivity(
  db: Db,
  entry: {
    userId: string;
    type: ActivityType;
    ipAddress?: string | null;
    userAgent?: string | null;
    metadata?: Record<string, unknown>;
  },
) {
  await db.insert(accountActivity).values({
    userId: entry.userId,
    activityType: entry.type,
    ipAddress: entry.ipAddress ?? null,
    userAgent: entry.userAgent ?? null,
    metadata: entry.metadata ?? {},
  });
}
