import { QueryClient } from "@tanstack/react-query";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Screens poll what must stay fresh (usage every 10 s, billing every 30 s) with refetchInterval;
        // everything else is fresh for half a minute so tab switches do not refetch the world.
        staleTime: 30_000,
        retry: 1,
      },
    },
  });
}
