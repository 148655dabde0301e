import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { PagedList, type PagedQuery } from "@/web/components/paged-list";
import { CardGridSkeleton } from "./card-grid";
import { BuildLink, EmptyState, ErrorState, Searching } from "./list-states";

export interface LibraryListProps {
  /** The section's name ('Saved prompts', 'Generations'). */
  label: string;
  query: PagedQuery & { isPlaceholderData: boolean };
  /** How many items the pages loaded so far hold. */
  count: number;
  /** Whether a filter or a search is on: nothing found is then "no match", with Clear filters. */
  filtered?: boolean;
  onClearFilters?: () => void;
  texts: { loading: string; failed: string; noMatch?: string; empty: string; loadMore: string };
  /** The items. */
  children: ReactNode;
}

/**
 * A library list (the shared PagedList in the library's look): skeleton cards first, then the items with Load more,
 * or what explains their absence (an error with Retry, nothing matching the filters, nothing yet). The filters'
 * previous results stay on screen, marked as searching, while the new ones load.
 */
export function LibraryList({ label, query, count, filtered = false, onClearFilters, texts, children }: LibraryListProps) {
  return (
    <section aria-label={label} aria-busy={query.isFetching || undefined} className="grid gap-4">
      <PagedList
        query={query}
        count={count}
        failed={texts.failed}
        loadMoreLabel={texts.loadMore}
        autoLoad
        skeleton={<CardGridSkeleton label={texts.loading} />}
        failure={(retry, retrying) => <ErrorState text={texts.failed} onRetry={retry} retrying={retrying} />}
        empty={
          query.isPlaceholderData ? (
            <Searching />
          ) : filtered ? (
            <EmptyState text={texts.noMatch ?? texts.empty}>
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
        }
        note={query.isPlaceholderData && <Searching />}
      >
        {children}
      </PagedList>
    </section>
  );
}
