import { ApiError, type ClientErrorCode } from "@/web/lib/api-client";

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
  teamList: ["admin", "teams", "list"] as const,
};

/** Answers that will not change on a retry: refused input, no session, not an admin, no such user. */
const FINAL: ReadonlySet<ClientErrorCode> = new Set<ClientErrorCode>([
  "invalid_input",
  "unauthorized",
  "account_not_active",
  "forbidden",
  "not_found",
]);

/** One retry for a network hiccup or a server error; none when the answer will not change. */
export function retryAdminQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && FINAL.has(error.code)) return false;
  return failureCount < 1;
}

/** True for the API's "not an admin" answer. */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.code === "forbidden";
