import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { CurrentTeam } from "@/domain/api/teams";
import { teamCan } from "@/domain/teams";
import { Button } from "@/web/components/ui/button";
import { useAuth } from "@/web/features/auth";
import { deleteTeam, leaveTeam, setActiveTeam } from "../api/teams";
import { leftTeam, teamDeleted } from "../messages";
import { ConfirmDialog } from "./confirm-dialog";

/** Where the page goes once its team is left or deleted: the user's own library. */
const AFTER_LEAVING = "/saved-prompts";

/** Leave team for every member but the owner; Delete team, confirmed by typing its name, for the owner. */
export function LeaveOrDelete({ team }: { team: CurrentTeam }) {
  const { enterWorkspace } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const owns = teamCan.own(team.role);

  const confirm = async () => {
    await (owns ? deleteTeam(team.id) : leaveTeam(team.id));
    // The session no longer has this team to act in: back to the personal workspace.
    await setActiveTeam(null);
    await enterWorkspace();
    toast.success(owns ? teamDeleted(team.name) : leftTeam(team.name));
    navigate(AFTER_LEAVING);
  };

  return (
    <section aria-labelledby="leave-title" className="grid gap-3 rounded-xl border border-destructive/40 p-4">
      <h2 id="leave-title" className="text-lg font-semibold">
        {owns ? "Delete this team" : "Leave this team"}
      </h2>
      <p className="text-sm text-muted-foreground">
        {owns
          ? "Deleting the team deletes its library, inputs and history for every member. This cannot be undone."
          : "You will lose access to the team's library and history. An admin can invite you again."}
      </p>
      <Button variant="destructive" className="justify-self-start" onClick={() => setOpen(true)}>
        {owns ? "Delete team" : "Leave team"}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={owns ? `Delete ${team.name}?` : `Leave ${team.name}?`}
        description={
          owns
            ? "Every member loses access, and the team's prompts, inputs and history are deleted."
            : "You will go back to your personal workspace."
        }
        confirmLabel={owns ? "Delete team" : "Leave team"}
        typeToConfirm={owns ? team.name : undefined}
        onConfirm={confirm}
      />
    </section>
  );
}
