import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { DEFAULT_TEAM_SEAT_LIMIT } from "@/domain/teams";
import { timestamps, userRef, users } from "./schema";

// Teams (better-auth's organization plugin: its organization, member and invitation models).

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

export const teamRef = () => text("team_id").references(() => teams.id, { onDelete: "cascade" });

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
