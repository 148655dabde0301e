import { NodeRuntime, Webhooks } from "@paddle/paddle-node-sdk";
import type { Logger } from "pino";
import type { PlanId } from "@/domain/plans";
import type { Db } from "../db/client";
import { HttpError } from "../http/errors";
import { applyEvent, type ApplyOutcome } from "./apply-event";
import { MalformedEvent, parseEvent } from "./events";

export interface WebhookSource {
  /** "paddle" or "demo": the path segment and the provider recorded with each receipt. */
  id: string;
  secret: string;
  priceToPlan: Record<string, PlanId>;
}

// Standalone use of the SDK's verifier needs its Node runtime (a Paddle client would set it up).
NodeRuntime.initialize();
const paddleWebhooks = new Webhooks();

/**
 * Verifies a webhook's signature on the raw body with Paddle's SDK (which also refuses signatures older
 * than 5 seconds), then applies the event. 401 for a bad, missing or stale signature; 5xx when applying
 * fails, so the provider retries.
 */
export function webhookReceiver(deps: { db: Db; logger: Logger; source: WebhookSource }) {
  const { db, logger, source } = deps;
  return async function receive(rawBody: string, signature: string | undefined): Promise<ApplyOutcome> {
    const valid = signature ? await paddleWebhooks.isSignatureValid(rawBody, source.secret, signature).catch(() => false) : false;
    if (!valid) throw new HttpError(401, "invalid_signature", "The webhook signature is missing, wrong or too old.");
    let event;
    try {
      event = parseEvent(rawBody, source.priceToPlan);
    } catch (error) {
      if (error instanceof MalformedEvent) {
        logger.warn({ err: error }, "malformed payment event");
        throw new HttpError(422, "malformed_event", "The event does not have the expected shape.");
      }
      throw error;
    }
    const outcome = await applyEvent(db, source.id, event);
    logger.info({ provider: source.id, eventId: event.id, type: event.type, outcome }, "payment event");
    return outcome;
  };
}
export type WebhookReceiver = ReturnType<typeof webhookReceiver>;
