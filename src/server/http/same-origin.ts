import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { HttpError } from "./errors";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses state-changing requests that a browser sent from another site. Browsers send Origin (and
 * Sec-Fetch-Site) with every such request; tools that send neither (curl, the payment provider's webhooks)
 * are not browsers and carry no session cookie to abuse.
 */
export function sameOrigin(appUrl: string): MiddlewareHandler<AppEnv> {
  const ours = new URL(appUrl).origin;
  return async (c, next) => {
    if (UNSAFE.has(c.req.method)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      if ((origin && origin !== ours) || site === "cross-site") {
        throw new HttpError(403, "cross_site_request", "Cross-site requests are not allowed.");
      }
    }
    await next();
  };
}
