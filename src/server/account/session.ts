import { createRoute } from "@hono/zod-openapi";
import { type SessionAnswer, sessionSchema } from "@/domain/api/account";
import type { Db } from "../db/client";
import type { Auth } from "../auth/auth";
import { liveSessionWithTeam, sessionCookieOf, sessionWorkspace, toSessionUser } from "../auth/guard";
import type { AppEnv } from "../http/context";
import { declaredRoutes, json, publicRoute } from "../http/openapi";
import { profile } from "./routes";

/** Who is signed in, as GET /api/session answers it: signed out (or no longer active) is `{ user: null }`. */
export async function currentSession(
  auth: Auth,
  db: Db,
  headers: Headers,
  renewCookie?: (setCookie: string) => void,
): Promise<SessionAnswer> {
  // No session cookie is signed out, without better-auth's endpoint: a visitor's page (a share link's) asks on every request.
  if (!(await sessionCookieOf(auth, headers))) return { user: null, team: null };
  const found = await liveSessionWithTeam(auth, db, headers, renewCookie);
  if (!found || found.user.accountStatus !== "active") return { user: null, team: null };
  const { team } = await sessionWorkspace(db, found.session.id, found.team);
  return { user: profile(toSessionUser(found.user)), team };
}

const whoIsSignedIn = publicRoute(
  createRoute({
    method: "get",
    path: "/",
    summary: "Who is signed in",
    description: "Signed out is an ordinary answer, `{ user: null }`, not a 401.",
    responses: { 200: json(sessionSchema, "The signed-in user's profile, or null.") },
  }),
);

/**
 * GET /api/session: who is signed in, in one request. Signed out is an ordinary answer, `{ user: null }`,
 * not a 401 that browsers would log as an error. Pages served by the web app carry the same answer.
 */
export function sessionRoutes(auth: Auth, db: Db) {
  return declaredRoutes<AppEnv>().openapi(whoIsSignedIn, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(
      await currentSession(auth, db, c.req.raw.headers, (cookie) => c.header("Set-Cookie", cookie, { append: true })),
      200,
    );
  });
}
