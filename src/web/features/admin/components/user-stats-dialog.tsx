import { CircleAlert } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Spinner } from "@/web/components/ui/spinner";
import { cn } from "@/web/lib/cn";
import { useUserStats } from "../api/get-user-stats";
import { CHART_TOKENS } from "../lib/chart-tokens";
import { countOf, formatCount, formatPercent } from "../lib/format";
import { ADMIN_MESSAGES } from "../messages";
import type { UserStats } from "@/domain/api/admin";
import { DailyChart } from "./daily-chart";
import { EmptyNote } from "./states";

/** Whose statistics to show; `id` may be missing when the row that asked had none. */
export interface StatsTarget {
  id?: string | null;
  name: string;
  email?: string;
}

/** A user's all-time text and art prompts with percentages, the last 7 days, and a small chart. */
export function UserStatsDialog({ target, onClose }: { target: StatsTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>User Statistics</DialogTitle>
            <DialogDescription className="break-words">
              {target.name}
              {target.email && target.email !== target.name ? ` · ${target.email}` : ""}
            </DialogDescription>
          </DialogHeader>
          {target.id ? <StatsBody id={target.id} /> : <Problem text={ADMIN_MESSAGES.userIdMissing} />}
        </DialogContent>
      )}
    </Dialog>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <p role="alert" className="flex items-center gap-2 rounded-lg border border-destructive/40 p-4 text-sm font-medium">
      <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />
      {text}
    </p>
  );
}

function StatsBody({ id }: { id: string }) {
  const stats = useUserStats(id);
  if (stats.isPending) {
    return (
      <div className="grid gap-4">
        <Spinner label="Loading user statistics" />
        <div className="grid grid-cols-2 gap-3" aria-hidden="true">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (stats.isError) return <Problem text={ADMIN_MESSAGES.loadUserStatsFailed} />;
  return <StatsView stats={stats.data} />;
}

function Figure({ label, value, detail, tone }: { label: string; value: number; detail: string; tone: "text" | "art" | "improve" }) {
  return (
    <div className={cn("rounded-lg border p-3", CHART_TOKENS)}>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <span
          aria-hidden="true"
          className={cn("size-2.5 rounded-full", { text: "bg-(--chart-text)", art: "bg-(--chart-art)", improve: "bg-primary" }[tone])}
        />
        {label}
      </p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{formatCount(value)}</p>
      <p className="text-xs text-muted-foreground">{detail}</p>
    </div>
  );
}

function StatsView({ stats }: { stats: UserStats }) {
  const { totals, last7Days } = stats;
  if (totals.total === 0) return <EmptyNote text={ADMIN_MESSAGES.noUserData} />;
  const weekText = last7Days.reduce((n, day) => n + day.text, 0);
  const weekArt = last7Days.reduce((n, day) => n + day.art, 0);
  return (
    <div className="grid gap-5">
      <section aria-label="All time" className="grid gap-2">
        <h3 className="text-sm font-semibold">All time · {countOf(totals.total, "prompt")}</h3>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Figure label="Text Prompts" value={totals.text} detail={`${formatPercent(totals.textPercent)} of all`} tone="text" />
          <Figure label="Art Prompts" value={totals.art} detail={`${formatPercent(totals.artPercent)} of all`} tone="art" />
          <Figure label="Improved Prompts" value={totals.improve} detail={`${formatPercent(totals.improvePercent)} of all`} tone="improve" />
        </div>
      </section>
      <section aria-label="Last 7 days" className="grid gap-2">
        <h3 className="text-sm font-semibold">Last 7 days</h3>
        <p className="text-sm text-muted-foreground">
          {formatCount(weekText)} text and {formatCount(weekArt)} art prompts
        </p>
        <DailyChart days={last7Days} height={180} caption="The user's prompts per day, last 7 days" />
      </section>
    </div>
  );
}
