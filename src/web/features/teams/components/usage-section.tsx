import { useQuery } from "@tanstack/react-query";
import { Spinner } from "@/web/components/ui/spinner";
import { teamUsageQuery } from "../api/teams";
import { formatDay } from "../lib/format";
import { TEAM_MESSAGES } from "../messages";
import { LoadFailure } from "@/web/components/ui/load-failure";

/** Generations per member in the current period (owners and admins). */
export function UsageSection() {
  const usage = useQuery(teamUsageQuery);
  return (
    <section aria-labelledby="usage-title" className="grid gap-3">
      <h2 id="usage-title" className="text-lg font-semibold">
        Usage this period
      </h2>
      {usage.isPending ? (
        <Spinner size="sm" label="Loading the team's usage" />
      ) : usage.isError ? (
        <LoadFailure message={TEAM_MESSAGES.usageLoadFailed} onRetry={() => void usage.refetch()} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {usage.data.total} generations from {formatDay(usage.data.periodStart)} to {formatDay(usage.data.periodEnd)}
          </p>
          <div className="overflow-x-auto rounded-xl border bg-card">
            <table aria-labelledby="usage-title" className="w-full text-sm">
              <thead className="border-b text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">Member</th>
                  <th scope="col" className="px-4 py-2 font-medium">E-mail</th>
                  <th scope="col" className="px-4 py-2 text-right font-medium">Generations</th>
                </tr>
              </thead>
              <tbody>
                {usage.data.members.map((member) => (
                  <tr key={member.userId} className="border-b last:border-0">
                    <th scope="row" className="px-4 py-2 text-left font-medium">
                      {member.displayName}
                    </th>
                    <td className="px-4 py-2">{member.email}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{member.generations}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
