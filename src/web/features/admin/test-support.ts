/** Fixtures for the admin dashboard's unit tests: an admin, and sample API answers. */
import type { Profile } from "@/web/features/auth";
import { PROFILE } from "@/web/testing/session";
import type { AdminAnalytics, AdminOverview, AdminUser, SubscriptionStats, UserStats } from "@/domain/api/admin";
import type { AdminTeam } from "./api/teams";

export const ADMIN: Profile = {
  ...PROFILE,
  id: "admin-1",
  email: "root@example.com",
  name: "Root Admin",
  displayName: "Root Admin",
  isAdmin: true,
};

const days = (counts: [number, number][]) =>
  counts.map(([text, art], index) => ({ date: `2026-03-0${index + 1}`, text, art, improve: 0 }));

export function sampleOverview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  return {
    totalUsers: 1234,
    activeSubscriptions: 56,
    totalGenerations: 7890,
    revenueThisMonthCents: 123450,
    currency: "USD",
    distribution: { text: 5, art: 3, improve: 2, textPercent: 50, artPercent: 30, improvePercent: 20 },
    latestUsers: [
      { id: "u-9", name: "Newest Person", email: "newest@example.com", createdAt: "2026-03-07T10:00:00.000Z" },
      { id: "u-8", name: "", email: "noname@example.com", createdAt: "2026-03-06T10:00:00.000Z" },
      { id: "u-7", name: "<b>Bold</b>", email: "bold@example.com", createdAt: "2026-03-05T10:00:00.000Z" },
    ],
    averageGenerationsPerUser: 6,
    growthRate: 12.5,
    conversionRate: 4.5,
    ...overrides,
  };
}

export function sampleSubscriptions(overrides: Partial<SubscriptionStats> = {}): SubscriptionStats {
  return {
    free: 3,
    pro: 1,
    teams: 1,
    percent: { free: 60, pro: 20, teams: 20 },
    proRevenueCents: 2000,
    currency: "USD",
    ...overrides,
  };
}

export function sampleAnalytics(overrides: Partial<AdminAnalytics> = {}): AdminAnalytics {
  return {
    days: days([[1, 0], [0, 0], [0, 2], [0, 0], [3, 1], [0, 0], [2, 0]]),
    mostActive: [
      { userId: "u-1", fullName: "Una One", email: "u1@example.com", promptCount: 4, subscriptionTier: "pro" },
      { userId: "u-2", fullName: "Two Tone", email: "u2@example.com", promptCount: 2, subscriptionTier: "teams" },
    ],
    topContentTypes: [
      { value: "blog-post", count: 3, percent: 75 },
      { value: "email", count: 1, percent: 25 },
    ],
    topArtStyles: [{ value: "watercolor", count: 2, percent: 100 }],
    ...overrides,
  };
}

export const emptyDays = () => days([[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]]);

export function sampleUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: "u-1",
    name: "Una One",
    email: "u1@example.com",
    createdAt: "2026-01-05T10:00:00.000Z",
    accountStatus: "active",
    isAdmin: false,
    planId: "free",
    ...overrides,
  };
}

export function sampleUserStats(overrides: Partial<UserStats> = {}): UserStats {
  return {
    totals: { text: 4, art: 1, improve: 0, total: 5, textPercent: 80, artPercent: 20, improvePercent: 0 },
    last7Days: days([[1, 0], [0, 0], [0, 1], [0, 0], [3, 0], [0, 0], [0, 0]]),
    ...overrides,
  };
}

export function sampleTeam(overrides: Partial<AdminTeam> = {}): AdminTeam {
  return {
    id: "team-1",
    name: "Acme",
    owner: { id: "u-1", email: "ana@acme.test", displayName: "Ana" },
    members: 3,
    seatLimit: 10,
    planId: "teams",
    used: 120,
    total: 2000,
    createdAt: "2026-02-01T10:00:00.000Z",
    ...overrides,
  };
}

/** The API of a working dashboard; pass overrides for the routes a test is about. */
export function dashboardRoutes() {
  return {
    "GET /api/admin/overview": { body: sampleOverview() },
    "GET /api/admin/subscriptions": { body: sampleSubscriptions() },
    "GET /api/admin/analytics": { body: sampleAnalytics() },
  };
}
