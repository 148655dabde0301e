import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// The API runs on its own port in development; Vite proxies /api and /dev to it.
const apiPort = process.env.API_PORT ?? "3001";

/**
 * The web app's code in a few chunks, each named for what it serves, instead of dozens of small ones: a
 * phone on HTTP/1.1 opens six connections at a time, so every extra file costs a round trip (measured with
 * Lighthouse on /build-text: 70 with the automatic split, see docs/performance.md). Higher priority picks
 * first; each group takes the modules it imports along unless a higher one already has them.
 */
const CHUNKS = [
  // What the entry imports (landing page, router, React) stays in the entry's own files.
  { name: "entry", tags: ["$initial" as const], priority: 5 },
  // The public pages fetched on visit (about, contact, legal texts) and the plain components they share.
  { name: "public", test: /features[\\/]marketing[\\/]/, priority: 4 },
  // Every screen that talks to the API: query cache, session, toaster (also /login and /signup).
  {
    name: "session",
    test: /src[\\/]web[\\/](app|lib)[\\/](?!app-layout|app-sidebar)|features[\\/]auth[\\/](?!pages|components)|node_modules[\\/](@tanstack|sonner)[\\/]/,
    priority: 3,
  },
  // The design system's components and icons.
  { name: "ui", test: /src[\\/]web[\\/]components[\\/]|node_modules[\\/]lucide-react[\\/]/, priority: 2 },
  // What every signed-in screen shares: the app layout and the builders, with the domain modules they import.
  // The builders' zod rules are not among them: the builder imports them on first use, so they and zod
  // come in a chunk of their own (see features/builder/lib/form-rules.ts). Nor is Improve a Prompt: its page
  // and the word diff it draws come in their own chunk on /improve only.
  {
    name: "signed-in",
    test: /src[\\/]web[\\/]app[\\/]app-(layout|sidebar)|features[\\/]builder[\\/](?!pages[\\/]improve-page|components[\\/]prompt-changes|hooks[\\/]use-improve)/,
    priority: 1,
  },
  // Improve a Prompt's page with the word diff it draws (the `diff` package), which a saved prompt's History also
  // draws: one file, fetched on /improve and when History first opens, rather than the diff in a file of its own.
  {
    name: "improve",
    test: /features[\\/]builder[\\/](pages[\\/]improve-page|components[\\/]prompt-changes|hooks[\\/]use-improve)|node_modules[\\/]diff[\\/]/,
    priority: 1,
  },
];

/**
 * The server renders every page (src/web/server-render.tsx), so a page is readable before its script runs:
 * the script is fetched after what paints (the stylesheet), not as a render-blocking high-priority request.
 */
const scriptAfterPaint: Plugin = {
  name: "script-after-paint",
  transformIndexHtml: {
    order: "post",
    handler: (html) => html.replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin'),
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), scriptAfterPaint],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  // The manifest (dist/web/.vite/manifest.json, never served) maps source files to chunks for the web budgets.
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNKS } } },
  },
  // `vite build` builds the browser's app into dist/web and the server's renderer of its pages
  // (src/web/server-render.tsx) into dist/web-server, which server/http/web-app.ts loads.
  builder: {},
  environments: {
    ssr: {
      // Everything bundled, so only what the pages use is loaded: importing the packages whole from node_modules
      // (every icon of lucide-react, every radix primitive) cost the server 107 MB of memory against 71 MB, and
      // 1.2 to 1.6 s of CPU at each start against 0.3 s (docs/performance.md).
      resolve: { noExternal: true },
      build: {
        outDir: "dist/web-server",
        manifest: false,
        copyPublicDir: false,
        rolldownOptions: { input: "src/web/server-render.tsx", output: { codeSplitting: false } },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      "/api": `http://127.0.0.1:${apiPort}`,
      "/dev/mailbox/api": `http://127.0.0.1:${apiPort}`,
    },
  },
});
