import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_LOG_SIZE,
  WEBHOOK_MESSAGES,
  type Webhook,
  type WebhookCreate,
  type WebhookDelivery,
  type WebhookUpdate,
  type WebhookWithSecret,
} from "@/domain/api/webhooks";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { HttpError, notFound, requireUuid } from "../http/errors";
import { users } from "../db/schema";
import { teams } from "../db/schema-teams";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../db/schema-webhooks";
import type { EventWorkspace } from "./events";
import { checkedAddresses, TargetRefused } from "./target";

/** How long deliveries are still signed with the secret a rotation replaced. */
const PREVIOUS_SECRET_MS = 24 * 3_600_000;
/** How much of the secret the list shows. */
const SECRET_PREFIX_LENGTH = 10;

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

type EndpointRow = typeof webhookEndpoints.$inferSelect;

function toWebhook(row: EndpointRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as Webhook["events"],
    secretPrefix: row.secret.slice(0, SECRET_PREFIX_LENGTH),
    previousSecretExpiresAt: row.previousSecretExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toDelivery(row: typeof webhookDeliveries.$inferSelect, attempts: (typeof webhookAttempts.$inferSelect)[]): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    event: row.eventType as WebhookDelivery["event"],
    status: row.status,
    occurredAt: row.occurredAt.toISOString(),
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    attempts: attempts.map((attempt) => ({
      at: attempt.attemptedAt.toISOString(),
      statusCode: attempt.statusCode,
      error: attempt.error,
      durationMs: attempt.durationMs,
    })),
  };
}

/** What a redelivery keeps of the first delivery: the message (id, type, data, time of the event). */
const copyOf = ({ messageId, eventType, data, occurredAt }: typeof webhookDeliveries.$inferSelect) => ({ messageId, eventType, data, occurredAt });

const ofWorkspace = (workspace: EventWorkspace) =>
  workspace.teamId ? eq(webhookEndpoints.teamId, workspace.teamId) : and(eq(webhookEndpoints.userId, workspace.userId), isNull(webhookEndpoints.teamId))!;

const urlRefused = (message: string) => new HttpError(400, "invalid_input", "Some fields are invalid.", { url: [message] });

/** What an endpoint may be set to: https in production, and a host whose every address is public (target.ts). */
export interface TargetPolicy {
  production: boolean;
  allowLoopback: boolean;
}

async function checkTarget(url: string, policy: TargetPolicy) {
  const target = new URL(url);
  if (policy.production && target.protocol !== "https:") throw urlRefused(WEBHOOK_MESSAGES.httpsRequired);
  try {
    await checkedAddresses(target.hostname, policy.allowLoopback);
  } catch (error) {
    if (!(error instanceof TargetRefused)) throw error;
    throw urlRefused(`Webhooks are sent to public addresses only: ${error.message}.`);
  }
}

/** The endpoints of a workspace, their secrets, their delivery log and redeliveries. The caller checks the role. */
export function webhookEndpointsService(db: Db, clock: Clock, policy: TargetPolicy) {
  async function owned(workspace: EventWorkspace, id: string) {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, requireUuid(id, "Webhook")), ofWorkspace(workspace)));
    if (!row) throw notFound("Webhook");
    return row;
  }

  return {
    async list(workspace: EventWorkspace): Promise<Webhook[]> {
      const rows = await db.select().from(webhookEndpoints).where(ofWorkspace(workspace)).orderBy(asc(webhookEndpoints.createdAt));
      return rows.map(toWebhook);
    },

    async create(workspace: EventWorkspace, input: WebhookCreate): Promise<WebhookWithSecret> {
      await checkTarget(input.url, policy);
      const secret = newSecret();
      const row = await db.transaction(async (tx) => {
        // The workspace's row is locked so two creations at once are counted one after the other.
        if (workspace.teamId) await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, workspace.teamId)).for("update");
        else await tx.select({ id: users.id }).from(users).where(eq(users.id, workspace.userId)).for("update");
        const [held] = await tx.select({ n: count() }).from(webhookEndpoints).where(ofWorkspace(workspace));
        if ((held?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX) throw new HttpError(409, "webhook_limit", WEBHOOK_MESSAGES.tooMany);
        const owner = workspace.teamId ? { teamId: workspace.teamId } : { userId: workspace.userId };
        const [created] = await tx.insert(webhookEndpoints).values({ ...owner, ...input, secret }).returning();
        return created!;
      });
      return { ...toWebhook(row), secret };
    },

    async update(workspace: EventWorkspace, id: string, input: WebhookUpdate): Promise<Webhook> {
      const row = await owned(workspace, id);
      if (input.url !== undefined) await checkTarget(input.url, policy);
      const [updated] = await db.update(webhookEndpoints).set(input).where(eq(webhookEndpoints.id, row.id)).returning();
      if (!updated) throw notFound("Webhook");
      return toWebhook(updated);
    },

    /** A new secret, shown this once; the old one still signs beside it for a day, so receivers can switch. */
    async rotate(workspace: EventWorkspace, id: string): Promise<WebhookWithSecret> {
      const row = await owned(workspace, id);
      const secret = newSecret();
      const [updated] = await db
        .update(webhookEndpoints)
        .set({ secret, previousSecret: row.secret, previousSecretExpiresAt: new Date(clock.now().getTime() + PREVIOUS_SECRET_MS) })
        .where(eq(webhookEndpoints.id, row.id))
        .returning();
      if (!updated) throw notFound("Webhook");
      return { ...toWebhook(updated), secret };
    },

    async remove(workspace: EventWorkspace, id: string): Promise<void> {
      const row = await owned(workspace, id);
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id));
    },

    /** The endpoint's newest deliveries, each with its attempts in order. */
    async deliveries(workspace: EventWorkspace, id: string): Promise<WebhookDelivery[]> {
      const endpoint = await owned(workspace, id);
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(WEBHOOK_LOG_SIZE);
      const attempts = rows.length
        ? await db
            .select()
            .from(webhookAttempts)
            .where(inArray(webhookAttempts.deliveryId, rows.map((row) => row.id)))
            .orderBy(asc(webhookAttempts.attemptedAt))
        : [];
      return rows.map((row) => toDelivery(row, attempts.filter((attempt) => attempt.deliveryId === row.id)));
    },

    /** The same event again, as a new delivery with the same message id, due now and retried for a day like any other. */
    async redeliver(workspace: EventWorkspace, id: string, deliveryId: string): Promise<WebhookDelivery> {
      const endpoint = await owned(workspace, id);
      const [original] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, requireUuid(deliveryId, "Delivery")), eq(webhookDeliveries.endpointId, endpoint.id)));
      if (!original) throw notFound("Delivery");
      const now = clock.now();
      const [row] = await db
        .insert(webhookDeliveries)
        .values({ ...copyOf(original), endpointId: endpoint.id, createdAt: now, nextAttemptAt: now })
        .returning();
      return toDelivery(row!, []);
    },
  };
}

export type WebhookEndpointsService = ReturnType<typeof webhookEndpointsService>;
