import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";

/** Grants or revokes the admin flag by e-mail; false when no user has that address. */
export async function setAdminByEmail(db: Db, email: string, isAdmin: boolean): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ isAdmin })
    .where(eq(users.email, sql`lower(${email.trim()})`))
    .returning({ id: users.id });
  return updated.length > 0;
}
