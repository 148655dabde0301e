import type { MiddlewareHandler } from "hono";
import { withHeaders } from "./response-headers";

/** Paddle.js and its checkout frame, allowed only when Paddle is the payment provider. */
const PADDLE_SOURCES = ["https://cdn.paddle.com", "https://*.paddle.com"];

/**
 * Headers on every response, written once at start (those of Hono's `secureHeaders` as we configured it, which built
 * a web `Headers` for every answer). The web app ships no inline scripts, so scripts are limited to our origin.
 * Inline style attributes stay allowed: the UI primitives position popovers with them.
 */
export function securityHeaders(options: { https: boolean; paddle: boolean }): MiddlewareHandler {
  const paddle = options.paddle ? PADDLE_SOURCES : [];
  const policy = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...paddle],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...paddle],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...paddle],
    "frame-src": options.paddle ? paddle : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const headers: [string, string][] = [
    ["Content-Security-Policy", Object.entries(policy).map(([directive, sources]) => `${directive} ${sources.join(" ")}`).join("; ")],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
  ];
  if (options.https) headers.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  return (c, next) => withHeaders(c, headers, next);
}
