import { NodeRuntime, Webhooks } from "@paddle/paddle-node-sdk";
import type { Logger } from "pino";
import type { PlanId } from "@/domain/plans";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { HttpError } from "../http/errors";
import { applyEvent, type ApplyOutcome } from "./apply-event";
import { parseEvent } from "./events";

export interface WebhookSource {
  /** "paddle" or "demo": the path segment and the provider recorded with each receipt. */
  id: string;
  secret: string;
  priceToPlan: Record<string, PlanId>;
}

// Standalone use of the SDK's verifier needs its Node runtime (a Paddle client would set it up).
NodeRuntime.initialize();
const paddleWebhooks = new Webhooks();

/** Paddle's tolerance for a signature's age, which we also apply to a signature dated in the future. */
const SIGNATURE_TOLERANCE_S = 5;

/**
 * The SDK refuses a `ts` older than 5 seconds but accepts any `ts` in the future, and a signature dated ahead
 * would stay replayable for as long as it is ahead. Absent or unreadable, the SDK refuses it anyway.
 */
function datedInFuture(signature: string, nowMs: number): boolean {
  const ts = /(?:^|;)ts=(\d+)(?:;|$)/.exec(signature)?.[1];
  return ts !== undefined && Number(ts) > nowMs / 1000 + SIGNATURE_TOLERANCE_S;
}

/**
 * Verifies a webhook's signature on the raw body with Paddle's SDK (which also refuses signatures older
 * than 5 seconds) and our own check against future ones, then applies the event. 401 for a bad, missing,
 * stale or future signature. An event that can never apply is recorded as rejected and answered 200, so the
 * provider stops retrying it; only a failure to apply (the database) answers 5xx, so the provider retries.
 * `db` may be a transaction the caller holds (the demo checkout pays inside one).
 */
export function webhookReceiver(deps: { db: Db; logger: Logger; clock: Clock; source: WebhookSource }) {
  const { logger, clock, source } = deps;
  return async function receive(rawBody: string, signature: string | undefined, db = deps.db): Promise<ApplyOutcome> {
    // The signature is dated by the provider's real clock, and the SDK checks its age on ours: so do we.
    const valid =
      signature && !datedInFuture(signature, Date.now())
        ? await paddleWebhooks.isSignatureValid(rawBody, source.secret, signature).catch(() => false)
        : false;
    if (!valid) throw new HttpError(401, "invalid_signature", "The webhook signature is missing, wrong, too old or dated ahead.");
    const event = parseEvent(rawBody, source.priceToPlan, clock.now());
    const { outcome, reason } = await applyEvent(db, source.id, event);
    const entry = { provider: source.id, eventId: event.id, type: event.type, outcome, reason };
    if (outcome === "rejected") logger.warn(entry, "payment event rejected");
    else logger.info(entry, "payment event");
    return outcome;
  };
}
export type WebhookReceiver = ReturnType<typeof webhookReceiver>;
