import { queryOptions, useMutation } from "@tanstack/react-query";
import type { MyTeams } from "@/domain/api/teams";
import { api } from "@/web/lib/api-client";

/** What can be copied to another workspace: a saved prompt or saved inputs. */
export type CopyKind = "saved-prompts" | "saved-inputs";

export interface CopyToWorkspace {
  kind: CopyKind;
  id: string;
  /** The team the copy goes to; null for the personal workspace. */
  teamId: string | null;
}

/** POST /api/saved-prompts/:id/copy or /api/saved-inputs/:id/copy: a copy in another workspace (201, the new item). */
export const copyToWorkspace = ({ kind, id, teamId }: CopyToWorkspace) =>
  api<{ id: string }>(`/api/${kind}/${encodeURIComponent(id)}/copy`, { json: { teamId } });

/** The copy lands in another workspace, whose lists this page does not show: nothing here to refresh. */
export const useCopyToWorkspace = () => useMutation({ mutationFn: copyToWorkspace });

/**
 * GET /api/teams: the user's teams with their roles, which tell where a copy may go. Under the teams feature's
 * key for the same answer, so a change it makes to the user's teams refreshes this too.
 */
export const myTeamsQuery = queryOptions({
  queryKey: ["teams", "mine"],
  queryFn: ({ signal }) => api<MyTeams>("/api/teams", { signal }),
});
