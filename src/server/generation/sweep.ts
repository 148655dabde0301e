import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { type Db, queryRows } from "../db/client";
import { generationHistory } from "../db/schema-generation";
import { refundStatements } from "../entitlements/allowance";

/**
 * A generation's row is pending from the spend until the prompt is written, at most the model's deadline plus the
 * composer's milliseconds and a write. A row still pending well past that has no server left to write it (the
 * process died, or the database was gone when it tried): the sweep closes it as `interrupted` and gives its unit
 * back. Every instance sweeps; the statement is safe against the others and against the generation itself.
 */

/** How far past the model's deadline a pending row is taken for interrupted. */
const MARGIN_MS = 15_000;
/** How often each instance sweeps: with the default 30 s deadline, a unit is back within a minute of its spend. */
const SWEEP_EVERY_MS = 10_000;

/** The age past which a pending generation is interrupted, for a model deadline of `modelTimeoutMs`. */
export const interruptedAfterMs = (modelTimeoutMs: number) => modelTimeoutMs + MARGIN_MS;

/**
 * One statement: every row pending for longer than `olderThanMs` becomes `interrupted` and its unit goes back to
 * whoever paid it. The rows are locked as they are taken and locked ones skipped (`skip locked`), and a generation
 * settles only a row still pending (records.ts), so whichever closes a row first (this sweep, another instance's,
 * or the generation completing) is the only one: each unit is given back once. Returns how many rows it closed.
 */
export async function closeInterrupted(db: Db, olderThanMs: number): Promise<number> {
  const swept = sql.raw("swept");
  const { personal, pooled } = refundStatements(swept);
  const [row] = await queryRows<{ interrupted: number }>(
    db,
    sql`with ${swept} as (
        update ${generationHistory} set status = 'interrupted', model_used = 'none'
        where id in (
          select id from ${generationHistory}
          where status = 'pending' and created_at < now() - ${olderThanMs}::int * interval '1 millisecond'
          for update skip locked)
        returning user_id, team_id),
      refunded as (${personal}), pool_refunded as (${pooled})
    select count(*)::int as interrupted from ${swept}`,
  );
  return row!.interrupted;
}

/** Sweeps now and every SWEEP_EVERY_MS until the returned function is called; a failed sweep is logged and retried. */
export function startSweeping(deps: { db: Db; logger: Logger; modelTimeoutMs: number }): () => void {
  const { db, logger } = deps;
  const olderThanMs = interruptedAfterMs(deps.modelTimeoutMs);
  let sweeping = false;
  const sweep = async () => {
    // While the database is unreachable a sweep can outlast the interval; one at a time is enough.
    if (sweeping) return;
    sweeping = true;
    try {
      const interrupted = await closeInterrupted(db, olderThanMs);
      if (interrupted) logger.warn({ interrupted }, "generations left pending are closed as interrupted; their units are given back");
    } catch (error) {
      logger.error({ err: error }, "could not sweep interrupted generations; trying again shortly");
    } finally {
      sweeping = false;
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
