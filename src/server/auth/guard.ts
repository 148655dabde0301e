import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";
import type { AuthedEnv, SessionUser } from "../http/context";
import { HttpError } from "../http/errors";
import type { Auth } from "./auth";

type FoundUser = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>["user"];

/** The fields of better-auth's user that the app works with. */
export function toSessionUser(user: FoundUser): SessionUser {
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

/**
 * Lets a request through only with a live session of an active user. A user made inactive or suspended
 * loses every session at their next request, even one opened before the change.
 */
export function requireUser(auth: Auth, db: Db): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const found = await liveSession(auth, c.req.raw.headers, (cookie) => c.header("Set-Cookie", cookie, { append: true }));
    if (!found) throw new HttpError(401, "unauthorized", "You must be signed in.");
    const { user, session } = found;
    if (user.accountStatus !== "active") {
      await db.delete(sessions).where(eq(sessions.userId, user.id));
      throw new HttpError(401, "account_not_active", `Your account is ${user.accountStatus}. Please contact support.`);
    }
    c.set("user", toSessionUser(user));
    c.set("sessionId", session.id);
    await next();
  };
}
