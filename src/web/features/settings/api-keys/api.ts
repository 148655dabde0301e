import { useQuery } from "@tanstack/react-query";
import type { ApiKeyCreate } from "@/domain/api/api-keys";
import { client, ok } from "@/web/lib/api-client";

export const apiKeysQuery = {
  queryKey: ["api-keys"],
  queryFn: ({ signal }: { signal: AbortSignal }) => ok(client["api-keys"].$get({}, { init: { signal } })),
} as const;

export const useApiKeys = () => useQuery(apiKeysQuery);

/** The answer carries the key itself, this once. */
export const createApiKey = (input: ApiKeyCreate) => ok(client["api-keys"].$post({ json: input }));

export const revokeApiKey = (id: string) => ok(client["api-keys"][":id"].$delete({ param: { id } }));
