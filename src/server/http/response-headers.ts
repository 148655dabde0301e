import type { ServerResponse } from "node:http";
import type { Context, Next } from "hono";

/**
 * Runs the rest of the request with `headers` on its answer, where a route's own value of the same header wins.
 * Served by Node (@hono/node-server), they go straight onto Node's response before the route runs: Node lets the
 * headers of the answer override them, and the answer keeps the adapter's light response instead of a web `Headers`
 * built and read again for every request (docs/performance.md). In-process (`app.request()`, the tests), they are
 * added to the answer afterwards.
 */
export async function withHeaders(c: Context, headers: readonly (readonly [string, string])[], next: Next): Promise<void> {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return next();
  }
  await next();
  const missing = headers.filter(([name]) => !c.res.headers.has(name));
  if (missing.length === 0) return;
  try {
    for (const [name, value] of missing) c.res.headers.set(name, value);
  } catch {
    // A redirect built with Response.redirect has immutable headers: answer with a copy.
    const copy = new Response(c.res.body, c.res);
    for (const [name, value] of missing) copy.headers.set(name, value);
    c.res = copy;
  }
}
