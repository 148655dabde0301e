import { z } from "zod";

/**
 * A list page's cursor, `<microseconds>_<id>`: the last row's created_at (to the microsecond, since 1970) and id.
 * It carries the sort key itself, so the next page continues from where the last one ended even if that row has
 * been deleted since.
 */
const cursorWithIds = (id: string) => z.string().regex(new RegExp(`^\\d{1,17}_${id}$`, "i"), { error: "Invalid cursor" });

/** The cursor of a list of rows with uuid ids (saved prompts and inputs, contact messages). */
export const pageCursorSchema = cursorWithIds("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");

/** The cursor of the users list: better-auth makes user ids of letters and digits (uuids, where set in SQL). */
export const userPageCursorSchema = cursorWithIds("[a-z0-9-]{1,64}");
