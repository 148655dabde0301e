import { and, eq, type SQL } from "drizzle-orm";
import { requireUuid } from "../db/list-queries";
import { savedPrompts } from "../db/schema";
import { notDeleted } from "./deletion";

/**
 * Picks one of the user's saved prompts, not deleted. Another user's prompt and an unknown id match nothing, and a
 * malformed id throws the same 404, so every caller answers all three alike.
 */
export function ownPrompt(userId: string, id: string): SQL {
  return and(eq(savedPrompts.id, requireUuid(id, "Prompt")), eq(savedPrompts.userId, userId), notDeleted(savedPrompts))!;
}
