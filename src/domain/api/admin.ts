import { z } from "zod";
import { pageCursorSchema, userPageCursorSchema } from "../page-cursor";
import { PLAN_IDS } from "../plans";
import { ACCOUNT_STATUSES } from "../users";
import { receivedContactMessageSchema } from "./contact";

/** The admin API's answers (src/server/admin). Money is integer cents; percentages have one decimal. */

/** Completed generations of one UTC day. */
export const dayCountSchema = z.object({
  /** "YYYY-MM-DD". */
  date: z.string(),
  text: z.int(),
  art: z.int(),
  improve: z.int(),
});
export type DayCount = z.infer<typeof dayCountSchema>;

export const distributionSchema = z.object({
  text: z.int(),
  art: z.int(),
  improve: z.int(),
  textPercent: z.number(),
  artPercent: z.number(),
  improvePercent: z.number(),
});
export type Distribution = z.infer<typeof distributionSchema>;

export const latestUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), createdAt: z.iso.datetime() });

/** GET /api/admin/overview: the headline figures, the distribution and the latest registrations. */
export const adminOverviewSchema = z.object({
  totalUsers: z.int(),
  activeSubscriptions: z.int(),
  totalGenerations: z.int(),
  revenueThisMonthCents: z.int(),
  currency: z.string(),
  distribution: distributionSchema,
  latestUsers: z.array(latestUserSchema),
  averageGenerationsPerUser: z.int(),
  /** Percent of users created in the last 30 days. */
  growthRate: z.number(),
  /** Percent of users on a paid plan. */
  conversionRate: z.number(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** GET /api/admin/subscriptions: users per plan and Pro revenue from completed transactions. */
export const subscriptionStatsSchema = z.object({
  free: z.int(),
  pro: z.int(),
  teams: z.int(),
  percent: z.object({ free: z.number(), pro: z.number(), teams: z.number() }),
  proRevenueCents: z.int(),
  currency: z.string(),
});
export type SubscriptionStats = z.infer<typeof subscriptionStatsSchema>;

export const activeUserSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  promptCount: z.int(),
  subscriptionTier: z.string(),
});
export type ActiveUser = z.infer<typeof activeUserSchema>;

export const topValueSchema = z.object({ value: z.string(), count: z.int(), percent: z.number() });
export type TopValue = z.infer<typeof topValueSchema>;

/** GET /api/admin/analytics: 7 days of generations, the most active users, the top categories of those 7 days. */
export const adminAnalyticsSchema = z.object({
  days: z.array(dayCountSchema),
  mostActive: z.array(activeUserSchema),
  topContentTypes: z.array(topValueSchema),
  topArtStyles: z.array(topValueSchema),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

/** One page of a list, newest first; `nextCursor` asks for the next. */
const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** One row of GET /api/admin/users. */
export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.iso.datetime(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  isAdmin: z.boolean(),
  planId: z.enum(PLAN_IDS),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const usersPageSchema = pageOf(adminUserSchema);
export type UsersPage = z.infer<typeof usersPageSchema>;

export const usersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  cursor: userPageCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const contactMessagesPageSchema = pageOf(receivedContactMessageSchema);

export const contactMessagesQuerySchema = z.object({
  cursor: pageCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** GET /api/admin/users/{id}/stats: all-time generations with percentages, and the last 7 days. */
export const userStatsSchema = z.object({
  totals: distributionSchema.extend({ total: z.int() }),
  last7Days: z.array(dayCountSchema),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/** PATCH /api/admin/users/{id}/status, /plan and /admin: each sets one thing and answers it back. */
export const userStatusSchema = z.object({ status: z.enum(ACCOUNT_STATUSES) });
export const userPlanSchema = z.object({ planId: z.enum(PLAN_IDS) });
export const userAdminFlagSchema = z.object({ isAdmin: z.boolean() });
