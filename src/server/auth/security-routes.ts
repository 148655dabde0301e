import { and, desc, eq, gt } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import type { AuthedEnv } from "../http/context";
import { HttpError } from "../http/errors";

/**
 * The signed-in user's account security, behind the session guard: whether two-factor sign-in is on, and
 * their open sessions. Sessions are named by id, never by token (a token is the session itself), so the page
 * can list and end them without holding the keys to any of them.
 */
export function securityRoutes(db: Db) {
  return new Hono<AuthedEnv>()
    .get("/two-factor", async (c) => {
      const [row] = await db
        .select({ enabled: users.twoFactorEnabled })
        .from(users)
        .where(eq(users.id, c.get("user").id));
      return c.json({ enabled: row?.enabled === true });
    })
    .get("/sessions", async (c) => {
      const rows = await db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          ipAddress: sessions.ipAddress,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.updatedAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, c.get("user").id), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.updatedAt), desc(sessions.id));
      const current = c.get("sessionId");
      return c.json({
        sessions: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          current: row.id === current,
        })),
      });
    })
    .delete("/sessions/:id", async (c) => {
      const id = c.req.param("id");
      // This device signs out with Log Out, which also clears its cookie and records the sign-out.
      if (id === c.get("sessionId")) {
        throw new HttpError(400, "current_session", "This is the session you are using. Use Log Out to sign out of this device.");
      }
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.id, id), eq(sessions.userId, c.get("user").id)))
        .returning({ id: sessions.id });
      if (ended.length === 0) throw new HttpError(404, "not_found", "Session not found.");
      return c.body(null, 204);
    });
}
