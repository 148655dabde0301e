import { and, desc, eq, gt } from "drizzle-orm";
import { createRoute } from "@hono/zod-openapi";
import { sessionsSchema, twoFactorStateSchema } from "@/domain/api/security";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import type { AuthedEnv } from "../http/context";
import { HttpError } from "../http/errors";
import { declaredRoutes, idParam, json, refusal, userRoute } from "../http/openapi";

const readTwoFactor = userRoute(
  createRoute({
    method: "get",
    path: "/two-factor",
    summary: "Whether two-factor sign-in is on",
    responses: { 200: json(twoFactorStateSchema, "On or off.") },
  }),
);

const listSessions = userRoute(
  createRoute({
    method: "get",
    path: "/sessions",
    summary: "Your open sessions",
    description: "Named by id, never by token; `current` marks the one this request came with.",
    responses: { 200: json(sessionsSchema, "The open sessions, most recently used first.") },
  }),
);

const endSession = userRoute(
  createRoute({
    method: "delete",
    path: "/sessions/{id}",
    summary: "Sign out one of your other sessions",
    description: "The session in use signs out with POST /api/auth/sign-out instead.",
    request: { params: idParam },
    responses: {
      204: { description: "The session has ended." },
      400: refusal(["current_session"]),
      404: refusal(["not_found"]),
    },
  }),
);

/**
 * The signed-in user's account security, behind the session guard: whether two-factor sign-in is on, and
 * their open sessions. Sessions are named by id, never by token (a token is the session itself), so the page
 * can list and end them without holding the keys to any of them.
 */
export function securityRoutes(db: Db) {
  return declaredRoutes<AuthedEnv>()
    .openapi(readTwoFactor, async (c) => {
      const [row] = await db
        .select({ enabled: users.twoFactorEnabled })
        .from(users)
        .where(eq(users.id, c.get("user").id));
      return c.json({ enabled: row?.enabled === true }, 200);
    })
    .openapi(listSessions, async (c) => {
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
      return c.json(
        {
          sessions: rows.map((row) => ({
            ...row,
            createdAt: row.createdAt.toISOString(),
            lastSeenAt: row.lastSeenAt.toISOString(),
            current: row.id === current,
          })),
        },
        200,
      );
    })
    .openapi(endSession, async (c) => {
      const { id } = c.req.valid("param");
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
