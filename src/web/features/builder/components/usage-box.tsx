import { useQuery } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Progress } from "@/web/components/ui/progress";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/features/auth";
import { USAGE_REFRESH_MS, useSubscription, type Subscription } from "@/web/features/billing";
import { currentTeamQuery } from "@/web/features/teams";
import { cn } from "@/web/lib/cn";

export type Usage = Pick<Subscription, "planId" | "planName" | "remaining" | "total">;

/** Remaining as a share of the total, in percent, capped to 0–100 (an over-quota count fills the bar). */
export function usagePercent({ remaining, total }: Pick<Usage, "remaining" | "total">): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, (remaining / total) * 100));
}

const BOX_CLASS = "rounded-xl border bg-card p-4 shadow-sm";

/**
 * Until the server has said which plan and how many remain, the box names neither: a count shown first and
 * corrected later (a Pro user seeing "Free 5/5") is a claim the product never made.
 */
function UsageBoxSkeleton({ className }: { className?: string }) {
  return (
    <section aria-labelledby="usage-title" aria-busy="true" className={cn(BOX_CLASS, className)} data-testid="usage-box">
      <h2 id="usage-title" className="sr-only">
        Loading your prompts remaining
      </h2>
      <Skeleton className="h-5 w-44" />
      <div className="mt-1 flex h-9 items-center">
        <Skeleton className="h-7 w-16" />
      </div>
      <Skeleton className="mt-3 h-2" />
    </section>
  );
}

/**
 * '{Plan} Prompts Remaining' as remaining/total, a bar, and, on the free plan, the way to more: Upgrade goes
 * to /billing. Without `usage` (not known yet) it shows a skeleton.
 */
export function UsageBox({ usage, className }: { usage: Usage | undefined; className?: string }) {
  if (!usage) return <UsageBoxSkeleton className={className} />;
  const remaining = Math.max(0, usage.remaining);
  const title = `${usage.planName} Prompts Remaining`;
  return (
    <section aria-labelledby="usage-title" className={cn(BOX_CLASS, className)} data-testid="usage-box">
      <h2 id="usage-title" className="text-sm font-medium text-muted-foreground">
        {title}
      </h2>
      <div className="mt-1 flex h-9 items-center justify-between gap-3">
        <p className="text-2xl font-semibold tracking-tight tabular-nums" data-testid="usage-count">
          {remaining}/{usage.total}
        </p>
        {usage.planId === "free" && (
          <Button asChild size="sm">
            <Link to="/billing">
              <Sparkles aria-hidden="true" />
              Upgrade
            </Link>
          </Button>
        )}
      </div>
      <Progress
        value={usagePercent(usage)}
        aria-label={title}
        aria-valuetext={`${remaining} of ${usage.total} prompts remaining`}
        className="mt-3"
      />
    </section>
  );
}

/** The personal allowance, from GET /api/billing/subscription: on entry, every 10 s, and after each generation. */
function PersonalUsage({ className }: { className?: string }) {
  const { data } = useSubscription();
  return <UsageBox usage={data} className={className} />;
}

/** A team's pool, from GET /api/teams/current, as often as the personal one: what every member generates from. */
function TeamUsage({ className }: { className?: string }) {
  const { data } = useQuery({
    ...currentTeamQuery,
    refetchOnMount: "always",
    refetchInterval: USAGE_REFRESH_MS,
    refetchOnWindowFocus: "always",
  });
  const usage = data && {
    planId: data.planId,
    planName: `${data.name} Team`,
    remaining: data.allowance.remaining,
    total: data.allowance.total,
  };
  return <UsageBox usage={usage} className={className} />;
}

/**
 * The usage box of the workspace the user acts in: the team's pool in a team, never the personal count (a skeleton
 * until the session has said which).
 */
export function BuilderUsage({ className }: { className?: string }) {
  const { team, loading } = useAuth();
  if (loading) return <UsageBox usage={undefined} className={className} />;
  return team ? <TeamUsage className={className} /> : <PersonalUsage className={className} />;
}
