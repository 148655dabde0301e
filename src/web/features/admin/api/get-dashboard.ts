import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";
import { adminKeys, retryAdminQuery } from "./keys";

/** GET /api/admin/overview: the headline figures, the distribution and the latest registrations. */
export const getOverview = (signal?: AbortSignal) => ok(client.admin.overview.$get({}, { init: { signal } }));
/** GET /api/admin/subscriptions: users per plan and Pro revenue from completed transactions. */
export const getSubscriptionStats = (signal?: AbortSignal) => ok(client.admin.subscriptions.$get({}, { init: { signal } }));
/** GET /api/admin/analytics: 7 days of text and art, the most active users, the top categories. */
export const getAnalytics = (signal?: AbortSignal) => ok(client.admin.analytics.$get({}, { init: { signal } }));

export const overviewQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.overview, queryFn: ({ signal }) => getOverview(signal), retry: retryAdminQuery });
export const subscriptionStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.subscriptions,
    queryFn: ({ signal }) => getSubscriptionStats(signal),
    retry: retryAdminQuery,
  });
export const analyticsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.analytics, queryFn: ({ signal }) => getAnalytics(signal), retry: retryAdminQuery });

export const useOverview = () => useQuery(overviewQueryOptions());
export const useSubscriptionStats = () => useQuery(subscriptionStatsQueryOptions());
export const useAnalytics = () => useQuery(analyticsQueryOptions());
