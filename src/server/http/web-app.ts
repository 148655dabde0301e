import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { html } from "hono/html";
import type { Logger } from "pino";
import type { AppEnv } from "./context";
import { pageCache, sendKept } from "./page-cache";

export const WEB_DIST = path.resolve("dist/web");

/** Vite builds the renderer of the app's pages here, beside the browser's files (src/web/server-render.tsx). */
const RENDERER_FILE = "../web-server/server-render.js";

/** What the built renderer exports. */
type RenderPage = (
  url: string,
  session: unknown,
  signal: AbortSignal,
  data?: unknown,
) => Promise<{ html: string; talksToApi: boolean; title?: string }>;

/** A page whose content comes from the database (a shared prompt), looked up before it renders. */
export interface DataPage {
  /** What the page shows, for the render and the browser's app (`page-data` element); 404: nothing to show. */
  load(): Promise<{ status: 200 | 404; data: unknown }>;
  /** Kept out of search engines: the X-Robots-Tag header and a robots meta element. */
  noindex: boolean;
}

/**
 * The code a page that talks to the API needs to hydrate, as Vite's manifest names it (vite.config.ts CHUNKS):
 * the signed-in app for a user, the sign-in screens for a visitor; each with the chunks it imports.
 */
const SIGNED_IN_CHUNK = "signed-in";
const AUTH_SCREENS = "src/web/features/auth/pages/index.ts";

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}

