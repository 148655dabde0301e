import { and, eq, inArray, sql } from "drizzle-orm";
import { createRoute } from "@hono/zod-openapi";
import { deleteCookie } from "hono/cookie";
import { deleteAccountSchema, type Profile, profileSchema } from "@/domain/api/account";
import { type AccountStatus, displayName, profileNameSchema } from "@/domain/users";
import { SESSION_COOKIE_PREFIX } from "../auth/auth";
import { confirmOwner } from "../auth/reauth";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import { teamMembers, teams } from "../db/schema-teams";
import type { AuthedEnv, SessionUser } from "../http/context";
import { HttpError } from "../http/errors";
import { declaredRoutes, json, jsonBody, refusal, userRoute } from "../http/openapi";

export function profile(user: SessionUser): Profile {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    displayName: displayName(user),
    emailVerified: user.emailVerified,
    isAdmin: user.isAdmin,
    accountStatus: user.accountStatus as AccountStatus,
    createdAt: user.createdAt.toISOString(),
  };
}

const readProfile = userRoute(
  createRoute({
    method: "get",
    path: "/",
    summary: "Your profile",
    responses: { 200: json(profileSchema, "The signed-in user's profile.") },
  }),
);

const renameProfile = userRoute(
  createRoute({
    method: "patch",
    path: "/",
    summary: "Change your name",
    request: { body: jsonBody(profileNameSchema) },
    responses: { 200: json(profileSchema, "The profile with its new name.") },
  }),
);

const deleteAccount = userRoute(
  createRoute({
    method: "delete",
    path: "/",
    summary: "Delete your account and everything in it",
    description: "Needs the current password, or a sign-in in the last 10 minutes for an account without one.",
    request: { body: jsonBody(deleteAccountSchema) },
    responses: {
      204: { description: "The account is deleted and the session cookies cleared." },
      400: refusal(["current_password_required"]),
      403: refusal(["invalid_password", "reauthentication_required", "team_owner"]),
      429: refusal(["rate_limited"]),
    },
  }),
);

/**
 * Deletes the account. A team the user owns alone goes with it; one with other members must first be handed over
 * (transfer) or deleted, or the team would be left without an owner. Every other table holding the user's data
 * cascades from users, and their personal library goes by a trigger (migration 0013); team items stay.
 */
async function deleteUser(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    // The teams the user owns are locked first, and counted after: no one joins them (a new member's row needs a
    // key lock on its team) between the count and the deletion.
    const locked = await tx
      .select({ id: teams.id })
      .from(teams)
      .innerJoin(teamMembers, eq(teamMembers.organizationId, teams.id))
      .where(and(eq(teamMembers.userId, userId), eq(teamMembers.role, "owner")))
      .for("update", { of: teams });
    const owned = locked.length
      ? await tx
          .select({ id: teams.id, name: teams.name, members: sql<number>`(select count(*)::int from ${teamMembers} m where m.team_id = ${teams}.id)` })
          .from(teams)
          .where(inArray(teams.id, locked.map((team) => team.id)))
      : [];
    const shared = owned.find((team) => team.members > 1);
    if (shared) {
      throw new HttpError(
        403,
        "team_owner",
        `You own the team "${shared.name}", which has other members. Transfer its ownership or delete the team first.`,
      );
    }
    if (owned.length) await tx.delete(teams).where(inArray(teams.id, owned.map((team) => team.id)));
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/** The signed-in user's own profile: read it, rename, delete the account. Behind the session guard. */
export function accountRoutes(db: Db, options: { secureCookies: boolean; clock: Clock }) {
  return declaredRoutes<AuthedEnv>()
    .openapi(readProfile, (c) => c.json(profile(c.get("user")), 200))
    .openapi(renameProfile, async (c) => {
      const { name } = c.req.valid("json");
      const user = c.get("user");
      await db.update(users).set({ name }).where(eq(users.id, user.id));
      return c.json(profile({ ...user, name }), 200);
    })
    .openapi(deleteAccount, async (c) => {
      const { currentPassword } = c.req.valid("json");
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
      await deleteUser(db, user.id);
      const prefix = options.secureCookies ? "__Secure-" : "";
      for (const name of ["session_token", "session_data", "dont_remember"]) {
        deleteCookie(c, `${prefix}${SESSION_COOKIE_PREFIX}.${name}`, { path: "/", secure: options.secureCookies });
      }
      return c.body(null, 204);
    });
}
