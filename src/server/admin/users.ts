import { and, desc, eq, ilike, sql } from "drizzle-orm";
import type { AccountStatus } from "@/domain/users";
import type { PlanId } from "@/domain/plans";
import { recordActivity } from "../auth/activity";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import { planIdOfUser, putOnPlan } from "../entitlements/subscriptions";
import type { SessionUser } from "../http/context";
import { HttpError, notFound } from "../http/errors";
import { afterCursor, cursorAt, likePattern, toPage } from "../db/list-queries";

type Admin = Pick<SessionUser, "id" | "email">;

/** Admin search by name or e-mail, newest first, keyset-paginated. */
export async function searchUsers(db: Db, query: { q?: string; cursor?: string; limit: number }) {
  // One expression, matching the trigram index on (full_name || ' ' || email).
  const match = query.q ? ilike(sql`${users.name} || ' ' || ${users.email}`, likePattern(query.q)) : undefined;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      createdAt: users.createdAt,
      accountStatus: users.accountStatus,
      isAdmin: users.isAdmin,
      planId: planIdOfUser(users.id),
      cursorAt: cursorAt(users.createdAt),
    })
    .from(users)
    .where(and(match, afterCursor(users, query.cursor)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The user, or 404. */
export async function findUser(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User");
  return user;
}

/** Sets the account status; a user made inactive or suspended loses every session at once. */
export async function setStatus(db: Db, admin: Admin, userId: string, status: AccountStatus) {
  if (userId === admin.id && status !== "active") {
    throw new HttpError(400, "own_status", "You cannot deactivate or suspend your own account.");
  }
  const user = await findUser(db, userId);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ accountStatus: status }).where(eq(users.id, userId));
    if (status !== "active") await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordActivity(tx, {
      userId,
      type: "admin_change",
      metadata: { change: "status", from: user.accountStatus, to: status, admin_id: admin.id, admin_email: admin.email },
    });
  });
}

/** Puts the user on a plan at once: a fresh allowance of the plan's total and a one-month period. */
export async function setPlan(db: Db, admin: Admin, userId: string, planId: PlanId, now: Date) {
  await findUser(db, userId);
  await db.transaction(async (tx) => {
    const before = await putOnPlan(tx, userId, planId, now);
    await recordActivity(tx, {
      userId,
      type: "admin_change",
      metadata: { change: "plan", from: before, to: planId, admin_id: admin.id, admin_email: admin.email },
    });
  });
}

/** Grants or revokes admin; an admin cannot remove their own flag (there would be no way back). */
export async function setAdmin(db: Db, admin: Admin, userId: string, isAdmin: boolean) {
  if (userId === admin.id && !isAdmin) {
    throw new HttpError(400, "own_admin_flag", "You cannot remove your own admin privileges.");
  }
  const user = await findUser(db, userId);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ isAdmin }).where(eq(users.id, userId));
    await recordActivity(tx, {
      userId,
      type: "admin_change",
      metadata: { change: "admin", from: user.isAdmin, to: isAdmin, admin_id: admin.id, admin_email: admin.email },
    });
  });
}
