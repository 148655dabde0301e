import { eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";
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
 * The statement that counts one request against each key `keys` yields (a query of one text column) in a fixed
 * window of `rule`, at `nowMs` (epoch ms; a placeholder in a statement written once), and returns each key's `count`
 * and `windowStart`. One atomic upsert, so every app instance shares the same count and concurrent requests cannot
 * all slip through on a stale read.
 */
function countRequests(keys: SQL, rule: RateRule, nowMs: number | Placeholder): SQL {
  const now = sql`${nowMs}::bigint`;
  const expired = sql`r.window_start <= ${now} - ${rule.window * 1000}`;
  return sql`insert into ${rateLimits} as r (key, count, window_start) select counted.key, 1, ${now} from (${keys}) as counted(key)
    on conflict (key) do update set count = case when ${expired} then 1 else r.count + 1 end,
      window_start = case when ${expired} then ${now} else r.window_start end
    returning r.count, r.window_start as "windowStart"`;
}

/** What `countRequests` answered for a key, as a decision at `nowMs`. */
function rateDecision(rule: RateRule, nowMs: number, counted: { count: number; windowStart: number | string } | undefined): RateDecision {
  const count = counted?.count ?? 1;
  // bigint arrives as text from node-postgres.
  const windowStart = counted ? Number(counted.windowStart) : nowMs;
  const resetAfter = Math.max(1, Math.ceil((windowStart + rule.window * 1000 - nowMs) / 1000));
  const remaining = Math.max(0, rule.max - count);
  if (count <= rule.max) return { allowed: true, retryAfter: null, remaining, resetAfter };
  return { allowed: false, retryAfter: resetAfter, remaining, resetAfter };
}

/**
 * Counts one request against `key` (`countRequests`). `now` is the app's Clock: a test that moves the clock sees the
 * window end.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateRule, now: Date): Promise<RateDecision> {
  const nowMs = now.getTime();
  const [row] = await queryRows<{ count: number; windowStart: string }>(db, countRequests(sql`select ${key}::text`, rule, nowMs));
  return rateDecision(rule, nowMs, row);
}

/** Forgets the count of `key`, as if no request had been made (a correct password ends a run of failures). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
