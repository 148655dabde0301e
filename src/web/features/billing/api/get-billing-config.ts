import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok } from "@/web/lib/api-client";

export const billingConfigQueryKey = ["billing", "config"] as const;

/** GET /api/billing/config: which payment provider runs and where Teams enquiries go. */
export const getBillingConfig = (signal?: AbortSignal) => ok(client.billing.config.$get({}, { init: { signal } }));

export function getBillingConfigQueryOptions() {
  // Set once at the server's start: asked once per page load.
  return queryOptions({
    queryKey: billingConfigQueryKey,
    queryFn: ({ signal }) => getBillingConfig(signal),
    staleTime: Infinity,
  });
}

export function useBillingConfig() {
  return useQuery(getBillingConfigQueryOptions());
}
