import type { Context } from "hono";
import { HttpError } from "./errors";
import { assertCleanText } from "./text-guard";

/** The header better-auth reads the client address from; always overwritten by us, never the client's. */
export const CLIENT_IP_HEADER = "x-promptsmith-client-ip";

/** The address of the connection that sent the request (what rate limits key on). */
export function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "unknown";
}

/**
 * A copy of the request for better-auth: its client-ip header is the connection's address, whatever the
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
