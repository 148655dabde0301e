import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { creatorRef, timestamps, users } from "./schema";
import { teamRef } from "./schema-teams";
import { promptParts } from "./schema-generation";

// The library: saved prompts with their versions, labels, shares and tag counts, and saved inputs.

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
