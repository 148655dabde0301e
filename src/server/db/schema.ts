/**
 * The data model, one file a module's tables: this one holds the accounts (better-auth's user, session, account,
 * verification and rate-limit models, API keys) and the column helpers the others share; schema-teams.ts,
 * schema-billing.ts, schema-generation.ts, schema-library.ts, schema-messages.ts and schema-webhooks.ts the rest.
 * Property names are camelCase (better-auth's adapter reads them); columns are snake_case. Timestamps are
 * timestamptz; money is bigint cents plus a currency code. The spec's separate `profiles` table is folded into
 * `users`, its `prompts` table into `generation_history`, and the profile's subscription_tier is read from
 * `subscriptions` (see docs/decisions/0002-data-model.md).
 * Descending index columns are `.desc().nullsFirst()`, the order `ORDER BY x DESC` asks for: `.desc()` alone
 * writes NULLS LAST, an order the planner cannot read a query's rows in, so it sorted the whole range instead.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ApiKeyScope } from "@/domain/api/api-keys";

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const userRef = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/**
 * The creator of a library item. A team's item outlives its creator's account (null then); a personal item goes
 * with the account: a trigger deletes it before the account goes (migration 0013), as the check below requires.
 */
export const creatorRef = () => text("user_id").references(() => users.id, { onDelete: "set null" });


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
