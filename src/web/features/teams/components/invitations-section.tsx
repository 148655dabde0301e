import { useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { z } from "zod";
import type { CurrentTeam, TeamInvitation } from "@/domain/api/teams";
import { INVITABLE_ROLES, TEAM_ROLE_LABELS, type InvitableRole } from "@/domain/teams";
import { controlProps, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Select } from "@/web/components/ui/select";
import { cancelInvitation, currentTeamQuery, inviteMember } from "../api/teams";
import { formatDay } from "../lib/format";
import { invitationResent, invitationRevoked, invitationSent, TEAM_MESSAGES, teamFailure } from "../messages";
import { PendingButton } from "./pending-button";

const emailSchema = z.email();

function InviteForm({ team }: { team: CurrentTeam }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<InvitableRole>("editor");
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!emailSchema.safeParse(address).success) {
      setProblem(TEAM_MESSAGES.invalidEmail);
      return;
    }
    setPending(true);
    setProblem(undefined);
    try {
      await inviteMember({ email: address, role, organizationId: team.id });
      await queryClient.invalidateQueries({ queryKey: currentTeamQuery.queryKey });
      toast.success(invitationSent(address));
      setEmail("");
    } catch (error) {
      setProblem(teamFailure(error, TEAM_MESSAGES.inviteFailed));
    } finally {
      setPending(false);
    }
  };

  return (
    <form aria-label="Invite a member" noValidate className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start" onSubmit={submit}>
      <FormField id="invite-email" label="E-mail" error={problem}>
        <Input
          {...controlProps("invite-email", { error: problem })}
          type="email"
          autoComplete="off"
          placeholder="name@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <FormField id="invite-role" label="Role">
        <Select id="invite-role" value={role} onValueChange={(value) => setRole(value as InvitableRole)}>
          {INVITABLE_ROLES.map((value) => (
            <option key={value} value={value}>
              {TEAM_ROLE_LABELS[value]}
            </option>
          ))}
        </Select>
      </FormField>
      <PendingButton type="submit" pending={pending} className="sm:mt-7">
        <Send aria-hidden="true" />
        Invite
      </PendingButton>
    </form>
  );
}

function PendingInvitation({ team, invitation }: { team: CurrentTeam; invitation: TeamInvitation }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<"resend" | "revoke" | null>(null);

  const run = async (action: "resend" | "revoke") => {
    setBusy(action);
    try {
      if (action === "resend") {
        // An invitation carries an invitable role: ownership only moves by a transfer.
        const role = invitation.role as InvitableRole;
        await inviteMember({ email: invitation.email, role, organizationId: team.id, resend: true });
        toast.success(invitationResent(invitation.email));
      } else {
        await cancelInvitation(invitation.id);
        toast.success(invitationRevoked(invitation.email));
      }
      await queryClient.invalidateQueries({ queryKey: currentTeamQuery.queryKey });
    } catch (error) {
      toast.error(teamFailure(error, TEAM_MESSAGES.actionFailed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="grid min-w-0">
        <span className="truncate font-medium">{invitation.email}</span>
        <span className="text-xs text-muted-foreground">
          {TEAM_ROLE_LABELS[invitation.role]}, invited by {invitation.invitedBy}, expires {formatDay(invitation.expiresAt)}
        </span>
      </div>
      <div className="flex gap-2">
        <PendingButton variant="outline" size="sm" pending={busy === "resend"} disabled={busy !== null} onClick={() => void run("resend")}>
          Resend<span className="sr-only"> to {invitation.email}</span>
        </PendingButton>
        <PendingButton variant="outline" size="sm" pending={busy === "revoke"} disabled={busy !== null} onClick={() => void run("revoke")}>
          Revoke<span className="sr-only"> the invitation to {invitation.email}</span>
        </PendingButton>
      </div>
    </li>
  );
}

/** Inviting by e-mail with a role, and the invitations still waiting (owners and admins). */
export function InvitationsSection({ team }: { team: CurrentTeam }) {
  return (
    <section aria-labelledby="invitations-title" className="grid gap-3">
      <h2 id="invitations-title" className="text-lg font-semibold">
        Invitations
      </h2>
      <InviteForm team={team} />
      {team.invitations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{TEAM_MESSAGES.noInvitations}</p>
      ) : (
        <ul aria-label="Pending invitations" className="divide-y rounded-xl border bg-card text-sm">
          {team.invitations.map((invitation) => (
            <PendingInvitation key={invitation.id} team={team} invitation={invitation} />
          ))}
        </ul>
      )}
    </section>
  );
}
