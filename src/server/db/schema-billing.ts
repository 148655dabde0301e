import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps, userRef } from "./schema";

// Plans and billing: the allowance rows (owned by src/server/entitlements), payments, provider events, checkouts and the admin's counters.

/** One row per user, created at sign-up; the allowance lives here. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userRef(),
    planId: text("plan_id", { enum: ["free", "pro", "teams"] }).notNull().default("free"),
    status: text("status", { enum: ["active", "inactive"] }).notNull().default("active"),
    remainingGenerations: integer("remaining_generations").notNull(),
    totalGenerations: integer("total_generations").notNull(),
    /** The spec's last_billing_date: start of the current allowance period. */
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    /** The spec's expiration_date / next_billing_date: the allowance renews at this instant. */
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    billingCycleCount: integer("billing_cycle_count").notNull().default(0),
    totalSpentCents: bigint("total_spent_cents", { mode: "number" }).notNull().default(0),
    currency: text("currency").notNull().default("USD"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** Which payment provider manages the paid plan (demo or paddle); null on free. */
    provider: text("provider"),
    providerSubscriptionId: text("provider_subscription_id"),
    providerCustomerId: text("provider_customer_id"),
    /** occurred_at of the newest provider event applied, so an older event never overwrites newer state. */
    lastEventAt: timestamp("last_event_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("subscriptions_user_id_key").on(t.userId),
    uniqueIndex("subscriptions_provider_subscription_key").on(t.provider, t.providerSubscriptionId),
    index("subscriptions_plan_status_idx").on(t.planId, t.status),
    check("subscriptions_plan_id_check", sql`${t.planId} in ('free', 'pro', 'teams')`),
    check("subscriptions_status_check", sql`${t.status} in ('active', 'inactive')`),
    check(
      "subscriptions_remaining_check",
      sql`${t.remainingGenerations} >= 0 and ${t.remainingGenerations} <= ${t.totalGenerations}`,
    ),
  ],
);

export const billingTransactions = pgTable(
  "billing_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userRef(),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    transactionType: text("transaction_type").notNull(),
    provider: text("provider").notNull(),
    /** The provider's transaction id. */
    externalReference: text("external_reference").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("billing_transactions_provider_reference_key").on(t.provider, t.externalReference),
    index("billing_transactions_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    // Revenue this month: completed transactions by date.
    index("billing_transactions_status_created_idx").on(t.status, t.createdAt),
  ],
);

/** Every payment-provider event applied, recorded in the same transaction as its effect. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** What applying it did: applied, stale, ignored, or rejected (never to apply; `reason` says why). */
    outcome: text("outcome").notNull().default("applied"),
    reason: text("reason"),
  },
  (t) => [primaryKey({ name: "webhook_events_pkey", columns: [t.provider, t.eventId] })],
);

/**
 * Checkouts a user opened (POST /api/billing/checkout). The id travels in the checkout's custom data: only an event
 * carrying a checkout of the user its custom data names binds a new provider subscription to them (decision 0005).
 */
export const billingCheckouts = pgTable(
  "billing_checkouts",
  {
    id: text("id").primaryKey(),
    userId: userRef(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("billing_checkouts_user_id_idx").on(t.userId)],
);

/** Demo checkout tokens already paid: a token pays once, however often or concurrently it is sent. */
export const demoCheckoutRedemptions = pgTable("demo_checkout_redemptions", {
  tokenId: text("token_id").primaryKey(),
  userId: userRef(),
  redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sign-ups per UTC day and subscriptions per plan and status, for the admin dashboard's counts without a scan
 * of either table. Kept by triggers (migration 0009) in the same transaction as every write, like
 * generation_daily_counts.
 */
export const userDailyCounts = pgTable("user_daily_counts", {
  day: date("day").primaryKey(),
  count: integer("count").notNull(),
});

export const subscriptionCounts = pgTable(
  "subscription_counts",
  {
    planId: text("plan_id", { enum: ["free", "pro", "teams"] }).notNull(),
    status: text("status", { enum: ["active", "inactive"] }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ name: "subscription_counts_pkey", columns: [t.planId, t.status] })],
);
