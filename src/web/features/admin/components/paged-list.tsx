import type { ReactNode } from "react";
import { Skeleton } from "@/web/components/ui/skeleton";
import { LoadMoreButton } from "./load-more-button";
import { EmptyNote, InlineError } from "./states";

/** What a paged admin list needs of its infinite query. */
interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isFetchNextPageError: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * The body of a paged admin list (users, teams): skeleton rows until the first page, the failure with Retry, the
 * empty note, else `children` (the table) with Load more and a failed next page said below it.
 */
export function PagedList(props: {
  list: PagedQuery;
  count: number;
  /** What is listed, for the loading status and Load more ("users"). */
  noun: string;
  failed: string;
  empty: string;
  children: ReactNode;
}) {
  const { list, count, noun, failed, empty, children } = props;
  if (list.isPending) {
    return (
      <div role="status" aria-label={`Loading ${noun}`} className="grid gap-2">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-12" />
        ))}
      </div>
    );
  }
  if (list.isError && count === 0) return <InlineError text={failed} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (count === 0) return <EmptyNote text={empty} />;
  return (
    <>
      {children}
      {list.isFetchNextPageError && (
        <p role="alert" className="pt-3 text-center text-sm">
          {failed}
        </p>
      )}
      <LoadMoreButton
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        label={`Load more ${noun}`}
      />
    </>
  );
}
