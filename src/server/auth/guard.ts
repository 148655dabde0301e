import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { TeamRole } from "@/domain/teams";
import { parse as parseCookies } from "hono/utils/cookie";
import { type Db, preparedStatement } from "../db/client";
import { sessions, users } from "../db/schema";
import { teamMembers, teams } from "../db/schema-teams";
import type { AuthedEnv, SessionUser, Workspace } from "../http/context";
import { HttpError } from "../http/errors";
import type { Auth } from "./auth";

/** The fields of a user, as better-auth or our own query reads them, that the app works with. */
export function toSessionUser(user: Omit<SessionUser, "isAdmin"> & { isAdmin?: boolean | null }): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    isAdmin: user.isAdmin === true,
    accountStatus: user.accountStatus,
    createdAt: user.createdAt,
  };
}

/** However active a session stays, it ends this long after the sign-in that opened it. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * better-auth's session for these request headers, held to an absolute lifetime beside better-auth's
 * sliding one: a session opened more than 30 days ago is deleted and counts as none, however busy it was.
 * When better-auth slides the session forward it renews the cookie too; `renewCookie` receives those
 * Set-Cookie values so the answer can carry them (otherwise the browser's cookie would still expire seven days
 * after sign-in while the session lived on in the database).
 */
export async function liveSession(auth: Auth, headers: Headers, renewCookie?: (setCookie: string) => void) {
  const { headers: answer, response: found } = await auth.api.getSession({
    headers,
    query: { disableCookieCache: true },
    returnHeaders: true,
  });
  if (!found) return null;
  if (Date.now() - new Date(found.session.createdAt).getTime() <= SESSION_ABSOLUTE_LIFETIME_MS) {
    if (renewCookie) answer.getSetCookie().forEach(renewCookie);
    return found;
  }
  const { internalAdapter } = await auth.$context;
  await internalAdapter.deleteSession(found.session.token);
  return null;
}

/** `liveSession`, with the session's active team read as `sessionWithUser` reads it. */
export async function liveSessionWithTeam(auth: Auth, db: Db, headers: Headers, renewCookie?: (setCookie: string) => void) {
  const found = await liveSession(auth, headers, renewCookie);
  if (!found) return null;
  const activeTeamId = (found.session as { activeOrganizationId?: string | null }).activeOrganizationId;
  return { ...found, team: await teamOfSession(db, found.user.id, activeTeamId) };
}

/** A session by its token, with the fields of its user the app works with and its active team: one indexed query, written once. */
const sessionWithUser = preparedStatement<
  { token: string },
  Omit<SessionUser, "isAdmin"> & { isAdmin: boolean; sessionId: string; expiresAt: Date; sessionCreatedAt: Date; activeTeamId: string | null }
>(
  "session_with_user",
  () => sql`select ${sessions.id} as "sessionId", ${sessions.expiresAt} as "expiresAt", ${sessions.createdAt} as "sessionCreatedAt",
      ${sessions.activeOrganizationId} as "activeTeamId",
      ${users.id} as id, ${users.email} as email, ${users.name} as name, ${users.emailVerified} as "emailVerified",
      ${users.isAdmin} as "isAdmin", ${users.accountStatus} as "accountStatus", ${users.createdAt} as "createdAt"
    from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId}
    where ${sessions.token} = ${sql.placeholder("token")}`,
);

/** The session's active team, and the user's role and the team's name there (null when not a member). */
interface TeamOfSession {
  activeTeamId: string | null;
  teamRole: TeamRole | null;
  teamName: string | null;
}

/**
 * The session's active team with the user's role and the team's name: no query in the personal workspace (the hot
 * path stays one query), one in a team.
 */
async function teamOfSession(db: Db, userId: string, activeTeamId: string | null | undefined): Promise<TeamOfSession> {
  if (!activeTeamId) return { activeTeamId: null, teamRole: null, teamName: null };
  const [row] = await db
    .select({ teamRole: teamMembers.role, teamName: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.organizationId))
    .where(and(eq(teamMembers.organizationId, activeTeamId), eq(teamMembers.userId, userId)));
  return { activeTeamId, teamRole: row?.teamRole ?? null, teamName: row?.teamName ?? null };
}

/**
 * The workspace the session acts in. A session whose team no longer has the user goes back to the personal
 * workspace (one UPDATE), and says so with `lost`.
 */
export async function sessionWorkspace(db: Db, sessionId: string, found: TeamOfSession): Promise<Workspace> {
  if (!found.activeTeamId) return { team: null, lost: false };
  if (found.teamRole && found.teamName !== null) {
    return { team: { id: found.activeTeamId, name: found.teamName, role: found.teamRole }, lost: false };
  }
  await db.update(sessions).set({ activeOrganizationId: null }).where(eq(sessions.id, sessionId));
  return { team: null, lost: true };
}


/** The session cookie as the browser sent it (the token and its signature), if it sent one. */
export async function sessionCookieOf(auth: Auth, headers: Headers): Promise<string | undefined> {
  const name = (await auth.$context).authCookies.sessionToken.name;
  return parseCookies(headers.get("cookie") ?? "", name)[name];
}

/**
 * The common case of a signed-in request in one query: the cookie's signature is checked here, as better-auth
 * signs it (HMAC-SHA256 of the session token with the auth secret), then the session is read with its user.
 * Null whenever better-auth has something to do: no valid cookie, no such session or an expired one to clean up,
 * a session due to slide forward, or one past the absolute lifetime; `liveSession` then answers.
 */
async function settledSession(auth: Auth, db: Db, headers: Headers) {
  const { secret, sessionConfig } = await auth.$context;
  const signed = await sessionCookieOf(auth, headers);
  const dot = signed?.lastIndexOf(".") ?? -1;
  if (!signed || dot < 1) return null;
  const token = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;

  const [row] = await sessionWithUser(db, { token });
  if (!row) return null;
  const { sessionId, expiresAt: sessionExpiresAt, sessionCreatedAt, activeTeamId, ...user } = row;
  const found = { session: { id: sessionId, expiresAt: sessionExpiresAt, createdAt: sessionCreatedAt }, user };
  const now = Date.now();
  const expiresAt = found.session.expiresAt.getTime();
  const slidesAt = expiresAt - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000;
  const endsAt = found.session.createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS;
  if (!(now < expiresAt && now < slidesAt && now <= endsAt)) return null;
  return { ...found, team: await teamOfSession(db, user.id, activeTeamId) };
}

/**
 * Lets a request through only with a live session of an active user. A user made inactive or suspended
 * loses every session at their next request, even one opened before the change.
 */
export function requireUser(auth: Auth, db: Db): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const found =
      (await settledSession(auth, db, c.req.raw.headers)) ??
      (await liveSessionWithTeam(auth, db, c.req.raw.headers, (cookie) => c.header("Set-Cookie", cookie, { append: true })));
    if (!found) throw new HttpError(401, "unauthorized", "You must be signed in.");
    const { user, session, team } = found;
    if (user.accountStatus !== "active") {
      await db.delete(sessions).where(eq(sessions.userId, user.id));
      throw new HttpError(401, "account_not_active", `Your account is ${user.accountStatus}. Please contact support.`);
    }
    c.set("user", toSessionUser(user));
    c.set("sessionId", session.id);
    c.set("workspace", await sessionWorkspace(db, session.id, team));
    await next();
  };
}
