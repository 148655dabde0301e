import { useQuery } from "@tanstack/react-query";
import { planOf } from "@/domain/plans";
import { contactSalesHref, useBillingConfig } from "@/web/features/billing";
import { teamCan } from "@/domain/teams";
import { Spinner } from "@/web/components/ui/spinner";
import { useWorkspace } from "@/web/features/auth";
import { WebhooksSection } from "@/web/features/webhooks";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { currentTeamQuery } from "../api/teams";
import { ActivitySection } from "../components/activity-section";
import { InvitationsSection } from "../components/invitations-section";
import { LeaveOrDelete } from "../components/leave-or-delete";
import { LoadFailure } from "@/web/components/ui/load-failure";
import { MembersSection } from "../components/members-section";
import { UsageSection } from "../components/usage-section";
import { formatDay } from "../lib/format";
import { TEAM_MESSAGES } from "../messages";

/** The owner's way to another plan or more seats: both are set by us, on request (the Teams plan sells by contact). */
function ChangePlan() {
  const supportEmail = useBillingConfig().data?.supportEmail;
  if (!supportEmail) return null;
  return (
    <dd className="text-xs">
      <a className="underline underline-offset-2" href={contactSalesHref(supportEmail)}>
        Contact sales
      </a>{" "}
      to change the plan or the seats.
    </dd>
  );
}

/** /team: the active team's plan, seats and pool, its members and, for owners and admins, invitations, usage and activity. */
export function TeamPage() {
  useDocumentTitle("Team");
  const workspace = useWorkspace();
  const current = useQuery({ ...currentTeamQuery, enabled: workspace !== null });

  if (!workspace) {
    return (
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Team</h1>
        <p className="text-muted-foreground">You are in your personal workspace. Switch to a team in the sidebar to see it here.</p>
      </div>
    );
  }
  if (current.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading the team" />
      </div>
    );
  }
  if (current.isError) return <LoadFailure message={TEAM_MESSAGES.loadFailed} onRetry={() => void current.refetch()} />;

  const team = current.data;
  const manages = teamCan.manageMembers(team.role);
  const { remaining, total, periodEnd } = team.allowance;
  return (
    <div className="grid gap-8">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{team.name}</h1>
        <dl className="grid gap-1 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Plan</dt>
            <dd className="font-medium">{planOf(team.planId).name}</dd>
            {teamCan.own(team.role) && <ChangePlan />}
          </div>
          <div>
            <dt className="text-muted-foreground">Seats</dt>
            <dd className="font-medium">
              {team.seatsUsed} of {team.seatLimit} used
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Generations</dt>
            <dd className="font-medium" data-testid="team-pool">
              {Math.max(0, remaining)} of {total} generations left this period, renews {formatDay(periodEnd)}
            </dd>
          </div>
        </dl>
      </header>
      <MembersSection team={team} />
      {manages && <InvitationsSection team={team} />}
      {manages && <UsageSection />}
      {manages && <ActivitySection />}
      {teamCan.editLibrary(team.role) && <WebhooksSection workspace="team" />}
      <LeaveOrDelete team={team} />
    </div>
  );
}
