import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { Webhook } from "standardwebhooks";
import type { Clock } from "../clock";
import { type Db, queryRows } from "../db/client";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../db/schema-webhooks";
import { postTo } from "./target";

/**
 * The worker every instance runs: it claims due deliveries from the outbox (webhook_deliveries), signs and sends
 * them, and logs each attempt. Claiming is one statement that takes rows with `for update skip locked` and moves
 * them a lease ahead, as the sweep of interrupted generations takes its rows (generation/sweep.ts): two instances
 * never take the same row, and a row whose instance died mid-send comes due again when its lease ends (a receiver
 * may so see a message twice: the `webhook-id` header tells it so). Due times are read on the app's clock.
 */

const SECOND_MS = 1000;
const HOUR_MS = 3_600_000;
/** How often each instance looks for due deliveries. */
const POLL_EVERY_MS = 2 * SECOND_MS;
/** Deliveries claimed per statement; the worker claims again while it fills a batch. */
const BATCH = 20;
/** How long a claimed row is kept from the others: well past the receiver's timeout (target.ts). */
const LEASE_MS = 60 * SECOND_MS;
/** A delivery is retried for this long after its event; then it is `failed` (a Redeliver sends it again). */
export const RETRY_FOR_MS = 24 * HOUR_MS;
/** Finished deliveries and their attempts are kept this long for the log. */
const KEEP_LOG_MS = 30 * 24 * HOUR_MS;

/** The wait after the `attempts`-th failed attempt: 10 s, 50 s, 4 min, 21 min, 1 h 44 min, then every 6 h. */
export const retryDelayMs = (attempts: number) => Math.min(10 * SECOND_MS * 5 ** (attempts - 1), 6 * HOUR_MS);

type Claimed = {
  id: string;
  messageId: string;
  eventType: string;
  data: unknown;
  attempts: number;
  occurredAt: Date;
  createdAt: Date;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
};

/** The body and headers of a delivery (Standard Webhooks): a signature per secret in force, separated by spaces. */
export function signedMessage(row: Claimed, now: Date, sentAt = new Date()) {
  const body = JSON.stringify({ type: row.eventType, timestamp: row.occurredAt.toISOString(), data: row.data });
  const secrets = [row.secret, ...(row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now ? [row.previousSecret] : [])];
  // The signature's time is the wall clock's: receivers compare it with theirs (decision 0032).
  const signatures = secrets.map((secret) => new Webhook(secret).sign(row.messageId, sentAt, body));
  const headers = {
    "webhook-id": row.messageId,
    "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
    "webhook-signature": signatures.join(" "),
    "user-agent": "Promptsmith-Webhooks/1",
  };
  return { body, headers };
}

export function webhookDispatcher(deps: { db: Db; logger: Logger; clock: Clock; allowLoopback: boolean }) {
  const { db, logger, clock, allowLoopback } = deps;

  async function claimDue(now: Date): Promise<Claimed[]> {
    const due = sql.raw("due");
    const rows = await queryRows<Omit<Claimed, "occurredAt" | "createdAt" | "previousSecretExpiresAt"> & {
        occurredAt: string;
        createdAt: string;
        previousSecretExpiresAt: string | null;
      }>(
      db,
      sql`with ${due} as (
          update ${webhookDeliveries} d set attempts = d.attempts + 1, next_attempt_at = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz
          where d.id in (
            select id from ${webhookDeliveries}
            where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
            order by next_attempt_at limit ${BATCH}
            for update skip locked)
          returning d.id, d.endpoint_id, d.message_id, d.event_type, d.data, d.attempts, d.occurred_at, d.created_at)
        select due.id, due.message_id as "messageId", due.event_type as "eventType", due.data, due.attempts,
          due.occurred_at as "occurredAt", due.created_at as "createdAt", e.url, e.secret, e.previous_secret as "previousSecret",
          e.previous_secret_expires_at as "previousSecretExpiresAt"
        from ${due} join ${webhookEndpoints} e on e.id = due.endpoint_id`,
    );
    return rows.map((row) => ({
      ...row,
      occurredAt: new Date(row.occurredAt),
      createdAt: new Date(row.createdAt),
      previousSecretExpiresAt: row.previousSecretExpiresAt ? new Date(row.previousSecretExpiresAt) : null,
    }));
  }

  /** Sends one claimed delivery and records the attempt: delivered on a 2xx; otherwise retried later, or failed. */
  async function deliver(row: Claimed, now: Date) {
    const { body, headers } = signedMessage(row, now);
    const started = performance.now();
    const outcome = await postTo(row.url, headers, body, allowLoopback);
    const durationMs = Math.round(performance.now() - started);
    const statusCode = "statusCode" in outcome ? outcome.statusCode : null;
    const delivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
    const retryAt = new Date(now.getTime() + retryDelayMs(row.attempts));
    const giveUp = retryAt.getTime() > row.createdAt.getTime() + RETRY_FOR_MS;
    await db.transaction(async (tx) => {
      await tx
        .insert(webhookAttempts)
        .values({ deliveryId: row.id, attemptedAt: now, statusCode, error: "error" in outcome ? outcome.error.slice(0, 500) : null, durationMs });
      await tx
        .update(webhookDeliveries)
        .set(delivered ? { status: "delivered" } : giveUp ? { status: "failed" } : { nextAttemptAt: retryAt })
        .where(eq(webhookDeliveries.id, row.id));
    });
    if (!delivered) logger.warn({ delivery: row.id, statusCode, giveUp }, "webhook delivery failed");
  }

  /** Sends everything due now, batch after batch; answers how many deliveries it attempted. */
  async function deliverDue(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const now = clock.now();
      const claimed = await claimDue(now);
      await Promise.all(claimed.map((row) => deliver(row, now)));
      attempted += claimed.length;
      if (claimed.length < BATCH) return attempted;
    }
  }

  /** Deliveries past the log's keeping time, with their attempts. */
  async function purgeOld() {
    await db.delete(webhookDeliveries).where(sql`${webhookDeliveries.createdAt} < ${new Date(clock.now().getTime() - KEEP_LOG_MS).toISOString()}::timestamptz and ${webhookDeliveries.status} <> 'pending'`);
  }

  /** Delivers now and every POLL_EVERY_MS until the returned function is called; a failed pass is logged and retried. */
  function start(): () => void {
    let running = false;
    let lastPurge = 0;
    const pass = async () => {
      if (running) return;
      running = true;
      try {
        await deliverDue();
        if (Date.now() - lastPurge > HOUR_MS) {
          await purgeOld();
          lastPurge = Date.now();
        }
      } catch (error) {
        logger.error({ err: error }, "could not deliver webhooks; trying again shortly");
      } finally {
        running = false;
      }
    };
    void pass();
    const timer = setInterval(() => void pass(), POLL_EVERY_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { deliverDue, start };
}
