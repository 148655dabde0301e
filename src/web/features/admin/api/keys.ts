import { ApiError } from "@/web/lib/api-client";

/** Every admin query lives under "admin", so one invalidation refreshes the dashboard. */
export const adminKeys = {
  all: ["admin"] as const,
  overview: ["admin", "overview"] as const,
  subscriptions: ["admin", "subscriptions"] as const,
  analytics: ["admin", "analytics"] as const,
  userLists: ["admin", "users", "list"] as const,
  userList: (q: string) => ["admin", "users", "list", q] as const,
  userStats: (id: string) => ["admin", "users", "stats", id] as const,
  contactMessages: ["admin", "contact-messages"] as const,
};

/** One retry for a network hiccup or a server error; none when the answer will not change (401, 403, 404). */
export function retryAdminQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && [400, 401, 403, 404].includes(error.status)) return false;
  return failureCount < 1;
}

/** True for the API's "not an admin" answer. */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
/** True when the session is gone (signed out, suspended). */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;
