import type { PlanId } from "@/domain/plans";
import type { AccountStatus } from "@/domain/users";

/** The shapes the admin API answers with (src/server/admin). Money is integer cents. */

export interface DayCount {
  /** A UTC day, "YYYY-MM-DD". */
  date: string;
  text: number;
  art: number;
  improve: number;
}

export interface Distribution {
  text: number;
  art: number;
  improve: number;
  textPercent: number;
  artPercent: number;
  improvePercent: number;
}

export interface LatestUser {
  id: string;
  name: string;
  email: string;
  createdAt: string;
}

/** GET /api/admin/overview */
export interface AdminOverview {
  totalUsers: number;
  activeSubscriptions: number;
  totalGenerations: number;
  revenueThisMonthCents: number;
  currency: string;
  distribution: Distribution;
  latestUsers: LatestUser[];
  averageGenerationsPerUser: number;
  /** Percent of users created in the last 30 days. */
  growthRate: number;
  /** Percent of users on a paid plan. */
  conversionRate: number;
}

/** GET /api/admin/subscriptions */
export interface SubscriptionStats {
  free: number;
  pro: number;
  teams: number;
  percent: { free: number; pro: number; teams: number };
  proRevenueCents: number;
  currency: string;
}

export interface ActiveUser {
  userId: string;
  fullName: string;
  email: string;
  promptCount: number;
  subscriptionTier: string;
}

export interface TopValue {
  value: string;
  count: number;
  percent: number;
}

/** GET /api/admin/analytics (top categories cover the last 7 days). */
export interface AdminAnalytics {
  days: DayCount[];
  mostActive: ActiveUser[];
  topContentTypes: TopValue[];
  topArtStyles: TopValue[];
}

/** One row of GET /api/admin/users. */
export interface AdminUser {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  accountStatus: AccountStatus;
  isAdmin: boolean;
  planId: PlanId;
}

export interface UsersPage {
  items: AdminUser[];
  nextCursor: string | null;
}

/** GET /api/admin/users/:id/stats */
export interface UserStats {
  totals: Distribution & { total: number };
  last7Days: DayCount[];
}
