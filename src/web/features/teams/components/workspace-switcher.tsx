import { useQuery } from "@tanstack/react-query";
import { Building2, ChevronsUpDown, LoaderCircle, Plus, User } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { TEAM_ROLE_LABELS } from "@/domain/teams";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { useAuth } from "@/web/features/auth";
import { myTeamsQuery } from "@/web/lib/my-teams";
import { setActiveTeam } from "../api/teams";
import { nowWorkingIn, TEAM_MESSAGES, teamFailure } from "../messages";
import { CreateTeamDialog } from "./create-team-dialog";

const PERSONAL = "personal";

/**
 * The sidebar's workspace menu: the active workspace (Personal, or a team with the user's role), the others to
 * switch to, and "Create a team" for plans that allow one. A switch drops every cached answer of the workspace
 * left before the session says which is active, so no screen shows the old one's data meanwhile.
 */
export function WorkspaceSwitcher() {
  const { team, enterWorkspace } = useAuth();
  const teams = useQuery(myTeamsQuery);
  const [switching, setSwitching] = useState(false);
  const [creating, setCreating] = useState(false);
  // The dialog opens once the menu has closed and handed focus back (see AccountMenu's shortcuts).
  const createChosen = useRef(false);

  const switchTo = async (value: string) => {
    const teamId = value === PERSONAL ? null : value;
    if (switching || teamId === (team?.id ?? null)) return;
    const name = teams.data?.teams.find((t) => t.id === teamId)?.name ?? TEAM_MESSAGES.personal;
    setSwitching(true);
    try {
      await setActiveTeam(teamId);
      await enterWorkspace();
      toast.success(nowWorkingIn(name));
    } catch (error) {
      toast.error(teamFailure(error, TEAM_MESSAGES.switchFailed));
    } finally {
      setSwitching(false);
    }
  };

  return (
    <>
      <DropdownMenu>
        {/* Not disabled while switching: that would drop the keyboard's focus; a choice made meanwhile is ignored. */}
        <DropdownMenuTrigger
          aria-busy={switching || undefined}
          className="flex w-full items-center gap-3 rounded-lg border px-3 py-2 text-left transition-colors hover:bg-muted data-[state=open]:bg-muted"
        >
          {team ? (
            <Building2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          ) : (
            <User className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          )}
          <span className="grid min-w-0 flex-1">
            <span className="sr-only">Workspace: </span>
            <span className="truncate text-sm font-medium" data-testid="active-workspace">
              {switching ? "Switching..." : (team?.name ?? TEAM_MESSAGES.personal)}
            </span>
            {team && !switching && <span className="truncate text-xs text-muted-foreground">{TEAM_ROLE_LABELS[team.role]}</span>}
          </span>
          {switching ? (
            <LoaderCircle className="size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden="true" />
          ) : (
            <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          )}
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="start"
          className="w-(--radix-dropdown-menu-trigger-width)"
          onCloseAutoFocus={() => {
            if (!createChosen.current) return;
            createChosen.current = false;
            setCreating(true);
          }}
        >
          <DropdownMenuLabel>Workspaces</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={team?.id ?? PERSONAL} onValueChange={(value) => void switchTo(value)}>
            <DropdownMenuRadioItem value={PERSONAL}>
              <User aria-hidden="true" />
              {TEAM_MESSAGES.personal}
            </DropdownMenuRadioItem>
            {teams.data?.teams.map((t) => (
              <DropdownMenuRadioItem key={t.id} value={t.id}>
                <Building2 aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{t.name}</span>
                <span className="text-xs text-muted-foreground">{TEAM_ROLE_LABELS[t.role]}</span>
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          {teams.isPending && <DropdownMenuLabel>Loading your teams...</DropdownMenuLabel>}
          {teams.isError && <DropdownMenuLabel role="alert">{TEAM_MESSAGES.teamsLoadFailed}</DropdownMenuLabel>}
          {teams.data?.canCreate && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem
                onSelect={() => {
                  createChosen.current = true;
                }}
              >
                <Plus aria-hidden="true" />
                Create a team
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <CreateTeamDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
