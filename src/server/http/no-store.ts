import type { MiddlewareHandler } from "hono";
import { withHeaders } from "./response-headers";

const NO_STORE = [["Cache-Control", "no-store"]] as const;

/**
 * API answers are about the signed-in user unless a route says otherwise (its own Cache-Control): no browser or
 * shared cache may keep them (a profile, a plan or an admin list served to the next user of a shared computer or proxy).
 */
export const noStoreByDefault: MiddlewareHandler = (c, next) => withHeaders(c, NO_STORE, next);
