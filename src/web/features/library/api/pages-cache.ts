import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";

/** The cached pages of a library list (each page also holds the next page's cursor, kept as it is). */
type Pages<T> = InfiniteData<{ items: T[] }, string | undefined>;

/**
 * Applies `change` to every item of every cached list under `key` (null removes the item), so a card
 * changes or disappears at once; the caller then invalidates to fetch the server's view.
 */
export function patchCachedItems<T extends { id: string }>(
  queryClient: QueryClient,
  key: QueryKey,
  id: string,
  change: (item: T) => T | null,
) {
  queryClient.setQueriesData<Pages<T>>({ queryKey: key }, (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.flatMap((item) => {
          if (item.id !== id) return [item];
          const next = change(item);
          return next ? [next] : [];
        }),
      })),
    };
  });
}
