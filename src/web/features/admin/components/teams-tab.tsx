import { Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { type AdminTeam, useAdminTeams } from "../api/teams";
import { formatCount, formatDate } from "../lib/format";
import { ADMIN_MESSAGES } from "../messages";
import { EditTeamDialog } from "./edit-team-dialog";
import { AdminList } from "./paged-list";
import { AdminTable } from "./admin-table";
import { PlanBadge } from "./user-badges";

/** Teams: every team, page by page, with its seats, plan and pool usage, and Edit for the seat limit and plan. */
export function TeamsTab() {
  const list = useAdminTeams();
  const teams = list.data?.pages.flatMap((page) => page.items) ?? [];
  const [editing, setEditing] = useState<AdminTeam | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Teams</CardTitle>
        <CardDescription>Each team&apos;s owner, seats, plan and generations this period.</CardDescription>
      </CardHeader>
      <CardContent aria-busy={list.isFetching || undefined}>
        <AdminList list={list} count={teams.length} noun="teams" failed={ADMIN_MESSAGES.loadTeamsFailed} empty={ADMIN_MESSAGES.noTeams}>
          <TeamsTable teams={teams} onEdit={setEditing} />
        </AdminList>
      </CardContent>
      <EditTeamDialog team={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

function TeamsTable({ teams, onEdit }: { teams: AdminTeam[]; onEdit: (team: AdminTeam) => void }) {
  return (
    <AdminTable label="Teams table" columns={["Team", "Owner", "Seats", "Plan", "Usage", "Created"]} minWidth="min-w-[48rem]">
      {teams.map((team) => (
        <tr key={team.id}>
          <td className="min-w-40 py-3 pr-4 font-medium wrap-anywhere">{team.name}</td>
          <td className="min-w-48 py-3 pr-4">
            {team.owner ? (
              <>
                <span className="block wrap-anywhere">{team.owner.displayName}</span>
                <span className="block text-muted-foreground wrap-anywhere">{team.owner.email}</span>
              </>
            ) : (
              <span className="text-muted-foreground">{ADMIN_MESSAGES.formerOwner}</span>
            )}
          </td>
          <td className="py-3 pr-4 whitespace-nowrap">
            {formatCount(team.members)} / {formatCount(team.seatLimit)}
          </td>
          <td className="py-3 pr-4">
            <PlanBadge planId={team.planId} />
          </td>
          <td className="py-3 pr-4 whitespace-nowrap">
            {formatCount(team.used)} / {formatCount(team.total)}
          </td>
          <td className="py-3 pr-4 whitespace-nowrap text-muted-foreground">
            <time dateTime={team.createdAt}>{formatDate(team.createdAt)}</time>
          </td>
          <td className="py-3 text-right">
            <Button variant="outline" size="sm" aria-label={`Edit ${team.name}`} onClick={() => onEdit(team)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
