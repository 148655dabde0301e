/**
 * The whole data model. Property names are camelCase (better-auth's adapter reads them); columns are
 * snake_case. Timestamps are timestamptz; money is bigint cents plus a currency code.
 * The spec's separate `profiles` table is folded into `users`, its `prompts` table into
 * `generation_history`, and the profile's subscription_tier is read from `subscriptions`
 * (see docs/decisions/0002-data-model.md).
 * Descending index columns are `.desc().nullsFirst()`, the order `ORDER BY x DESC` asks for: `.desc()` alone
 * writes NULLS LAST, an order the planner cannot read a query's rows in, so it sorted the whole range instead.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ApiKeyScope } from "@/domain/api/api-keys";
import { DEFAULT_TEAM_SEAT_LIMIT } from "@/domain/teams";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

const userRef = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/**
 * The creator of a library item. A team's item outlives its creator's account (null then); a personal item goes
 * with the account: a trigger deletes it before the account goes (migration 0013), as the check below requires.
 */
const creatorRef = () => text("user_id").references(() => users.id, { onDelete: "set null" });

// ---------------------------------------------------------------------------------------------
// Accounts (better-auth's user, session, account, verification and rate-limit models)
// ---------------------------------------------------------------------------------------------

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    /** The spec's full_name. */
    name: text("full_name").notNull().default(""),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    /** The spec's avatar_url. */
    image: text("avatar_url"),
    accountStatus: text("account_status", { enum: ["active", "inactive", "suspended"] })
      .notNull()
      .default("active"),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** better-auth's two-factor plugin: set once an authenticator app is confirmed. */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    // The admin's list, newest first, keyset-paginated on (created_at, id).
    index("users_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Admin search by name or e-mail (ILIKE '%term%').
    index("users_search_trgm_idx").using("gin", sql`(${t.name} || ' ' || ${t.email}) gin_trgm_ops`),
    check("users_account_status_check", sql`${t.accountStatus} in ('active', 'inactive', 'suspended')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull(),
    userId: userRef(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** The team workspace this session acts in (better-auth's organization plugin); null is the personal one. */
    activeOrganizationId: text("active_team_id"),
    ...timestamps,
  },
  (t) => [uniqueIndex("sessions_token_key").on(t.token), index("sessions_user_id_idx").on(t.userId)],
);

/** Credentials: the e-mail/password hash, or a social provider's subject id. */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: userRef(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("accounts_provider_account_key").on(t.providerId, t.accountId),
    index("accounts_user_id_idx").on(t.userId),
  ],
);

/** Authenticator-app secrets and one-time recovery codes (better-auth's two-factor plugin; both encrypted). */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: userRef(),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The 30-second step of the last authenticator code accepted: that code and earlier ones are refused (two-factor.ts). */
    lastUsedStep: integer("last_used_step"),
  },
  (t) => [uniqueIndex("two_factors_user_id_key").on(t.userId)],
);

/** E-mail confirmation, password reset and e-mail change tokens, and OAuth state. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** Fixed-window request counters shared by every app instance (sign-in, sign-up, reset, e-mail). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  /** Epoch milliseconds at which the current window opened. */
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
});

/**
 * Personal API keys for /api/v1 (docs/decisions/0014-personal-api-keys.md). Only a SHA-256 of the key is kept:
 * the key is shown once, at creation. Revoking deletes the row; the activity log keeps its creation and revocation.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userRef(),
    name: text("name").notNull(),
    /** The key's first characters, to tell keys apart in the list. */
    prefix: text("prefix").notNull(),
    hash: text("hash").notNull(),
    /** read, generate or full (domain/api/api-keys.ts); keys made before scopes existed could do everything. */
    scope: text("scope").$type<ApiKeyScope>().notNull().default("full"),
    createdAt: timestamps.createdAt,
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("api_keys_hash_key").on(t.hash),
    index("api_keys_user_idx").on(t.userId, t.createdAt),
    check("api_keys_scope_known", sql`${t.scope} in ('read', 'generate', 'full')`),
  ],
);

/**
 * The first answer to each `Idempotency-Key` a user sent to /api/v1, replayed to a retry for 24 hours
 * (public-api/idempotency.ts). A row without a status is a request still running.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: userRef(),
    key: text("key").notNull(),
    /** SHA-256 of the method, path and body: the same key with another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    status: smallint("status"),
    /** The answer's headers worth replaying (Content-Type, Location, ETag). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

export const accountActivity = pgTable(
  "account_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userRef(),
    activityType: text("activity_type").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("account_activity_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst())],
);

// ---------------------------------------------------------------------------------------------
// Teams (better-auth's organization plugin: its organization, member and invitation models)
// ---------------------------------------------------------------------------------------------

/**
 * A team workspace. Its plan and pooled allowance live on the row itself, renewed and spent like a
 * subscription's (entitlements/allowance.ts): every member's generation in the team spends from here.
 */
export const teams = pgTable(
  "teams",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    logo: text("logo"),
    metadata: text("metadata"),
    planId: text("plan_id", { enum: ["free", "pro", "teams"] }).notNull().default("teams"),
    /** How many members the team may have, invitations pending included; set per team by an admin. */
    seatLimit: integer("seat_limit").notNull().default(DEFAULT_TEAM_SEAT_LIMIT),
    remainingGenerations: integer("remaining_generations").notNull().default(5000),
    totalGenerations: integer("total_generations").notNull().default(5000),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull().defaultNow(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '1 month'`),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex("teams_slug_key").on(t.slug),
    index("teams_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check("teams_plan_id_check", sql`${t.planId} in ('free', 'pro', 'teams')`),
    check("teams_seat_limit_check", sql`${t.seatLimit} between 1 and 1000`),
    check("teams_remaining_check", sql`${t.remainingGenerations} >= 0 and ${t.remainingGenerations} <= ${t.totalGenerations}`),
  ],
);

