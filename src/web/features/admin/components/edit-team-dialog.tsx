import { CircleAlert, LoaderCircle, Save } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { adminTeamUpdateSchema } from "@/domain/api/teams";
import { PLAN_IDS, type PlanId } from "@/domain/plans";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { controlProps, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Select } from "@/web/components/ui/select";
import { ApiError } from "@/web/lib/api-client";
import { type AdminTeam, useUpdateTeam } from "../api/teams";
import { planLabel } from "../lib/format";
import { ADMIN_MESSAGES } from "../messages";

/** Edit a team's seat limit and plan; it closes, with a toast, once the server has saved them. */
export function EditTeamDialog({ team, onClose }: { team: AdminTeam | null; onClose: () => void }) {
  const update = useUpdateTeam();
  return (
    <Dialog open={team !== null} onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit team</DialogTitle>
          <DialogDescription>{team?.name}</DialogDescription>
        </DialogHeader>
        {team && <EditTeamForm key={team.id} team={team} update={update} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EditTeamForm({
  team,
  update,
  onDone,
}: {
  team: AdminTeam;
  update: ReturnType<typeof useUpdateTeam>;
  onDone: () => void;
}) {
  const [seats, setSeats] = useState(String(team.seatLimit));
  const [planId, setPlanId] = useState<PlanId>(team.planId);
  const [seatsError, setSeatsError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setProblem(null);
    const parsed = adminTeamUpdateSchema.safeParse({ seatLimit: seats.trim() === "" ? NaN : Number(seats), planId });
    if (!parsed.success) {
      setSeatsError(ADMIN_MESSAGES.seatLimitRange);
      return;
    }
    setSeatsError(undefined);
    try {
      await update.mutateAsync({ id: team.id, changes: parsed.data });
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : ADMIN_MESSAGES.teamUpdateFailed);
      return;
    }
    toast.success(ADMIN_MESSAGES.teamUpdated(team.name));
    onDone();
  };

  const hint = `${team.members} ${team.members === 1 ? "member" : "members"} now. From 1 to 1000.`;
  return (
    <form noValidate aria-label="Edit team" onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField id="team-seat-limit" label="Seat limit" hint={hint} error={seatsError}>
        <Input
          {...controlProps("team-seat-limit", { hint, error: seatsError })}
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          value={seats}
          onChange={(event) => {
            setSeats(event.target.value);
            setSeatsError(undefined);
          }}
        />
      </FormField>
      <FormField id="team-plan" label="Plan">
        <Select id="team-plan" value={planId} onValueChange={(value) => setPlanId(value as PlanId)}>
          {PLAN_IDS.map((value) => (
            <option key={value} value={value}>
              {planLabel(value)}
            </option>
          ))}
        </Select>
      </FormField>
      {problem && (
        <p role="alert" className="flex items-center gap-1.5 text-sm font-medium text-destructive">
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
          {problem}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={update.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {update.isPending ? "Saving..." : "Save"}
        </Button>
      </DialogFooter>
    </form>
  );
}
