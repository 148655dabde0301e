import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./schema";
import { teams } from "./schema-teams";

/**
 * Outgoing webhooks (decision 0044): the endpoints of a workspace, the outbox of their deliveries (written in the
 * transaction of the change they tell of) and the log of every attempt.
 */

/** An endpoint of a personal workspace (`user_id`) or of a team's (`team_id`): exactly one of the two. */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    teamId: text("team_id").references(() => teams.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: text("events").array().notNull(),
    /** Signs every delivery; shown once, at creation or rotation. */
    secret: text("secret").notNull(),
    /** The secret a rotation replaced: deliveries carry its signature too until it expires, so receivers can switch. */
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: timestamp("previous_secret_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_endpoints_user_idx").on(t.userId),
    index("webhook_endpoints_team_idx").on(t.teamId),
    check("webhook_endpoints_workspace_check", sql`(${t.userId} is null) <> (${t.teamId} is null)`),
  ],
);

/**
 * The outbox: one row per event and endpoint. Due rows (`pending`, `next_attempt_at` past) are claimed by any
 * instance's worker; a redelivery is a new row with the same `message_id`, so a receiver can tell it is the same event.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    messageId: uuid("message_id").notNull().defaultRandom(),
    eventType: text("event_type").notNull(),
    /** The event's `data`; the body sent wraps it with the message id, the type and the time. */
    data: jsonb("data").notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the event happened: the body's `timestamp`. A redelivery keeps it. */
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    /** When this delivery was written: its retries end a day later. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt.desc().nullsFirst()),
    index("webhook_deliveries_created_idx").on(t.createdAt),
  ],
);

/** Each attempt at a delivery: the receiver's status code, or the reason there was none. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull(),
    statusCode: integer("status_code"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId, t.attemptedAt)],
);