/** `<link rel="modulepreload">` tags for a manifest entry and the chunks it imports, the entry excepted. */
function preloadTags(manifest: Record<string, ManifestChunk>, key: string | undefined): string {
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || name === "index.html" || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  if (key) visit(key);
  return [...files].map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`).join("");
}

/**
 * How long a page waits for its server rendering before it goes out without it: the browser then renders the
 * app itself, as it would without the server's markup.
 */
const RENDER_WAIT_MS = 1_000;

/** The title element of index.html, which the server's rendering names. */
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;

/** The root element of index.html, which the server's rendering fills. */
const ROOT_ELEMENT = '<div id="root"></div>';

/** The notice bar stands outside the app (it needs none of its code), so its look is written here. */
const NOTICE_STYLE =
  "background:#92400e;color:#fff;font:600 14px/1.4 system-ui,sans-serif;padding:6px 16px;text-align:center";

/** The id of the element that carries the session in a page (read by the web app's features/auth). */
const EMBEDDED_SESSION_ID = "session";
/** The id of the element that carries a data page's content (read by the web app's lib/page-data.ts). */
const EMBEDDED_DATA_ID = "page-data";

/**
 * How long a page waits for the session (and a data page for its content) before it goes out without it: a slow
 * or unreachable database must not hold the page (the app then asks the API itself, which reports the outage).
 */
const SESSION_WAIT_MS = 1_000;

/** What `work` gives, or undefined when it takes longer than `ms` (a failure is passed on). */
async function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  try {
    return await Promise.race([work, late]);
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
  logger,
  notice,
  dataPageOf = () => undefined,
}: {
  distDir?: string;
  sessionOf: (headers: Headers) => Promise<unknown>;
  logger: Logger;
  /** The data page at a path, if it is one. */
  dataPageOf?: (path: string) => DataPage | undefined;
  /** A line every page shows above the app (a demo deployment says that nothing is charged). */
  notice?: string;
}) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) => c.text("The web app is not built. Run `npm run build` (npm start does it for you).", 503));
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  const rendererFile = path.resolve(distDir, RENDERER_FILE);
  const renderer: Promise<RenderPage | undefined> = existsSync(rendererFile)
    ? import(pathToFileURL(rendererFile).href).then((module: { renderPage: RenderPage }) => module.renderPage)
    : Promise.resolve(undefined);
  renderer.catch(() => undefined);
  const manifestFile = path.join(distDir, ".vite/manifest.json");
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>) : {};
  const signedInKey = Object.keys(manifest).find((key) => manifest[key]!.name === SIGNED_IN_CHUNK);
  const preloads = { user: preloadTags(manifest, signedInKey), visitor: preloadTags(manifest, AUTH_SCREENS) };
  const noticeBar = notice ? html`<div role="note" style="${NOTICE_STYLE}">${notice}</div>`.toString() : "";
  const visitorPages = pageCache();

  /**
   * The page's markup for the root element, its title and the tags that fetch its code, or nothing when the rendering
   * fails or is late (logged): the browser then renders the page itself.
   */
  const rendered = async (
    c: Context<AppEnv>,
    session: unknown,
    data: unknown,
  ): Promise<{ markup: string; preload: string; title?: string }> => {
    try {
      const renderPage = await renderer;
      if (!renderPage) return { markup: "", preload: "" };
      const url = new URL(c.req.url);
      const signal = AbortSignal.timeout(RENDER_WAIT_MS);
      const page = await within(renderPage(`${url.pathname}${url.search}`, session, signal, data), RENDER_WAIT_MS);
      if (!page) throw new Error(`not rendered within ${RENDER_WAIT_MS} ms`);
      const signedIn = (session as { user?: unknown } | undefined)?.user;
      return {
        markup: page.html,
        preload: page.talksToApi ? (signedIn ? preloads.user : preloads.visitor) : "",
        title: page.title,
      };
    } catch (error) {
      logger.error({ err: error, path: c.req.path }, "page rendering failed; the browser renders the page");
      return { markup: "", preload: "" };
    }
  };
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
    const dataPage = dataPageOf(c.req.path);
    if (dataPage?.noindex) c.header("X-Robots-Tag", "noindex");
    // Without the session (the database is down or slow, say) the app asks GET /api/session itself; without a
    // data page's content, the page asks the API for it.
    const [session, loaded] = await Promise.all([
      within(sessionOf(c.req.raw.headers).catch(() => undefined), SESSION_WAIT_MS),
      dataPage &&
        within(
          dataPage.load().catch((error: unknown) => {
            logger.error({ err: error, path: c.req.path }, "page data lookup failed; the browser asks the API");
            return undefined;
          }),
          SESSION_WAIT_MS,
        ),
    ]);
    const data = loaded === undefined ? undefined : scriptJson(loaded.data);
    // A data page that shows something is the same for every visitor (no one signed in): kept while its data is.
    const visitor = loaded?.status === 200 && (session as { user?: unknown } | undefined)?.user === null;
    const keptPath = visitor ? `${c.req.path}${new URL(c.req.url).search}` : undefined;
    const kept = keptPath && visitorPages.get(keptPath, data!);
    if (kept) return sendKept(c, kept);
    const { markup, preload, title } = await rendered(c, session, loaded?.data);
    const elements = [
      dataPage?.noindex ? '<meta name="robots" content="noindex">' : "",
      session === undefined ? "" : `<script type="application/json" id="${EMBEDDED_SESSION_ID}">${scriptJson(session)}</script>`,
      data === undefined ? "" : `<script type="application/json" id="${EMBEDDED_DATA_ID}">${data}</script>`,
    ].join("");
    const body = indexHtml
      .replace(TITLE_ELEMENT, (found) => (title === undefined ? found : html`<title>${title}</title>`.toString()))
      .replace("</head>", () => `${preload}${elements}\n  </head>`)
      .replace(ROOT_ELEMENT, () => `${noticeBar}<div id="root">${markup}</div>`);
    // A page that went out without its rendering (failed or late) is not kept: the next visitor gets another try.
    if (keptPath && markup) return sendKept(c, visitorPages.keep(keptPath, data!, body));
    return c.html(body, loaded?.status ?? 200);
  };
  // "/" is a page like the others, not the static index.html.
  app.get("/", page);
  app.use("*", serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600") }));
  app.get("*", page);
  return app;
}
