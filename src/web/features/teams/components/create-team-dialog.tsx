import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { createTeamSchema } from "@/domain/api/teams";
import { TEAM_NAME_MAX } from "@/domain/teams";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { controlProps, countOf, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { useAuth } from "@/web/features/auth";
import { fieldErrorsOfZod } from "@/web/lib/field-errors";
import { createTeam } from "../api/teams";
import { nowWorkingIn, TEAM_MESSAGES, teamFailure } from "../messages";
import { PendingButton } from "./pending-button";

/** Creating a team: its name; the server makes it the active workspace, and the page goes to it. */
export function CreateTeamDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { enterWorkspace } = useAuth();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const count = countOf(name, TEAM_NAME_MAX);

  const openChange = (next: boolean) => {
    if (pending) return;
    setName("");
    setProblem(undefined);
    onOpenChange(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = createTeamSchema.safeParse({ name });
    if (!checked.success) {
      setProblem(fieldErrorsOfZod(checked.error).name);
      return;
    }
    setPending(true);
    setProblem(undefined);
    try {
      const team = await createTeam(checked.data.name);
      await enterWorkspace();
      toast.success(nowWorkingIn(team.name));
      setPending(false);
      onOpenChange(false);
      setName("");
      navigate("/team");
    } catch (error) {
      setProblem(teamFailure(error, TEAM_MESSAGES.createFailed));
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create a team</DialogTitle>
          <DialogDescription>
            A team shares one library, one history and one pool of generations. You can invite people next.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" aria-label="Create a team" noValidate onSubmit={submit}>
          <FormField id="team-name" label="Team name" count={count} error={problem}>
            <Input
              {...controlProps("team-name", { count, error: problem })}
              autoFocus
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <PendingButton type="submit" pending={pending}>
              Create team
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
