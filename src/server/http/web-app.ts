import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import type { AppEnv } from "./context";

export const WEB_DIST = path.resolve("dist/web");

/** The id of the element that carries the session in a page (read by the web app's features/auth). */
const EMBEDDED_SESSION_ID = "session";

/**
 * How long a page waits for the session before it goes out without one: a slow or unreachable database
 * must not hold the page (the app then asks GET /api/session itself, which reports the outage).
 */
const SESSION_WAIT_MS = 1_000;

/** The session, or undefined when it fails or takes longer than SESSION_WAIT_MS. */
async function sessionWithin(lookup: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, SESSION_WAIT_MS, undefined);
  });
  try {
    return await Promise.race([lookup.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** JSON inside a <script> element: `<` escaped, so no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * Serves the built React app: hashed assets cached for a year, every other GET answered with index.html
 * so the client router handles the path. The page carries who is signed in (`sessionOf`, the answer of
 * GET /api/session), so the app's first render needs no round trip for it.
 */
export function webApp({
  distDir = WEB_DIST,
  sessionOf,
}: {
  distDir?: string;
  sessionOf: (headers: Headers) => Promise<unknown>;
}) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) => c.text("The web app is not built. Run `npm run build` (npm start does it for you).", 503));
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  const root = path.relative(process.cwd(), distDir);
  // Only the web app's files are compressed: API answers stay uncompressed so streamed prompts flow at once.
  app.use(compress());
  // Build metadata (Vite's manifest) stays private.
  app.all("/.vite/*", (c) => c.text("Not found", 404));
  app.use(
    "/assets/*",
    serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable") }),
  );
  const page = async (c: Context<AppEnv>) => {
    // The page names the user: never stored by a cache.
    c.header("Cache-Control", "no-store");
    // Without the session (the database is down or slow, say) the app asks GET /api/session itself.
    const session = await sessionWithin(sessionOf(c.req.raw.headers));
    if (session === undefined) return c.html(indexHtml);
    const element = `<script type="application/json" id="${EMBEDDED_SESSION_ID}">${scriptJson(session)}</script>`;
    return c.html(indexHtml.replace("</head>", `${element}\n  </head>`));
  };
  // "/" is a page like the others, not the static index.html.
  app.get("/", page);
  app.use("*", serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600") }));
  app.get("*", page);
  return app;
}
