import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Progress } from "@/web/components/ui/progress";
import { DEFAULT_USAGE, useSubscription, type Subscription } from "@/web/features/billing";
import { cn } from "@/web/lib/cn";

export type Usage = Pick<Subscription, "planName" | "remaining" | "total">;

/** Remaining as a share of the total, in percent, capped to 0–100 (an over-quota count fills the bar). */
export function usagePercent({ remaining, total }: Pick<Usage, "remaining" | "total">): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, (remaining / total) * 100));
}

/** '{Plan} Prompts Remaining' as remaining/total, a bar, and the way to more: Upgrade goes to /billing. */
export function UsageBox({ usage, loading = false, className }: { usage: Usage; loading?: boolean; className?: string }) {
  const remaining = Math.max(0, usage.remaining);
  const title = `${usage.planName} Prompts Remaining`;
  return (
    <section
      aria-labelledby="usage-title"
      aria-busy={loading || undefined}
      className={cn("rounded-xl border bg-card p-4 shadow-sm", className)}
    >
      <h2 id="usage-title" className="text-sm font-medium text-muted-foreground">
        {title}
      </h2>
      <div className="mt-1 flex items-center justify-between gap-3">
        <p className="text-2xl font-semibold tracking-tight tabular-nums" data-testid="usage-count">
          {remaining}/{usage.total}
        </p>
        <Button asChild size="sm">
          <Link to="/billing">
            <Sparkles aria-hidden="true" />
            Upgrade
          </Link>
        </Button>
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

/** The usage box fed by GET /api/billing/subscription: on entry, every 10 s, and after each generation. */
export function BuilderUsage({ className }: { className?: string }) {
  const { data, isPending } = useSubscription();
  return <UsageBox usage={data ?? DEFAULT_USAGE} loading={isPending} className={className} />;
}
