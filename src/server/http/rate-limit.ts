import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";

export interface RateRule {
  /** Window length in seconds. */
  window: number;
  /** Requests allowed per window. */
  max: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window reopens, when refused. */
  retryAfter: number | null;
  /** Requests left in this window. */
  remaining: number;
  /** Seconds until this window ends. */
  resetAfter: number;
}

/**
 * Counts one request against `key` in a fixed window, in one atomic statement, so every app instance
 * shares the same count and concurrent requests cannot all slip through on a stale read. `now` is the
 * app's Clock: a test that moves the clock sees the window end.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateRule, now: Date): Promise<RateDecision> {
  const nowMs = now.getTime();
  const windowMs = rule.window * 1000;
  const expired = sql`${rateLimits.windowStart} <= ${nowMs - windowMs}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: nowMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${nowMs} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const count = row?.count ?? 1;
  const resetAfter = Math.max(1, Math.ceil(((row?.windowStart ?? nowMs) + windowMs - nowMs) / 1000));
  const remaining = Math.max(0, rule.max - count);
  if (count <= rule.max) return { allowed: true, retryAfter: null, remaining, resetAfter };
  return { allowed: false, retryAfter: resetAfter, remaining, resetAfter };
}

/** Forgets the count of `key`, as if no request had been made (a correct password ends a run of failures). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
