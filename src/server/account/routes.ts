import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { displayName, profileNameSchema } from "@/domain/users";
import { z } from "zod";
import { SESSION_COOKIE_PREFIX } from "../auth/auth";
import { confirmOwner } from "../auth/reauth";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import { readJson } from "../http/body";
import type { AuthedEnv, SessionUser } from "../http/context";
import { HttpError } from "../http/errors";

export function profile(user: SessionUser) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    displayName: displayName(user),
    emailVerified: user.emailVerified,
    isAdmin: user.isAdmin,
    accountStatus: user.accountStatus,
    createdAt: user.createdAt.toISOString(),
  };
}
export type Profile = ReturnType<typeof profile>;

/** Deleting the account: the current password, unless the account has none (see auth/reauth). */
const deleteAccountSchema = z.object({ currentPassword: z.string().optional() });

/** The signed-in user's own profile: read it, rename, delete the account. Behind the session guard. */
export function accountRoutes(db: Db, options: { secureCookies: boolean; clock: Clock }) {
  return new Hono<AuthedEnv>()
    .get("/", (c) => c.json(profile(c.get("user"))))
    .patch("/", async (c) => {
      const { name } = await readJson(c, profileNameSchema);
      const user = c.get("user");
      await db.update(users).set({ name }).where(eq(users.id, user.id));
      return c.json(profile({ ...user, name }));
    })
    .delete("/", async (c) => {
      const { currentPassword } = await readJson(c, deleteAccountSchema);
      const user = c.get("user");
      const [session] = await db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.id, c.get("sessionId")));
      const refusal = await confirmOwner(
        db,
        { userId: user.id, email: user.email, sessionCreatedAt: session?.createdAt ?? new Date(0), currentPassword },
        options.clock.now(),
      );
      if (refusal) {
        if (refusal.retryAfter) c.header("Retry-After", String(refusal.retryAfter));
        throw new HttpError(refusal.status, refusal.code, refusal.message);
      }
      // One statement: every table that holds the user's data cascades from users.
      await db.delete(users).where(eq(users.id, user.id));
      const prefix = options.secureCookies ? "__Secure-" : "";
      for (const name of ["session_token", "session_data", "dont_remember"]) {
        deleteCookie(c, `${prefix}${SESSION_COOKIE_PREFIX}.${name}`, { path: "/", secure: options.secureCookies });
      }
      return c.body(null, 204);
    });
}
