import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, uuid } from "drizzle-orm/pg-core";
import { timestamps, userRef, users } from "./schema";
import { teamRef } from "./schema-teams";

// Generation: every generation's history row and the counters the admin reads.

/**
 * What goes with a prompt besides its text (domain/builders/composed-prompt.ts): a generation and a saved prompt
 * keep them, so the result reads the same wherever it is shown again.
 */
export const promptParts = () => ({
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
