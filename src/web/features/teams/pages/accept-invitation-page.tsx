import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, LogIn, UserPlus, X } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { useAuth, type ReturnState } from "@/web/features/auth";
import { ApiError } from "@/web/lib/api-client";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import type { InvitationView } from "@/domain/api/teams";
import { acceptInvitation, invitationQuery, rejectInvitation, setActiveTeam } from "../api/teams";
import { LoadFailure } from "@/web/components/ui/load-failure";
import { PendingButton } from "../components/pending-button";
import { joinedTeam, roleName, TEAM_MESSAGES, teamFailure } from "../messages";

/** Where a new member lands: the team's library. */
const AFTER_JOINING = "/saved-prompts";

/** What an invitation that can no longer be accepted says. */
function closedMessage({ status, inviter }: InvitationView): string {
  switch (status) {
    case "accepted":
      return "This invitation has already been accepted.";
    case "rejected":
      return "This invitation was declined.";
    case "canceled":
      return `This invitation was revoked. Ask ${inviter} to invite you again.`;
    default:
      return `This invitation has expired. Ask ${inviter} to send a new one.`;
  }
}

/** The invitation the link names, with its id (the link's secret). */
type Invitation = InvitationView & { id: string };

/** Accept or Decline, for the invited address signed in. */
function Answer({ invitation }: { invitation: Invitation }) {
  const { enterWorkspace } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<"accept" | "decline" | null>(null);

  const accept = async () => {
    setBusy("accept");
    try {
      const { member } = await acceptInvitation(invitation.id);
      await setActiveTeam(member.organizationId);
      await enterWorkspace();
      toast.success(joinedTeam(invitation.teamName));
      navigate(AFTER_JOINING);
    } catch (error) {
      toast.error(teamFailure(error, TEAM_MESSAGES.actionFailed));
      setBusy(null);
    }
  };

  const decline = async () => {
    setBusy("decline");
    try {
      await rejectInvitation(invitation.id);
      await queryClient.invalidateQueries({ queryKey: invitationQuery(invitation.id).queryKey });
      toast.success("Invitation declined");
    } catch (error) {
      toast.error(teamFailure(error, TEAM_MESSAGES.actionFailed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <PendingButton pending={busy === "accept"} disabled={busy !== null} onClick={() => void accept()}>
        <Check aria-hidden="true" />
        Accept
      </PendingButton>
      <PendingButton variant="outline" pending={busy === "decline"} disabled={busy !== null} onClick={() => void decline()}>
        <X aria-hidden="true" />
        Decline
      </PendingButton>
    </div>
  );
}

/** A pending invitation: its answer for the invited address, else how to become that address. */
function PendingInvitation({ invitation }: { invitation: Invitation }) {
  const { user, loading, signOut } = useAuth();
  if (loading) return <Spinner size="sm" label="Checking your session" />;
  if (!user) {
    // Signing in or up comes back here, with the invited address filled in.
    const back: ReturnState = { from: `/invitations/${invitation.id}` };
    const email = `?email=${encodeURIComponent(invitation.email)}`;
    return (
      <div className="grid gap-3">
        <p className="text-sm">Sign in as {invitation.email} to answer, or create an account with that address.</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={`/login${email}`} state={back}>
              <LogIn aria-hidden="true" />
              Sign in
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/signup${email}`} state={back}>
              <UserPlus aria-hidden="true" />
              Create an account
            </Link>
          </Button>
        </div>
      </div>
    );
  }
  if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <div className="grid gap-3">
        <p role="alert" className="text-sm">
          This invitation is for {invitation.email}, and you are signed in as {user.email}. Sign out, then sign in
          as {invitation.email} to accept it.
        </p>
        <Button variant="outline" className="justify-self-start" onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
    );
  }
  return <Answer invitation={invitation} />;
}

/** /invitations/:id: the link an invitation e-mail carries, for anyone holding it, signed in or not. */
export function AcceptInvitationPage() {
  useDocumentTitle("Team invitation");
  const { id = "" } = useParams();
  const invitation = useQuery({ ...invitationQuery(id), retry: false });

  let body;
  if (invitation.isPending) body = <Spinner label="Loading the invitation" />;
  else if (invitation.isError) {
    body =
      invitation.error instanceof ApiError && invitation.error.status === 404 ? (
        <p role="alert">{TEAM_MESSAGES.invitationNotFound}</p>
      ) : (
        <LoadFailure message={TEAM_MESSAGES.invitationLoadFailed} onRetry={() => void invitation.refetch()} />
      );
  } else if (invitation.data.status !== "pending") body = <p role="alert">{closedMessage(invitation.data)}</p>;
  else body = <PendingInvitation invitation={{ ...invitation.data, id }} />;

  const data = invitation.data;
  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight">{data ? `Join ${data.teamName}` : "Team invitation"}</h1>
        {data && (
          <CardDescription>
            {data.inviter} invited you to join {data.teamName} as {roleName(data.role)}.
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
