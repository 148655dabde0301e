import type { ReactNode } from "react";
import { Button } from "./ui/button";
import { LoadMore } from "./load-more";

/** What a paged list reads of its react-query infinite query. */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isFetchNextPageError: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

export interface PagedListProps {
  query: PagedQuery;
  /** How many items the pages loaded so far hold. */
  count: number;
  /** What a failed load says: the first page's, a refresh's or the next page's. */
  failed: string;
  /** Says what Load more loads, for screen readers ('Load more prompts'). */
  loadMoreLabel: string;
  /** Shown while the first page loads. */
  skeleton: ReactNode;
  /** The first page failed: `failed` with Retry, in the list's own look. */
  failure: (retry: () => void, retrying: boolean) => ReactNode;
  /** Shown when there is nothing to list. */
  empty: ReactNode;
  /** Whether the next page loads as the list's end scrolls near (see LoadMore); on click only when false. */
  autoLoad?: boolean;
  /** Said above the items, such as that new results are on their way. */
  note?: ReactNode;
  /** The items. */
  children: ReactNode;
}

/**
 * A list as it loads page by page, in the library and in the admin dashboard alike: a skeleton first, then the items
 * with Load more, or what explains their absence (a failure with Retry, nothing to list). A failed refresh or next
 * page leaves the items on screen and says so.
 */
export function PagedList({ query, count, failed, loadMoreLabel, skeleton, failure, empty, autoLoad, note, children }: PagedListProps) {
  const retry = () => void query.refetch();
  if (query.isPending) return skeleton;
  if (query.isError && count === 0) return failure(retry, query.isFetching);
  if (count === 0) return empty;
  return (
    <>
      {note}
      {query.isError && !query.isFetchNextPageError && (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm">
          {failed}
          <Button variant="link" size="sm" className="px-0" onClick={retry}>
            Retry
          </Button>
        </p>
      )}
      {children}
      {query.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm">
          {failed}
        </p>
      )}
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        label={loadMoreLabel}
        auto={autoLoad}
      />
    </>
  );
}
