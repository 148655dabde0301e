// `npm start`: builds the web app and the server when their sources are newer than their builds, then runs the server.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { ensureServerBundle, newestMtime, SERVER_BUNDLE, serverEnv, serverNodeFlags } from "./server-bundle.mjs";

// The environment as the operator gave it, kept before anything runs: Vite's build (of the server bundle, in this
// process) sets NODE_ENV=production when it is unset, and the server must not inherit a build's setting.
const launchEnv = { ...process.env };

const builtIndex = "dist/web/index.html";
const webSources = ["index.html", "vite.config.ts", "public", "src/web", "src/domain"];

if (!existsSync(builtIndex) || Math.max(...webSources.map(newestMtime)) > statSync(builtIndex).mtimeMs) {
  console.log("Building the web app…");
  const build = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], {
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await ensureServerBundle();

const server = spawn(process.execPath, [...serverNodeFlags(launchEnv), SERVER_BUNDLE], {
  stdio: "inherit",
  env: serverEnv(launchEnv),
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
