import { CalendarClock } from "lucide-react";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Progress } from "@/web/components/ui/progress";
import { Skeleton } from "@/web/components/ui/skeleton";
import type { Subscription } from "@/domain/api/billing";
import { clampedRemaining, formatBillingDate } from "../lib/plan-actions";

/**
 * Current Usage: remaining generations out of the plan's total, with a bar, the plan and the day the period
 * ends: "Renews on", or "Ends on" while a downgrade is scheduled.
 */
export function UsageCard({ subscription }: { subscription: Subscription }) {
  const remaining = clampedRemaining(subscription);
  const { total, planName } = subscription;
  const percent = total > 0 ? (remaining / total) * 100 : 0;
  const periodEnd = formatBillingDate(subscription.renewsAt);
  // A scheduled downgrade: the paid plan ends with this period instead of renewing.
  const ending = subscription.cancelAtPeriodEnd && subscription.planId !== "free";
  return (
    <Card aria-labelledby="usage-card-title">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle as="h2" id="usage-card-title">
            Current Usage
          </CardTitle>
          <CardDescription>Generations left in this billing period.</CardDescription>
        </div>
        <Badge variant="accent" size="lg" data-testid="current-plan">
          {planName} plan
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="flex items-baseline gap-2">
          <span className="text-3xl font-semibold tracking-tight tabular-nums" data-testid="billing-usage-count">
            {remaining}/{total}
          </span>
          <span className="text-sm text-muted-foreground">generations remaining</span>
        </p>
        <Progress
          value={percent}
          aria-label="Generations remaining"
          aria-valuetext={`${remaining} of ${total} generations remaining`}
        />
        <dl className="mt-1 grid gap-2 text-sm sm:flex sm:flex-wrap sm:gap-x-6">
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">Current plan:</dt>
            <dd className="font-medium">{planName}</dd>
          </div>
          {periodEnd &&
            (ending ? (
              <div className="flex items-center gap-1.5" data-testid="ends-on">
                <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
                <dt className="sr-only">Plan end</dt>
                <dd>Ends on {periodEnd}</dd>
              </div>
            ) : (
              <div className="flex items-center gap-1.5" data-testid="renews-on">
                <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
                <dt className="sr-only">Renewal</dt>
                <dd>Renews on {periodEnd}</dd>
              </div>
            ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/**
 * Current Usage before the server has answered: the card's frame with grey where the plan, the count and
 * the date go. A plan or a count shown first and corrected later would be a claim the product never made.
 */
export function UsageCardSkeleton() {
  return (
    <Card aria-labelledby="usage-card-title" aria-busy="true" data-testid="usage-card-loading">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle as="h2" id="usage-card-title">
            Current Usage
          </CardTitle>
          <CardDescription>Generations left in this billing period.</CardDescription>
        </div>
        <Skeleton className="h-7 w-24 rounded-full" />
      </CardHeader>
      <CardContent className="grid gap-3">
        <span className="sr-only" role="status">
          Loading your subscription
        </span>
        <div className="flex h-9 items-center">
          <Skeleton className="h-8 w-28" />
        </div>
        <Skeleton className="h-2" />
        <Skeleton className="mt-1 h-5 w-56" />
      </CardContent>
    </Card>
  );
}
