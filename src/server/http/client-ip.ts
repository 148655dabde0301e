import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { HttpError } from "./errors";
import { assertCleanText } from "./text-guard";

/** The header better-auth reads the client address from; always overwritten by us, never the client's. */
export const CLIENT_IP_HEADER = "x-promptsmith-client-ip";

/**
 * Works out the client's address once per request. With no proxy in front (`trustProxy` 0) it is the socket's
 * peer. Behind `trustProxy` proxies, each appends the address it received the request from to X-Forwarded-For,
 * so the n-th entry from the right is the one our outermost proxy saw; anything further left is what the client
 * claimed and is never trusted.
 */
export function clientAddress(trustProxy: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    const socket = env?.incoming?.socket?.remoteAddress ?? "unknown";
    let address = socket;
    if (trustProxy > 0) {
      const hops = (c.req.header("x-forwarded-for") ?? "")
        .split(",")
        .map((hop) => hop.trim())
        .filter(Boolean);
      address = hops[hops.length - trustProxy] ?? hops[0] ?? socket;
    }
    c.set("clientIp", address);
    await next();
  };
}

/** The client's address (what rate limits and the activity log key on), as `clientAddress` worked it out. */
export function clientIp(c: Context): string {
  return (c.get("clientIp") as string | undefined) ?? "unknown";
}

/**
 * A copy of the request for better-auth: its client-ip header is the client's address, whatever the
 * client sent, and a JSON body is checked for text the database cannot store before better-auth sees it.
 */
export async function forAuth(c: Context): Promise<Request> {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c));
  if (c.req.method === "GET" || c.req.method === "HEAD") return new Request(c.req.raw.url, { method: c.req.method, headers });
  const body = await c.req.text();
  try {
    assertCleanText(JSON.parse(body));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Not JSON: better-auth answers that itself.
  }
  return new Request(c.req.raw.url, { method: c.req.method, headers, body });
}
