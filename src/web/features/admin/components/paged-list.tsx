import type { ReactNode } from "react";
import { PagedList, type PagedQuery } from "@/web/components/paged-list";
import { Skeleton } from "@/web/components/ui/skeleton";
import { EmptyNote, InlineError } from "./states";

/**
 * A paged admin list (users, teams, messages: the shared PagedList in a card's look): skeleton rows until the first
 * page, the failure with Retry, the empty note, else `children` with Load more (on click: the lists sit in cards and
 * scrolling boxes).
 */
export function AdminList(props: {
  list: PagedQuery;
  count: number;
  /** What is listed, for the loading status and Load more ("users"). */
  noun: string;
  failed: string;
  empty: string;
  /** The skeleton: how many rows, and their height class. */
  skeleton?: { rows: number; height: string };
  children: ReactNode;
}) {
  const { list, count, noun, failed, empty, skeleton = { rows: 5, height: "h-12" }, children } = props;
  return (
    <PagedList
      query={list}
      count={count}
      failed={failed}
      loadMoreLabel={`Load more ${noun}`}
      autoLoad={false}
      skeleton={
        <div role="status" aria-label={`Loading ${noun}`} className="grid gap-2">
          {Array.from({ length: skeleton.rows }, (_, index) => (
            <Skeleton key={index} className={skeleton.height} />
          ))}
        </div>
      }
      failure={(retry, retrying) => <InlineError text={failed} onRetry={retry} retrying={retrying} />}
      empty={<EmptyNote text={empty} />}
    >
      {children}
    </PagedList>
  );
}
