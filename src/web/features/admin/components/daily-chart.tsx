import { lazy, Suspense } from "react";
import { Skeleton } from "@/web/components/ui/skeleton";
import { cn } from "@/web/lib/cn";
import { CHART_TOKENS } from "../lib/chart-tokens";
import { formatCount, formatDay } from "../lib/format";
import type { DayCount } from "@/domain/api/admin";

// recharts is fetched with this chunk, on first use only.
const DailyBarChart = lazy(() => import("./admin-charts"));

/**
 * Text versus art prompts per day. The bars are drawn by recharts once its chunk has arrived; the same
 * figures sit in a table for screen readers.
 */
export function DailyChart({ days, height = 280, caption }: { days: DayCount[]; height?: number; caption: string }) {
  return (
    <figure className={cn("grid gap-2", CHART_TOKENS)}>
      <div aria-hidden="true" style={{ height }} data-testid="daily-chart">
        <Suspense fallback={<Skeleton className="size-full" />}>
          <DailyBarChart days={days} height={height} />
        </Suspense>
      </div>
      {/* sr-only on a box, not the table: a table never gets narrower than its content, so at 320 px it
          would widen the page it is meant to be invisible in. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Text</th>
              <th scope="col">Art</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date)}</th>
                <td>{formatCount(day.text)}</td>
                <td>{formatCount(day.art)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
