import { BarChart3, Building2, CreditCard, Inbox, LayoutDashboard, RotateCw, Users } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Tabs as TabsPrimitive } from "radix-ui";
import { Button } from "@/web/components/ui/button";
import { Tabs, TabsContent, TabsTrigger } from "@/web/components/ui/tabs";
import { useAuth } from "@/web/features/auth";
import { isSignedOut } from "@/web/lib/api-client";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useAnalytics, useOverview, useSubscriptionStats } from "../api/get-dashboard";
import { adminKeys, isForbidden } from "../api/keys";
import { AccessDenied } from "../components/access-denied";
import { AnalyticsTab } from "../components/analytics-tab";
import { MessagesTab } from "../components/messages-tab";
import { OverviewTab } from "../components/overview-tab";
import { DashboardLoading, LoadFailed, LoadTimedOut } from "../components/states";
import { SubscriptionsTab } from "../components/subscriptions-tab";
import { TeamsTab } from "../components/teams-tab";
import { UsersTab } from "../components/users-tab";
import { useLoadTimeout } from "../lib/use-load-timeout";
import { useSearchChoice } from "../lib/use-search-choice";
import { ADMIN_MESSAGES } from "../messages";

/** The dashboard's sections as named in the URL (/admin?tab=users); the first is the default. */
export const DASHBOARD_TABS = ["overview", "users", "teams", "subscriptions", "analytics", "messages"] as const;

/** /admin: the dashboard for admins; everyone else is told they have no access. */
export function AdminPage() {
  const { user } = useAuth();
  if (!user?.isAdmin) return <AccessDenied />;
  return <AdminDashboard currentUserId={user.id} />;
}

function AdminDashboard({ currentUserId }: { currentUserId: string }) {
  const { refreshProfile } = useAuth();
  const queryClient = useQueryClient();
  const overview = useOverview();
  const subscriptions = useSubscriptionStats();
  const analytics = useAnalytics();
  const queries = [overview, subscriptions, analytics];
  // A sub-view (Prompt Analytics' view=) belongs to its section: another section drops it.
  const [tab, setTab] = useSearchChoice("tab", DASHBOARD_TABS, ["view"]);

  // The server has the last word: a 403 means the admin flag is gone, a 401 that the session is. Reading
  // the profile again updates the sidebar, or sends a signed-out user to /login.
  const forbidden = queries.some((query) => isForbidden(query.error));
  const signedOut = queries.some((query) => isSignedOut(query.error));
  useDocumentTitle(forbidden ? ADMIN_MESSAGES.accessDenied : ADMIN_MESSAGES.title);
  useEffect(() => {
    if (forbidden || signedOut) void refreshProfile().catch(() => undefined);
  }, [forbidden, signedOut, refreshProfile]);

  const [attempt, setAttempt] = useState(0);
  const failed = queries.some((query) => query.isError && query.data === undefined);
  const fetching = queries.some((query) => query.isFetching);
  const ready = Boolean(overview.data && subscriptions.data && analytics.data);
  const timedOut = useLoadTimeout(!ready && !failed, attempt);

  const retry = () => {
    setAttempt((n) => n + 1);
    for (const query of queries) if (query.isError) void query.refetch();
  };

  if (forbidden) return <AccessDenied />;

  let body: ReactNode;
  if (overview.data && subscriptions.data && analytics.data) {
    body = (
      // Manual activation: each section opened is a history entry, so arrowing across the tabs only moves
      // focus (Enter or Space opens one), and a click never both presses and focuses a tab into two entries.
      <Tabs value={tab} onValueChange={setTab} activationMode="manual" className="grid min-w-0 gap-2">
        {/* One section a row below 22rem (at 320 px "User Management" does not fit half a row), two on phones,
            three on tablets, so no section hides off-screen or loses its label; one row once all six fit. */}
        <TabsPrimitive.List
          aria-label="Dashboard sections"
          className="grid grid-cols-1 gap-1 min-[22rem]:grid-cols-2 justify-self-stretch rounded-lg bg-muted p-1 text-muted-foreground sm:grid-cols-3 xl:inline-flex xl:h-10 xl:items-center xl:justify-self-start"
        >
          <TabsTrigger value="overview">
            <LayoutDashboard aria-hidden="true" />
            Overview
          </TabsTrigger>
          <TabsTrigger value="users">
            <Users aria-hidden="true" />
            User Management
          </TabsTrigger>
          <TabsTrigger value="teams">
            <Building2 aria-hidden="true" />
            Teams
          </TabsTrigger>
          <TabsTrigger value="subscriptions">
            <CreditCard aria-hidden="true" />
            Subscriptions
          </TabsTrigger>
          <TabsTrigger value="analytics">
            <BarChart3 aria-hidden="true" />
            Prompt Analytics
          </TabsTrigger>
          <TabsTrigger value="messages">
            <Inbox aria-hidden="true" />
            Messages
          </TabsTrigger>
        </TabsPrimitive.List>
        <Panel value="overview" title="Overview">
          <OverviewTab overview={overview.data} />
        </Panel>
        <Panel value="users" title="User Management">
          <UsersTab currentUserId={currentUserId} />
        </Panel>
        <Panel value="teams" title="Teams">
          <TeamsTab />
        </Panel>
        <Panel value="subscriptions" title="Subscriptions">
          <SubscriptionsTab stats={subscriptions.data} />
        </Panel>
        <Panel value="analytics" title="Prompt Analytics">
          <AnalyticsTab analytics={analytics.data} distribution={overview.data.distribution} />
        </Panel>
        <Panel value="messages" title="Messages">
          <MessagesTab />
        </Panel>
      </Tabs>
    );
  } else if (failed) {
    body = <LoadFailed text={ADMIN_MESSAGES.loadFailed} onRetry={retry} retrying={fetching} />;
  } else if (timedOut) {
    body = <LoadTimedOut />;
  } else {
    body = <DashboardLoading />;
  }

  return (
    <div className="grid min-w-0 gap-6">
      <header className="flex flex-col items-start gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{ADMIN_MESSAGES.title}</h1>
          <p className="text-pretty text-muted-foreground">Users, teams, subscriptions and prompt activity, live.</p>
        </div>
        {ready && (
          <Button
            variant="outline"
            disabled={fetching}
            onClick={() => void queryClient.invalidateQueries({ queryKey: adminKeys.all })}
          >
            <RotateCw className={fetching ? "animate-spin" : undefined} aria-hidden="true" />
            {fetching ? "Refreshing..." : "Refresh"}
          </Button>
        )}
      </header>
      {body}
    </div>
  );
}

/** One tab's panel, with a heading for screen-reader outlines. */
function Panel({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <TabsContent value={value} className="min-w-0">
      <h2 className="sr-only">{title}</h2>
      {children}
    </TabsContent>
  );
}
