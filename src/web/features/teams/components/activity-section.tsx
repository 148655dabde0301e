import { useInfiniteQuery } from "@tanstack/react-query";
import { Spinner } from "@/web/components/ui/spinner";
import { teamActivityQuery } from "../api/teams";
import { formatMoment } from "../lib/format";
import { activitySentence, TEAM_MESSAGES } from "../messages";
import { LoadFailure } from "@/web/components/ui/load-failure";
import { PendingButton } from "./pending-button";

/** The team's activity log, newest first, a page at a time (owners and admins). */
export function ActivitySection() {
  const activity = useInfiniteQuery(teamActivityQuery);
  const entries = activity.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="activity-title" className="grid gap-3">
      <h2 id="activity-title" className="text-lg font-semibold">
        Activity
      </h2>
      {activity.isPending ? (
        <Spinner size="sm" label="Loading the activity log" />
      ) : activity.isError && entries.length === 0 ? (
        <LoadFailure message={TEAM_MESSAGES.activityLoadFailed} onRetry={() => void activity.refetch()} />
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{TEAM_MESSAGES.noActivity}</p>
      ) : (
        <>
          <ol aria-label="Team activity" className="divide-y rounded-xl border bg-card text-sm">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap justify-between gap-2 px-4 py-2">
                <span>{activitySentence(entry)}</span>
                <time dateTime={entry.createdAt} className="text-muted-foreground">
                  {formatMoment(entry.createdAt)}
                </time>
              </li>
            ))}
          </ol>
          {activity.isFetchNextPageError && <p role="alert" className="text-sm">{TEAM_MESSAGES.activityLoadFailed}</p>}
          {activity.hasNextPage && (
            <PendingButton
              variant="outline"
              className="justify-self-start"
              pending={activity.isFetchingNextPage}
              onClick={() => void activity.fetchNextPage()}
            >
              Show older activity
            </PendingButton>
          )}
        </>
      )}
    </section>
  );
}
