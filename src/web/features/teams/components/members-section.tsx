import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { CurrentTeam, TeamMember } from "@/domain/api/teams";
import { INVITABLE_ROLES, TEAM_ROLE_LABELS, teamCan, type InvitableRole } from "@/domain/teams";
import { Button } from "@/web/components/ui/button";
import { Select } from "@/web/components/ui/select";
import { useAuth } from "@/web/features/auth";
import { currentTeamQuery, removeMember, transferOwnership, updateMemberRole } from "../api/teams";
import { memberRemoved, ownershipTransferred, roleChanged, TEAM_MESSAGES, teamFailure } from "../messages";
import { formatDay } from "../lib/format";
import { ConfirmDialog } from "./confirm-dialog";

type Pending = { kind: "remove" | "transfer"; member: TeamMember } | null;

/** A member's role: a select for those who manage members (never the owner's, nor their own), else its name. */
function RoleCell({ team, member, mine }: { team: CurrentTeam; member: TeamMember; mine: boolean }) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  if (!teamCan.manageMembers(team.role) || member.role === "owner" || mine) return <>{TEAM_ROLE_LABELS[member.role]}</>;

  const change = async (role: string) => {
    setSaving(true);
    try {
      await updateMemberRole({ memberId: member.id, role: role as InvitableRole, organizationId: team.id });
      await queryClient.invalidateQueries({ queryKey: currentTeamQuery.queryKey });
      toast.success(roleChanged(member.displayName, role as InvitableRole));
    } catch (error) {
      toast.error(teamFailure(error, TEAM_MESSAGES.actionFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Select
      aria-label={`Role of ${member.displayName}`}
      value={member.role}
      disabled={saving}
      onValueChange={(role) => void change(role)}
      className="w-32"
    >
      {INVITABLE_ROLES.map((role) => (
        <option key={role} value={role}>
          {TEAM_ROLE_LABELS[role]}
        </option>
      ))}
    </Select>
  );
}

/** The members table: owners and admins change roles and remove members; the owner hands the team over. */
export function MembersSection({ team }: { team: CurrentTeam }) {
  const { user, refreshProfile } = useAuth();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>(null);
  const manages = teamCan.manageMembers(team.role);
  const owns = teamCan.own(team.role);

  const confirm = async () => {
    if (!pending) return;
    const { kind, member } = pending;
    if (kind === "remove") {
      await removeMember(member, team.id);
      toast.success(memberRemoved(member.displayName));
    } else {
      await transferOwnership(member.id);
      // The session's role changes with it (owner to admin).
      await refreshProfile();
      toast.success(ownershipTransferred(member.displayName));
    }
    await queryClient.invalidateQueries({ queryKey: currentTeamQuery.queryKey });
  };

  return (
    <section aria-labelledby="members-title" className="grid gap-3">
      <h2 id="members-title" className="text-lg font-semibold">
        Members
      </h2>
      <div className="overflow-x-auto rounded-xl border bg-card">
        <table aria-labelledby="members-title" className="w-full text-sm">
          <thead className="border-b text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">Name</th>
              <th scope="col" className="px-4 py-2 font-medium">E-mail</th>
              <th scope="col" className="px-4 py-2 font-medium">Role</th>
              <th scope="col" className="px-4 py-2 font-medium">Joined</th>
              {(manages || owns) && (
                <th scope="col" className="px-4 py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {team.members.map((member) => {
              const mine = member.userId === user?.id;
              return (
                <tr key={member.id} className="border-b last:border-0">
                  <th scope="row" className="px-4 py-2 text-left font-medium">
                    {member.displayName}
                    {mine && <span className="text-muted-foreground"> (you)</span>}
                  </th>
                  <td className="px-4 py-2">{member.email}</td>
                  <td className="px-4 py-2">
                    <RoleCell team={team} member={member} mine={mine} />
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap">{formatDay(member.joinedAt)}</td>
                  {(manages || owns) && (
                    <td className="px-4 py-2">
                      <div className="flex justify-end gap-2">
                        {owns && !mine && (
                          <Button variant="outline" size="sm" onClick={() => setPending({ kind: "transfer", member })}>
                            Make owner<span className="sr-only"> {member.displayName}</span>
                          </Button>
                        )}
                        {manages && !mine && member.role !== "owner" && (
                          <Button variant="outline" size="sm" onClick={() => setPending({ kind: "remove", member })}>
                            Remove<span className="sr-only"> {member.displayName}</span>
                          </Button>
                        )}
                      </div>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.kind === "transfer" ? "Transfer ownership?" : "Remove this member?"}
        description={
          pending?.kind === "transfer"
            ? `${pending.member.displayName} will own ${team.name}, with its billing and the power to delete it. You will become an admin.`
            : `${pending?.member.displayName ?? ""} will lose access to ${team.name} at once. What they made stays in the team.`
        }
        confirmLabel={pending?.kind === "transfer" ? "Transfer ownership" : "Remove member"}
        onConfirm={confirm}
      />
    </section>
  );
}
