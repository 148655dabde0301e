import type { MiddlewareHandler } from "hono";

/**
 * API answers are about the signed-in user unless a route says otherwise: no browser or shared cache may keep
 * them (a profile, a plan or an admin list served to the next user of a shared computer or proxy).
 */
export const noStoreByDefault: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.headers.has("Cache-Control")) return;
  try {
    c.res.headers.set("Cache-Control", "no-store");
  } catch {
    // A redirect built with Response.redirect has immutable headers: answer with a copy.
    const copy = new Response(c.res.body, c.res);
    copy.headers.set("Cache-Control", "no-store");
    c.res = copy;
  }
};