const teamRef = () => text("team_id").references(() => teams.id, { onDelete: "cascade" });

export const teamMembers = pgTable(
  "team_members",
  {
    id: text("id").primaryKey(),
    organizationId: teamRef().notNull(),
    userId: userRef(),
    role: text("role", { enum: ["owner", "admin", "editor", "viewer"] }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex("team_members_team_user_key").on(t.organizationId, t.userId),
    index("team_members_user_idx").on(t.userId),
    check("team_members_role_check", sql`${t.role} in ('owner', 'admin', 'editor', 'viewer')`),
  ],
);

export const teamInvitations = pgTable(
  "team_invitations",
  {
    id: text("id").primaryKey(),
    organizationId: teamRef().notNull(),
    email: text("email").notNull(),
    role: text("role", { enum: ["owner", "admin", "editor", "viewer"] }).notNull(),
    /** pending, accepted, rejected or canceled (better-auth's words). */
    status: text("status").notNull().default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    inviterId: text("inviter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("team_invitations_team_idx").on(t.organizationId, t.status), index("team_invitations_email_idx").on(t.email)],
);

/** What happened to a team's membership, for its owners and admins: invitations, joins, leaves, roles, removals. */
export const teamActivity = pgTable(
  "team_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: teamRef().notNull(),
    /** Who did it; null once that account is deleted. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    activityType: text("activity_type", {
      enum: ["created", "invited", "invitation_resent", "invitation_revoked", "joined", "left", "role_changed", "removed", "ownership_transferred"],
    }).notNull(),
    /** Whom it concerns, by e-mail (an invitee may have no account yet). */
    subjectEmail: text("subject_email"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("team_activity_team_created_idx").on(t.teamId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

// ---------------------------------------------------------------------------------------------
// Plans and billing
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Generation and the library
// ---------------------------------------------------------------------------------------------

/**
 * What goes with a prompt besides its text (domain/builders/composed-prompt.ts): a generation and a saved prompt
 * keep them, so the result reads the same wherever it is shown again.
 */
const promptParts = () => ({
  /** Null when the target has no negative prompt. */
  negativePrompt: text("negative_prompt"),
  parameters: jsonb("parameters").$type<Record<string, string | number | boolean>>().notNull().default({}),
  notes: jsonb("notes").$type<string[]>().notNull().default([]),
});

export const generationHistory = pgTable(
  "generation_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userRef(),
    /** The team whose pooled allowance paid for it; null in the personal workspace. */
    teamId: teamRef(),
    promptContent: text("prompt_content").notNull().default(""),
    ...promptParts(),
    generationType: text("generation_type", { enum: ["text", "art", "improve"] }).notNull(),
    modelUsed: text("model_used").notNull(),
    /** True when the configured model failed and the local composer answered instead. */
    fallback: boolean("fallback").notNull().default(false),
    promptTokens: integer("prompt_tokens").notNull().default(0),
    completionTokens: integer("completion_tokens").notNull().default(0),
    totalTokens: integer("total_tokens").notNull().default(0),
    generationTimeMs: integer("generation_time_ms").notNull().default(0),
    costCents: integer("cost_cents").notNull().default(0),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    /**
     * pending from the moment its unit is spent until the prompt is written (completed) or not (failed), or
     * until the client goes away before it has the prompt (cancelled: the unit is given back, nothing falls back),
     * or until the sweep finds it pending long after the model's deadline, its server gone (interrupted: the unit
     * is given back; generation/sweep.ts).
     */
    status: text("status", { enum: ["pending", "completed", "failed", "cancelled", "interrupted"] }).notNull().default("pending"),
    errorMessage: text("error_message"),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    // A user's history, newest first, keyset-paginated on (created_at, id): the list seeks its page in its own rows.
    // Without id the planner could not read a page in order and walked generation_history_created_type_idx instead,
    // stepping over every newer row of every other user (docs/performance.md). Not partial on team_id: deleting an
    // account and the admin's figures find all of a user's rows through it.
    index("generation_history_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A team's history, in the same order, and its usage per member.
    index("generation_history_team_created_idx")
      .on(t.teamId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`team_id is not null`),
    // Per-day counts across all users (admin charts).
    index("generation_history_created_type_idx").on(t.createdAt, t.generationType),
    // The sweep's look for generations left pending: only the few in flight, never the whole history.
    index("generation_history_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check("generation_history_type_check", sql`${t.generationType} in ('text', 'art', 'improve')`),
    check("generation_history_status_check", sql`${t.status} in ('pending', 'completed', 'failed', 'cancelled', 'interrupted')`),
  ],
);

/**
 * The spec's per-user total_generations and successful_generations, in a table of their own (no row until the
 * first generation): every generation adds to them, and on the users row that rewrote the whole row and every
 * index of users, the name and e-mail trigram index among them. Here it touches two small indexes.
 */
export const userGenerationCounts = pgTable(
  "user_generation_counts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    totalGenerations: integer("total_generations").notNull(),
    successfulGenerations: integer("successful_generations").notNull(),
  },
  // The admin's most active users.
  (t) => [index("user_generation_counts_total_idx").on(t.totalGenerations.desc().nullsFirst(), t.userId)],
);

/**
 * Completed generations per UTC day, type and category (a text prompt's content type, an art prompt's style),
 * for the admin dashboard. Kept by triggers on generation_history (migration 0007) in the same transaction as
 * every insert, update or delete there, whatever code writes it, so its sums equal a count of the history.
 * Each connection adds to its own `slot` row: concurrent generations never wait on one another's counter row.
 */
export const generationDailyCounts = pgTable(
  "generation_daily_counts",
  {
    day: date("day").notNull(),
    generationType: text("generation_type", { enum: ["text", "art", "improve"] }).notNull(),
    /** '' when the generation has none (improve, or a form without the field). */
    category: text("category").notNull(),
    slot: smallint("slot").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ name: "generation_daily_counts_pkey", columns: [t.day, t.generationType, t.category, t.slot] })],
);

export const savedPrompts = pgTable(
  "saved_prompts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Who created it. In the personal workspace (team_id null) the owner; in a team, one of its members (or null). */
    userId: creatorRef(),
    /** The team workspace it belongs to; null for the creator's personal workspace. */
    teamId: teamRef(),
    /** Who changed it last; null until someone does, or once that account is deleted. */
    updatedById: text("updated_by_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    /**
     * The URL-safe name an application fetches it by, unique in its workspace (domain/prompt-names.ts). Every save
     * suggests one from the title; the default only names rows written around the app (fixtures, benchmarks).
     */
    name: text("name")
      .notNull()
      .default(sql`('prompt-' || left(replace(gen_random_uuid()::text, '-', ''), 12))`),
    content: text("content").notNull(),
    ...promptParts(),
    promptType: text("prompt_type", { enum: ["text", "art", "improve"] }).notNull(),
    /** Its labels and the version each points at (`{ "production": 3 }`); every move is kept in saved_prompt_label_moves. */
    labels: jsonb("labels").$type<Record<string, number>>().notNull().default({}),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    inputData: jsonb("input_data").$type<Record<string, unknown>>(),
    /** Pinned (favourite) prompts sort before the others, whatever the order chosen. */
    pinned: boolean("pinned").notNull().default(false),
    /** How many times the prompt was copied or used with its variables filled in ("most used" order). */
    useCount: integer("use_count").notNull().default(0),
    /** The values last filled in for its `{{variables}}`, offered again the next time it is used. */
    variableValues: jsonb("variable_values").$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
    /** Set by a delete; the row can be restored (Undo) for a short while, then it is purged. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    // Pinned first, then newest first, with keyset pagination on (pinned, created_at, id). Not partial on
    // deleted_at: deleting an account finds its rows by user_id through it, and deleted rows are few (purged once
    // their Undo window is over). The other orders (oldest, title, most used) sort one user's rows.
    index("saved_prompts_user_created_idx").on(
      t.userId,
      t.pinned.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A team's library, in the same order.
    index("saved_prompts_team_created_idx")
      .on(t.teamId, t.pinned.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`team_id is not null`),
    // Finds the deleted rows whose Undo window is over.
    index("saved_prompts_deleted_idx").on(t.deletedAt).where(sql`deleted_at is not null`),
    index("saved_prompts_tags_idx").using("gin", t.tags),
    // Search over title and content (ILIKE '%term%').
    index("saved_prompts_search_trgm_idx").using("gin", sql`(${t.title} || ' ' || ${t.content}) gin_trgm_ops`),
    // A name is unique in its workspace, deleted rows included (an Undo brings one back with its name); these are
    // also what a fetch by name reads.
    uniqueIndex("saved_prompts_personal_name_idx").on(t.userId, t.name).where(sql`team_id is null`),
    uniqueIndex("saved_prompts_team_name_idx").on(t.teamId, t.name).where(sql`team_id is not null`),
    check("saved_prompts_type_check", sql`${t.promptType} in ('text', 'art', 'improve')`),
    check("saved_prompts_owner_check", sql`${t.userId} is not null or ${t.teamId} is not null`),
  ],
);

/**
 * Every content a saved prompt has had, version 1 being the one it was saved with: an edit of the content adds
 * the next version, and so does a restore. The prompt's own `content` is always its newest version's.
 * Titles and tags are not versioned.
 */
export const savedPromptVersions = pgTable(
  "saved_prompt_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    promptId: uuid("prompt_id")
      .notNull()
      .references(() => savedPrompts.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    content: text("content").notNull(),
    /** Who wrote this version; null once that account is deleted. */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /** What changed, in the author's words, when they gave any. */
    note: text("note"),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex("saved_prompt_versions_prompt_version_idx").on(t.promptId, t.version.desc().nullsFirst())],
);

/**
 * Every move of a prompt's label, oldest first: the label, the version it was set to and the one it pointed at
 * before (null when the label was new). The prompt's `labels` holds where each points now.
 */
export const savedPromptLabelMoves = pgTable(
  "saved_prompt_label_moves",
  {
    /** In the order the moves were made (moves of one prompt are made one after the other: labels.ts). */
    id: bigserial("id", { mode: "number" }).primaryKey(),
    promptId: uuid("prompt_id")
      .notNull()
      .references(() => savedPrompts.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    version: integer("version").notNull(),
    previousVersion: integer("previous_version"),
    /** Who moved it; null once that account is deleted. */
    movedById: text("moved_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("saved_prompt_label_moves_prompt_idx").on(t.promptId, t.id)],
);

/**
 * A read-only public link to one saved prompt, at /p/<token>. The token is the only key: unguessable, shown to the
 * owner again in their list of shared prompts. Revoked or expired links answer 404.
 */
export const promptShares = pgTable(
  "prompt_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    promptId: uuid("prompt_id")
      .notNull()
      .references(() => savedPrompts.id, { onDelete: "cascade" }),
    /** Who made the link. A link to a team's prompt outlives its maker's account; a personal one goes with its prompt. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    token: text("token").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    viewCount: integer("view_count").notNull().default(0),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex("prompt_shares_token_idx").on(t.token),
    // A workspace's links are found through their prompts.
    index("prompt_shares_prompt_idx").on(t.promptId),
  ],
);

/**
 * How many of a workspace's prompts (deleted ones aside) carry each tag, for the library's tag filter without
 * reading every prompt. The workspace is its team's id, or the user's id for a personal one (`coalesce(team_id,
 * user_id)`: both are random ids). Kept by triggers on saved_prompts (migrations 0010, 0012) in the same
 * transaction as every write. No foreign key: a deleted account's prompts are counted out by the same triggers.
 */
export const savedPromptTagCounts = pgTable(
  "saved_prompt_tag_counts",
  {
    workspaceId: text("workspace_id").notNull(),
    tag: text("tag").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ name: "saved_prompt_tag_counts_pkey", columns: [t.workspaceId, t.tag] })],
);

export const savedInputs = pgTable(
  "saved_inputs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Who created it (see saved_prompts). */
    userId: creatorRef(),
    teamId: teamRef(),
    updatedById: text("updated_by_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    inputType: text("input_type", { enum: ["text", "art"] }).notNull(),
    inputData: jsonb("input_data").$type<Record<string, unknown>>().notNull(),
    ...timestamps,
    /** Set by a delete; the row can be restored (Undo) for a short while, then it is purged. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("saved_inputs_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("saved_inputs_team_created_idx")
      .on(t.teamId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`team_id is not null`),
    index("saved_inputs_deleted_idx").on(t.deletedAt).where(sql`deleted_at is not null`),
    check("saved_inputs_type_check", sql`${t.inputType} in ('text', 'art')`),
    check("saved_inputs_owner_check", sql`${t.userId} is not null or ${t.teamId} is not null`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Mail
// ---------------------------------------------------------------------------------------------

/** Every e-mail the product sends; the development mailbox reads it when no SMTP server is set. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamps.createdAt,
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_created_idx").on(t.createdAt.desc().nullsFirst()),
    index("mail_outbox_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Support
// ---------------------------------------------------------------------------------------------

/** Messages sent through the contact form: kept here, mailed to SUPPORT_EMAIL, read by admins. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** The signed-in sender, when there was one. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
