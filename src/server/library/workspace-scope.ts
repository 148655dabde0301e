import { and, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import { teamCan } from "@/domain/teams";
import { displayName } from "@/domain/users";
import { workspaceOf } from "../http/workspace-of";
import type { Db } from "../db/client";
import { HttpError, notFound, requireUuid } from "../http/errors";
import { users } from "../db/schema";
import { generationHistory } from "../db/schema-generation";
import { savedInputs, savedPrompts } from "../db/schema-library";
import { teamMembers, teams } from "../db/schema-teams";
import type { AuthedEnv, Workspace } from "../http/context";
import { notDeleted } from "./deletion";

/** Where a library request acts: the user's personal workspace (`team` null) or a team of theirs, with their role. */
export interface LibraryScope {
  userId: string;
  /** The user's name as the library shows its authors: the rows of a personal library need no lookup. */
  displayName: string;
  team: Workspace["team"];
  /** An API key's request, which never reaches a team (Workspace.personalOnly). */
  personalOnly: boolean;
}

/** The scope of a signed-in request; refuses it (403 team_access_lost) when the session's team was lost. */
export function scopeOf(c: Context<AuthedEnv>): LibraryScope {
  const user = c.get("user");
  return { userId: user.id, displayName: displayName(user), team: workspaceOf(c), personalOnly: c.get("workspace").personalOnly === true };
}

type ScopedTable = typeof savedPrompts | typeof savedInputs | typeof generationHistory;

/**
 * "This row is in the workspace": in a team, any row of the team; in the personal workspace, the user's rows of no
 * team. Another workspace's row matches nothing, so every caller answers it like an unknown id.
 */
export function inScope(table: ScopedTable, scope: LibraryScope): SQL {
  return scope.team ? eq(table.teamId, scope.team.id) : and(eq(table.userId, scope.userId), isNull(table.teamId))!;
}

/** One saved prompt of the workspace, not deleted; a malformed id throws the same 404 as an unknown one. */
export function scopedPrompt(scope: LibraryScope, id: string): SQL {
  return and(eq(savedPrompts.id, requireUuid(id, "Prompt")), inScope(savedPrompts, scope), notDeleted(savedPrompts))!;
}

/** The key the tag counts are kept under (saved_prompt_tag_counts.workspace_id): the team, or the user. */
export const workspaceKey = (scope: LibraryScope) => scope.team?.id ?? scope.userId;

/** What an insert writes to place a row in the workspace, created by the user. */
export const placement = (scope: LibraryScope) => ({ userId: scope.userId, teamId: scope.team?.id ?? null });

const VIEWER_CANNOT_EDIT = "Viewers can use the team's prompts but not change them. Ask an admin for the editor role.";

/** Refuses a change of the library to a team viewer; the personal workspace is the user's own. */
export function requireEditor(scope: LibraryScope): void {
  if (scope.team && !teamCan.editLibrary(scope.team.role)) throw new HttpError(403, "forbidden", VIEWER_CANNOT_EDIT);
}

/** The request's workspace, refused to a team viewer: for the routes that change the library. */
export function editableScopeOf(c: Context<AuthedEnv>): LibraryScope {
  const scope = scopeOf(c);
  requireEditor(scope);
  return scope;
}

/** Who created or last changed an item, as the API shows them; null once the account is gone. */
type Author = { id: string; displayName: string } | null;
/** The author of a user id, from what `authorsOf` read. */
export type AuthorOf = (id: string | null) => Author;

/**
 * The authors of rows by id: the creator (`userId`) and the last editor (`updatedById`). The requesting user is known
 * already, so a personal library (every row theirs) costs no query; anyone else is read in one.
 */
export async function authorsOf(db: Db, scope: LibraryScope, rows: { userId: string | null; updatedById?: string | null }[]): Promise<AuthorOf> {
  const self = { id: scope.userId, displayName: scope.displayName };
  const ids = [
    ...new Set(rows.flatMap((row) => [row.userId, row.updatedById ?? null]).filter((id): id is string => id !== null && id !== self.id)),
  ];
  const found = ids.length
    ? await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids))
    : [];
  const byId = new Map([[self.id, self], ...found.map((user) => [user.id, { id: user.id, displayName: displayName(user) }] as const)]);
  return (id) => (id ? (byId.get(id) ?? null) : null);
}

/**
 * The workspace a copy goes to: the personal one (`teamId` null), or a team of the user where they may edit the
 * library. A team they are not in is not found; one where they only view refuses, and so does any team to an API key.
 */
export async function copyDestination(db: Db, from: LibraryScope, teamId: string | null): Promise<LibraryScope> {
  const { userId } = from;
  if (teamId === null) return { ...from, team: null };
  if (from.personalOnly) throw new HttpError(403, "forbidden", "An API key acts in your personal workspace only: it cannot reach a team's.");
  const [member] = await db
    .select({ role: teamMembers.role, name: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.organizationId))
    .where(and(eq(teamMembers.organizationId, teamId), eq(teamMembers.userId, userId)));
  if (!member) throw notFound("Team");
  if (!teamCan.editLibrary(member.role)) throw new HttpError(403, "forbidden", "Only editors can add to that team's library. Ask one of its admins for the editor role.");
  return { ...from, team: { id: teamId, name: member.name, role: member.role } };
}
