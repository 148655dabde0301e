// The server as `npm start` runs it: src/server/main.ts and its dependencies in one prebuilt file,
// dist/server/main.mjs (with the migrations beside it). Started from source through tsx, the server spent
// about 6 s of CPU transpiling and resolving a thousand modules through the loader's worker before it could
// answer; the bundle loads in under a second (docs/performance.md).
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";

const OUT_DIR = "dist/server";
export const SERVER_BUNDLE = `${OUT_DIR}/main.mjs`;
/**
 * Node's options for the server with the environment `env` it runs in, wherever the bundle runs (npm start, the
 * benchmarks, the browser journeys).
 * `--max-semi-space-size` (MB): on PGlite 4, so the young generation stops at 8 MB instead of growing to 32 MB under
 * load (PGlite's own memory leaves little room under 250 MB). With a DATABASE_URL 16: fewer collections of the
 * young generation, about 6% more generations a second for about 25 MB more, which a server without PGlite has.
 * `--heap-growing-percent=10`: the old generation may grow 10% past what was alive at the last full collection
 * before the next one (V8 otherwise lets it grow by up to four times). After the generation benchmark on PGlite the
 * old space held 87 MB of which 30 MB were alive: resident memory went from 261-269 to 217-219 MB, CPU per request
 * unchanged (`--optimize-for-size` saved as much but doubled the CPU of a generation on PostgreSQL; docs/performance.md).
 * PGlite's PostgreSQL (9 MB of WebAssembly) has its hot functions compiled again by V8's optimizing compiler, 3 to 6%
 * less CPU a generation on PGlite for about 100 ms more to start; `--wasm-num-compilation-tasks=1` does that on one
 * background thread, whose working memory left 217 to 223 MB resident after the generation benchmark instead of 226 to
 * 246 MB with a thread per core (docs/performance.md).
 */
export function serverNodeFlags(env = process.env) {
  // An empty variable means "not set", as the server's configuration reads it.
  const youngGenerationMb = env.DATABASE_URL ? 16 : 4;
  return [`--max-semi-space-size=${youngGenerationMb}`, "--heap-growing-percent=10", "--wasm-num-compilation-tasks=1"];
}

/**
 * The server's environment: `env` with glibc's malloc held to one arena unless the operator set MALLOC_ARENA_MAX.
 * Each thread that allocates (V8's compilers and collectors, libuv's pool) otherwise gets an arena of its own, and
 * what it frees stays resident there: one arena saved 13 MB on PostgreSQL and 20 MB on PGlite after the generation
 * benchmark, with the same CPU a request, which makes room for PGlite's optimized WebAssembly.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: "1", ...env };
}
/** What the bundle is built from: when any of it is newer than the bundle, the bundle is built again. */
const SOURCES = ["src/server", "src/domain", "package-lock.json", "scripts/server-bundle.mjs"];
/** Left to node_modules: WebAssembly and data files found beside their module, a native addon, an optional driver. */
const EXTERNAL = ["@electric-sql/pglite", "@node-rs/argon2", "pg-native"];

/** The newest modification time of a file, or of any file in a folder, in ms (0 when it does not exist). */
export function newestMtime(entry) {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  return stat.isDirectory() ? newestInFolder(entry) : stat.mtimeMs;
}

/** One stat per file: the folder's listing already says which entries are folders (about a third of the CPU, 515 files). */
function newestInFolder(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestInFolder(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the bundle into a folder of its own, then puts it in place at once: a start never finds half of one. */
export async function buildServer() {
  const { build } = await import("vite");
  const staging = `${OUT_DIR}.${process.pid}`;
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    resolve: { alias: { "@": path.resolve("src") } },
    ssr: { noExternal: true, external: EXTERNAL },
    build: {
      ssr: "src/server/main.ts",
      outDir: staging,
      emptyOutDir: true,
      target: "node20",
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: "main.mjs" } },
    },
  });
  // db/client.ts finds the migrations beside its own module.
  cpSync("src/server/db/migrations", path.join(staging, "migrations"), { recursive: true });
  rmSync(OUT_DIR, { recursive: true, force: true });
  renameSync(staging, OUT_DIR);
}

/** Builds the bundle when there is none or its sources changed since. */
export async function ensureServerBundle() {
  if (existsSync(SERVER_BUNDLE) && Math.max(...SOURCES.map(newestMtime)) <= statSync(SERVER_BUNDLE).mtimeMs) return;
  console.log("Building the server…");
  await buildServer();
}
