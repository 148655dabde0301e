import { BarChart3 } from "lucide-react";
import { useState } from "react";
import { displayName } from "@/domain/users";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { artStyleLabel, categoryText, contentTypeLabel, countOf, formatCount } from "../lib/format";
import { useSearchChoice } from "../lib/use-search-choice";
import { ADMIN_MESSAGES } from "../messages";
import type { ActiveUser, AdminAnalytics, Distribution, TopValue } from "@/domain/api/admin";
import { AllUsersList } from "./all-users-list";
import { DailyChart } from "./daily-chart";
import { DistributionCard } from "./overview-tab";
import { EmptyNote } from "./states";
import { PlanBadge } from "./user-badges";
import { type StatsTarget, UserStatsDialog } from "./user-stats-dialog";

/** Prompt Analytics' views as named in the URL (/admin?tab=analytics&view=active-users). */
export const ANALYTICS_VIEWS = ["overview", "active-users", "all-users"] as const;

/** Prompt Analytics, with its own sub-tabs: Overview, Most Active Users and All Users. */
export function AnalyticsTab({ analytics, distribution }: { analytics: AdminAnalytics; distribution: Distribution }) {
  const [statsFor, setStatsFor] = useState<StatsTarget | null>(null);
  const [view, setView] = useSearchChoice("view", ANALYTICS_VIEWS);
  return (
    // Manual activation, as for the dashboard's sections: a view opened is a history entry.
    <Tabs value={view} onValueChange={setView} activationMode="manual">
      <TabsList aria-label="Prompt analytics views">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="active-users">Most Active Users</TabsTrigger>
        <TabsTrigger value="all-users">All Users</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <AnalyticsOverview analytics={analytics} distribution={distribution} />
      </TabsContent>
      <TabsContent value="active-users">
        <MostActiveUsers users={analytics.mostActive} onStats={setStatsFor} />
      </TabsContent>
      {/* Radix mounts a tab's content when it is first opened, so the list loads then. */}
      <TabsContent value="all-users">
        <AllUsersList onStats={setStatsFor} />
      </TabsContent>
      <UserStatsDialog target={statsFor} onClose={() => setStatsFor(null)} />
    </Tabs>
  );
}

function AnalyticsOverview({ analytics, distribution }: { analytics: AdminAnalytics; distribution: Distribution }) {
  const weekText = analytics.days.reduce((n, day) => n + day.text, 0);
  const weekArt = analytics.days.reduce((n, day) => n + day.art, 0);
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h3">Prompts in the Last 7 Days</CardTitle>
          <CardDescription>
            {formatCount(weekText)} text and {formatCount(weekArt)} art prompts
          </CardDescription>
        </CardHeader>
        <CardContent>
          {weekText + weekArt === 0 ? (
            <EmptyNote text={ADMIN_MESSAGES.noActivity} />
          ) : (
            <DailyChart days={analytics.days} caption="Text and art prompts per day, last 7 days" />
          )}
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <DistributionCard distribution={distribution} />
        <Card>
          <CardHeader>
            <CardTitle as="h3">Top Categories</CardTitle>
            <CardDescription>The most used choices of the last 7 days</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <TopList title="Content types" values={analytics.topContentTypes} label={contentTypeLabel} />
            <TopList title="Art styles" values={analytics.topArtStyles} label={artStyleLabel} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function TopList({ title, values, label }: { title: string; values: TopValue[]; label: (value: string) => string }) {
  return (
    <section aria-label={title} className="grid gap-2">
      <h4 className="text-sm font-medium text-muted-foreground">{title}</h4>
      {values.length === 0 ? (
        <p className="text-sm text-muted-foreground">{ADMIN_MESSAGES.noActivity}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {values.map((top) => (
            <li
              key={top.value}
              className="rounded-lg border bg-surface px-3 py-2 text-sm font-medium"
              title={countOf(top.count, "prompt")}
            >
              {categoryText(label(top.value), top.percent)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MostActiveUsers({ users, onStats }: { users: ActiveUser[]; onStats: (target: StatsTarget) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Most Active Users</CardTitle>
        <CardDescription>The 5 users with the most prompts, all time</CardDescription>
      </CardHeader>
      <CardContent>
        {users.length === 0 ? (
          <EmptyNote text={ADMIN_MESSAGES.noActivity} />
        ) : (
          <ol className="divide-y">
            {users.map((user, index) => {
              const name = displayName({ name: user.fullName, email: user.email });
              return (
                <li key={user.userId} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
                  >
                    {index + 1}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium wrap-anywhere">{name}</p>
                    <p className="text-sm text-muted-foreground wrap-anywhere" title={user.email}>
                      {user.email}
                    </p>
                  </div>
                  <div className="flex basis-full flex-wrap items-center gap-3 pl-12 sm:basis-auto sm:pl-0">
                    <span className="text-sm font-semibold whitespace-nowrap tabular-nums">
                      {countOf(user.promptCount, "prompt")}
                    </span>
                    <PlanBadge planId={user.subscriptionTier} />
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`View Stats for ${name}`}
                      onClick={() => onStats({ id: user.userId, name, email: user.email })}
                    >
                      <BarChart3 aria-hidden="true" />
                      View Stats
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
