import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../support/server-process";

/**
 * The README's first command as a newcomer runs it: a fresh copy of the repository with no builds in it, an
 * environment with none of the product's variables set (no NODE_ENV), `npm start`, and the product answers.
 * Installing packages would need the registry, so the copy shares this checkout's node_modules.
 */
describe.skipIf(process.env.TEST_DB === "postgres")("npm start on a fresh clone", () => {
  const copy = mkdtempSync(path.join(tmpdir(), "promptsmith-clone-"));
  let started: ChildProcess | undefined;

  afterAll(() => {
    // npm, scripts/start.mjs and the server run in one process group of their own.
    if (started?.pid !== undefined && started.exitCode === null) process.kill(-started.pid, "SIGTERM");
    rmSync(copy, { recursive: true, force: true });
  });

  it("builds the web app and the server, then serves on the embedded defaults", { timeout: 300_000 }, async () => {
    // The files a clone has: tracked ones, and new ones not yet committed (never dist/, data/ or node_modules/).
    const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { encoding: "utf8" })
      .split("\0")
      .filter((file) => file !== "" && !file.startsWith("node_modules/"));
    for (const file of files) {
      mkdirSync(path.join(copy, path.dirname(file)), { recursive: true });
      cpSync(file, path.join(copy, file), { errorOnExist: false, force: true, dereference: false });
    }
    symlinkSync(path.resolve("node_modules"), path.join(copy, "node_modules"), "dir");

    // Every variable .env.example documents is unset; only the port is chosen, so the test never fights another server.
    const ours = [...readFileSync(".env.example", "utf8").matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
    expect(ours).toContain("NODE_ENV");
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !ours.includes(name)));
    const port = await freePort();
    env.PORT = String(port);

    let output = "";
    const child = spawn("npm", ["start"], { cwd: copy, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    started = child;
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));

    let health: Response | undefined;
    while (health?.status !== 200) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (health?.status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(output).toContain("Building the web app");
    expect(output).toContain("Building the server");
    // The landing page is served from the build it just made.
    const landing = await fetch(`http://127.0.0.1:${port}/`);
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain("<div id=\"root\"");
  });
});
