import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";

/** GET /api/billing/config: which payment provider runs and where Teams enquiries go. */
export interface BillingConfig {
  provider: "demo" | "paddle";
  supportEmail: string;
}

export const billingConfigQueryKey = ["billing", "config"] as const;

export function getBillingConfig(signal?: AbortSignal): Promise<BillingConfig> {
  return api<BillingConfig>("/api/billing/config", { signal });
}

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
