import { teamCan, type ActiveWorkspace } from "@/domain/teams";
import { useWorkspace } from "@/web/features/auth";

export interface LibraryWorkspace {
  /** The team whose library this is, with the user's role; null in the personal workspace. */
  team: ActiveWorkspace["team"];
  /** Whether the user may create, edit, pin, share, duplicate, import and delete here (always, when personal). */
  canEdit: boolean;
}

/** The workspace the library shows, and whether the user's role there lets them change it. */
export function useLibraryWorkspace(): LibraryWorkspace {
  const team = useWorkspace();
  return { team, canEdit: team === null || teamCan.editLibrary(team.role) };
}
