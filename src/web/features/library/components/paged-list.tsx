import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { CardGridSkeleton } from "./card-grid";
import { BuildLink, EmptyState, ErrorState, Searching } from "./list-states";
import { LoadMore } from "./load-more";

/** What a paged list reads of its react-query infinite query. */
interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  isFetchNextPageError: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

export interface PagedListProps {
  /** The section's name ('Saved prompts', 'Generations'). */
  label: string;
  query: PagedQuery;
  /** How many items the pages loaded so far hold. */
  count: number;
  /** Whether a filter or a search is on: nothing found is then "no match", with Clear filters. */
  filtered: boolean;
  onClearFilters: () => void;
  texts: { loading: string; failed: string; noMatch: string; empty: string; loadMore: string };
  /** The items. */
  children: ReactNode;
}

/**
 * A library list as it loads page by page: skeletons first, then the items with Load more, or what explains their
 * absence (an error with Retry, nothing matching the filters, nothing yet). The filters' previous results stay on
 * screen, marked as searching, while the new ones load.
 */
export function PagedList({ label, query, count, filtered, onClearFilters, texts, children }: PagedListProps) {
  return (
    <section aria-label={label} aria-busy={query.isFetching || undefined} className="grid gap-4">
      {query.isPending ? (
        <CardGridSkeleton label={texts.loading} />
      ) : query.isError && count === 0 ? (
        <ErrorState text={texts.failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : count === 0 ? (
        query.isPlaceholderData ? (
          <Searching />
        ) : filtered ? (
          <EmptyState text={texts.noMatch}>
            <Button variant="outline" onClick={onClearFilters}>
              <X aria-hidden="true" />
              Clear filters
            </Button>
          </EmptyState>
        ) : (
          <EmptyState text={texts.empty}>
            <BuildLink />
          </EmptyState>
        )
      ) : (
        <>
          {query.isPlaceholderData && <Searching />}
          {query.isError && !query.isFetchNextPageError && (
            <p role="alert" className="flex flex-wrap items-center gap-2 text-sm">
              {texts.failed}
              <Button variant="link" size="sm" className="px-0" onClick={() => void query.refetch()}>
                Retry
              </Button>
            </p>
          )}
          {children}
          {query.isFetchNextPageError && (
            <p role="alert" className="text-center text-sm">
              {texts.failed}
            </p>
          )}
          <LoadMore
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            label={texts.loadMore}
          />
        </>
      )}
    </section>
  );
}
