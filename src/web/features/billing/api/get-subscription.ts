import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { Subscription } from "@/domain/api/billing";
import { client, ok } from "@/web/lib/api-client";

/** The builders refresh the usage box this often (spec: builders 10 s). */
export const USAGE_REFRESH_MS = 10_000;
/** The billing screen refreshes the plan this often (spec: billing 30 s). */
export const BILLING_REFRESH_MS = 30_000;

export const subscriptionQueryKey = ["billing", "subscription"] as const;

/** GET /api/billing/subscription: the signed-in user's plan and the allowance of the current period. */
export const getSubscription = (signal?: AbortSignal) => ok(client.billing.subscription.$get({}, { init: { signal } }));

export function getSubscriptionQueryOptions() {
  return queryOptions({ queryKey: subscriptionQueryKey, queryFn: ({ signal }) => getSubscription(signal) });
}

/**
 * The subscription as a screen shows it: fetched on entry, then every `refreshMs` while the screen is open
 * (the builders' usage box every 10 s by default; the billing screen asks for 30 s). `retry: false` shows
 * a failure at once (the billing screen's 'Failed to load subscription data' with Retry) instead of after
 * the client's own retry.
 */
export function useSubscription({ refreshMs = USAGE_REFRESH_MS, retry }: { refreshMs?: number; retry?: false } = {}) {
  return useQuery({
    ...getSubscriptionQueryOptions(),
    refetchOnMount: "always",
    refetchInterval: refreshMs,
    // A tab brought back shows the plan as it is now (an admin may have changed it meanwhile).
    refetchOnWindowFocus: "always",
    ...(retry === false ? { retry } : {}),
  });
}

/**
 * Updates the cached usage at once (after a generation, or a 403), before the refetch confirms it. With
 * nothing cached yet it leaves the cache empty: the plan is not known, and the refetch brings it.
 */
export function setUsage(queryClient: QueryClient, update: (current: Subscription) => Subscription): void {
  queryClient.setQueryData<Subscription>(subscriptionQueryKey, (current) => (current ? update(current) : undefined));
}

/**
 * The user's own allowance in the cache, for the builders: what a generation spent shows at once, before the refetch
 * confirms it. Billing alone writes its cache; others go through this.
 */
export const personalAllowance = {
  remaining: (queryClient: QueryClient) => queryClient.getQueryData<Subscription>(subscriptionQueryKey)?.remaining,
  set: (queryClient: QueryClient, remaining: number, total?: number) =>
    setUsage(queryClient, (usage) => ({ ...usage, remaining, total: total ?? usage.total })),
  refresh: (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
};
