import { Hono } from "hono";
import type { Auth } from "../auth/auth";
import { toSessionUser } from "../auth/guard";
import type { AppEnv } from "../http/context";
import { profile } from "./routes";

/**
 * GET /api/session: who is signed in, in one request the app makes on every load. Signed out (or no longer
 * active) is an ordinary answer, `{ user: null }`, not a 401 that browsers would log as an error.
 */
export function sessionRoutes(auth: Auth) {
  return new Hono<AppEnv>().get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    const found = await auth.api.getSession({ headers: c.req.raw.headers, query: { disableCookieCache: true } });
    if (!found || found.user.accountStatus !== "active") return c.json({ user: null });
    return c.json({ user: profile(toSessionUser(found.user)) });
  });
}
