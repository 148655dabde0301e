import { desc, getTableColumns } from "drizzle-orm";
import type { ContactMessageInput } from "@/domain/contact";
import type { Db } from "../db/client";
import { afterCursor, cursorAt, toPage } from "../db/list-queries";
import { contactMessages } from "../db/schema-messages";

type ContactMessageRow = typeof contactMessages.$inferSelect;

function toContactMessage(row: ContactMessageRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function storeContactMessage(db: Db, input: ContactMessageInput, userId: string | null) {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, userId })
    .returning();
  return toContactMessage(row!);
}

/** Received messages for the admin dashboard, newest first, a page at a time (keyset on created_at, id). */
export async function listContactMessages(db: Db, query: { cursor?: string; limit: number }) {
  const rows = await db
    .select({ ...getTableColumns(contactMessages), cursorAt: cursorAt(contactMessages.createdAt) })
    .from(contactMessages)
    .where(afterCursor(contactMessages, query.cursor))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, toContactMessage);
}
