import { CreditCard, DollarSign, Sparkles, Users } from "lucide-react";
import { displayName } from "@/domain/users";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { countOf, formatCount, formatDate, formatMoney, formatPercent } from "../lib/format";
import { ADMIN_MESSAGES } from "../messages";
import type { AdminOverview, Distribution } from "@/domain/api/admin";
import { ShareBar } from "./share-bar";
import { StatCard } from "./stat-card";
import { EmptyNote } from "./states";

/** Text, art and improved prompts, as three bars (shared by the Overview and Prompt Analytics tabs). */
export function DistributionCard({ distribution }: { distribution: Distribution }) {
  const total = distribution.text + distribution.art + distribution.improve;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Prompt Distribution</CardTitle>
        <CardDescription>Text, art and improved, {countOf(total, "prompt")} all time</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {total === 0 ? (
          <EmptyNote text={ADMIN_MESSAGES.noActivity} />
        ) : (
          <>
            <ShareBar label="Text Prompts" count={distribution.text} percent={distribution.textPercent} tone="text" />
            <ShareBar label="Art Prompts" count={distribution.art} percent={distribution.artPercent} tone="art" />
            <ShareBar label="Improved Prompts" count={distribution.improve} percent={distribution.improvePercent} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

export function OverviewTab({ overview }: { overview: AdminOverview }) {
  return (
    <div className="grid gap-6">
      <section aria-label="Key figures" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label="Total Users" value={formatCount(overview.totalUsers)} icon={Users} />
        <StatCard
          label="Active Subscriptions"
          value={formatCount(overview.activeSubscriptions)}
          icon={CreditCard}
          hint="Paid plans currently active"
        />
        <StatCard label="Total Prompts Generated" value={formatCount(overview.totalGenerations)} icon={Sparkles} />
        <StatCard
          label="Revenue This Month"
          value={formatMoney(overview.revenueThisMonthCents, overview.currency)}
          icon={DollarSign}
          hint="Completed payments since the 1st"
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <DistributionCard distribution={overview.distribution} />

        <Card>
          <CardHeader>
            <CardTitle as="h3">Latest Registrations</CardTitle>
            <CardDescription>The 3 newest accounts</CardDescription>
          </CardHeader>
          <CardContent>
            {overview.latestUsers.length === 0 ? (
              <EmptyNote text={ADMIN_MESSAGES.noUsers} />
            ) : (
              <ul className="divide-y">
                {overview.latestUsers.map((user) => (
                  <li key={user.id} className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
                    <div className="min-w-0">
                      <p className="font-medium wrap-anywhere">{displayName(user)}</p>
                      <p className="text-sm text-muted-foreground wrap-anywhere" title={user.email}>
                        {user.email}
                      </p>
                    </div>
                    <time dateTime={user.createdAt} className="shrink-0 text-sm text-muted-foreground">
                      {formatDate(user.createdAt)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>

      <section aria-label="Ratios" className="grid gap-4 sm:grid-cols-3">
        <RatioCard label="Average Prompts per User" value={formatCount(overview.averageGenerationsPerUser)} hint="All prompts divided by all users" />
        <RatioCard label="Growth Rate" value={formatPercent(overview.growthRate)} hint="Users who joined in the last 30 days" />
        <RatioCard label="Subscription Conversion" value={formatPercent(overview.conversionRate)} hint="Users on a paid plan" />
      </section>
    </div>
  );
}

function RatioCard({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card className="p-5">
      <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
      <p className="mt-1 text-2xl font-bold tracking-tight tabular-nums">{value}</p>
      <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
    </Card>
  );
}
