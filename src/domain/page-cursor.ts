import { z } from "zod";

/**
 * A uuid's characters in either case, for the patterns of cursors and ids. The patterns carry no flags: the API
 * document copies a pattern's source, and a flag would end up inside it (`…$/i`, matching nothing).
 */
export const UUID_PATTERN = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
/** A created_at in microseconds since 1970 (a JS Date would keep only milliseconds). */
export const MICROS_PATTERN = "\\d{1,17}";

/**
 * A list page's cursor, `<microseconds>_<id>`: the last row's created_at (to the microsecond, since 1970) and id.
 * It carries the sort key itself, so the next page continues from where the last one ended even if that row has
 * been deleted since.
 */
const cursorWithIds = (id: string) => z.string().regex(new RegExp(`^${MICROS_PATTERN}_${id}$`), { error: "Invalid cursor" });

/** The cursor of a list of rows with uuid ids (saved inputs, History, contact messages). */
export const pageCursorSchema = cursorWithIds(UUID_PATTERN);

/** The cursor of the users list: better-auth makes user ids of letters and digits (uuids, where set in SQL). */
export const userPageCursorSchema = cursorWithIds("[a-zA-Z0-9-]{1,64}");
