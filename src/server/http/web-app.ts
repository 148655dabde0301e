import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { AppEnv } from "./context";

export const WEB_DIST = path.resolve("dist/web");

/**
 * Serves the built React app: hashed assets cached for a year, every other GET answered with index.html
 * so the client router handles the path.
 */
export function webApp(distDir = WEB_DIST) {
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
  app.use("*", serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600") }));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
  return app;
}
