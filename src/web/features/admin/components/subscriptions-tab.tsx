import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { PLANS } from "@/domain/plans";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { countOf, formatCount, formatMoney, formatPercent } from "../lib/format";
import { ADMIN_MESSAGES } from "../messages";
import type { SubscriptionStats } from "@/domain/api/admin";
import { ShareBar } from "./share-bar";

/** Subscriptions: users per plan with their shares, Pro revenue from completed payments, Teams by contact. */
export function SubscriptionsTab({ stats }: { stats: SubscriptionStats }) {
  const total = stats.free + stats.pro + stats.teams;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 md:grid-cols-3">
        <PlanCard name={PLANS.free.name} count={stats.free} percent={stats.percent.free} detail="No charge" />
        <PlanCard
          name={PLANS.pro.name}
          count={stats.pro}
          percent={stats.percent.pro}
          detail={
            <>
              Pro revenue: <span className="font-semibold text-foreground">{formatMoney(stats.proRevenueCents, stats.currency)}</span>
            </>
          }
        />
        <PlanCard
          name={PLANS.teams.name}
          count={stats.teams}
          percent={stats.percent.teams}
          detail={
            <span className="inline-flex items-center gap-1.5">
              <Mail className="size-3.5" aria-hidden="true" />
              {ADMIN_MESSAGES.contactSales}
            </span>
          }
        />
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h3">Plan Distribution</CardTitle>
          <CardDescription>{countOf(total, "subscription")} in all</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ShareBar label={PLANS.free.name} count={stats.free} percent={stats.percent.free} />
          <ShareBar label={PLANS.pro.name} count={stats.pro} percent={stats.percent.pro} />
          <ShareBar label={PLANS.teams.name} count={stats.teams} percent={stats.percent.teams} />
        </CardContent>
      </Card>

    </div>
  );
}

function PlanCard({
  name,
  count,
  percent,
  detail,
}: {
  name: string;
  count: number;
  percent: number;
  detail: ReactNode;
}) {
  return (
    <Card className="p-5">
      <h3 className="text-sm font-medium text-muted-foreground">{name}</h3>
      <p className="mt-1 text-3xl font-bold tracking-tight tabular-nums">{formatCount(count)}</p>
      <p className="mt-1 text-sm text-muted-foreground">{formatPercent(percent)} of subscriptions</p>
      <p className="mt-3 border-t pt-3 text-sm text-muted-foreground">{detail}</p>
    </Card>
  );
}
