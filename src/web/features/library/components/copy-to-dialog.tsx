import { CircleAlert, LoaderCircle, Users, User } from "lucide-react";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { teamCan } from "@/domain/teams";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { ApiError } from "@/web/lib/api-client";
import { myTeamsQuery } from "@/web/lib/my-teams";
import { type ItemKind, useCopyToWorkspace } from "../api/library-items";
import { useLibraryWorkspace } from "../lib/use-workspace";
import { TEAM_TEXTS } from "../messages";
import { ErrorState } from "./list-states";

/** The item to copy: which kind, its id and its name (for the dialog's title). */
export interface CopyTarget {
  kind: ItemKind;
  id: string;
  name: string;
}

interface Destination {
  teamId: string | null;
  name: string;
}

/**
 * Where the current workspace's items may be copied: the personal library (from a team) and every other team
 * where the user is an editor or above (only the personal library while the teams load).
 */
export function useCopyDestinations() {
  const { team: current } = useLibraryWorkspace();
  const teams = useQuery(myTeamsQuery);
  const destinations: Destination[] = [
    ...(current ? [{ teamId: null, name: TEAM_TEXTS.personal }] : []),
    ...(teams.data?.teams ?? [])
      .filter((team) => team.id !== current?.id && teamCan.editLibrary(team.role))
      .map((team) => ({ teamId: team.id, name: team.name })),
  ];
  return { teams, destinations };
}

/**
 * Copy to: the user's personal library and the teams where they may edit, but not the workspace the item is in.
 * The toast says "Copied to Acme" once the server has made the copy; a refusal shows the server's reason.
 */
export function CopyToDialog({ target, onClose }: { target: CopyTarget | null; onClose: () => void }) {
  const copy = useCopyToWorkspace();
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && !copy.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Copy “{target?.name}” to…</DialogTitle>
          <DialogDescription>The copy is a new item there; this one stays as it is.</DialogDescription>
        </DialogHeader>
        {target && <Destinations key={target.id} target={target} copy={copy} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function Destinations({
  target,
  copy,
  onDone,
}: {
  target: CopyTarget;
  copy: ReturnType<typeof useCopyToWorkspace>;
  onDone: () => void;
}) {
  const { teams, destinations } = useCopyDestinations();
  const [problem, setProblem] = useState<string | null>(null);

  if (teams.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        Loading your workspaces...
      </p>
    );
  }
  if (teams.isError) {
    return <ErrorState text={TEAM_TEXTS.loadTeamsFailed} onRetry={() => void teams.refetch()} retrying={teams.isFetching} />;
  }
  if (destinations.length === 0) return <p className="text-sm text-muted-foreground">{TEAM_TEXTS.noDestinations}</p>;

  const send = async (destination: Destination) => {
    setProblem(null);
    try {
      await copy.mutateAsync({ kind: target.kind, id: target.id, teamId: destination.teamId });
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : TEAM_TEXTS.copyFailed);
      return;
    }
    toast.success(TEAM_TEXTS.copied(destination.name));
    onDone();
  };
  const sending = copy.isPending ? copy.variables?.teamId : undefined;

  return (
    <div className="grid gap-3">
      <ul aria-label="Workspaces" className="grid gap-2">
        {destinations.map((destination) => (
          <li key={destination.teamId ?? "personal"}>
            <Button
              variant="outline"
              className="w-full justify-start"
              disabled={copy.isPending}
              onClick={() => void send(destination)}
            >
              {sending === destination.teamId ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : destination.teamId === null ? (
                <User aria-hidden="true" />
              ) : (
                <Users aria-hidden="true" />
              )}
              <span className="truncate">{destination.name}</span>
            </Button>
          </li>
        ))}
      </ul>
      {problem && (
        <p role="alert" className="flex items-center gap-1.5 text-sm font-medium text-destructive">
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
          {problem}
        </p>
      )}
    </div>
  );
}
