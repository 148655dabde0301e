import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/** Paddle.js and its checkout frame, allowed only when Paddle is the payment provider. */
const PADDLE_SOURCES = ["https://cdn.paddle.com", "https://*.paddle.com"];

/**
 * Headers on every response. The web app ships no inline scripts, so scripts are limited to our origin.
 * Inline style attributes stay allowed: the UI primitives position popovers with them.
 */
export function securityHeaders(options: { https: boolean; paddle: boolean }): MiddlewareHandler {
  const paddle = options.paddle ? PADDLE_SOURCES : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...paddle],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", ...paddle],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...paddle],
      frameSrc: options.paddle ? paddle : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: options.https ? "max-age=63072000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
  });
}
