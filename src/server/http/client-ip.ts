import type { Context } from "hono";

/** The header better-auth reads the client address from; always overwritten by us, never the client's. */
export const CLIENT_IP_HEADER = "x-promptsmith-client-ip";

/** The address of the connection that sent the request (what rate limits key on). */
export function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "unknown";
}

/** A copy of the request whose client-ip header is the connection's address, whatever the client sent. */
export function withClientIp(c: Context): Request {
  const request = new Request(c.req.raw);
  request.headers.set(CLIENT_IP_HEADER, clientIp(c));
  return request;
}
