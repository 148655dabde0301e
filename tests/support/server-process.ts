import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverEnv, serverNodeFlags } from "../../scripts/server-bundle.mjs";

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the server printed, for assertions and failure messages. */
  output(): string;
  /** Stops the process; its own data folder is removed unless `keepData`. */
  stop(signal?: NodeJS.Signals, options?: { keepData?: boolean }): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Starts the real server (`src/server/main.ts`, from source) as its own process on a free port, with PGlite in a
 * fresh folder unless `env` names a DATABASE_URL, and waits until /api/health answers. `entry` starts another
 * build of it instead, with the Node options `npm start` gives it: the benchmarks start the bundle `npm start` runs
 * (scripts/server-bundle.mjs).
 */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string; entry?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "promptsmith-data-"));
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const env = { ...process.env, NODE_ENV: "test", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, APP_URL: url, ...options.env };
  const child = spawn(process.execPath, options.entry ? [...serverNodeFlags(env), options.entry] : ["--import", "tsx", "src/server/main.ts"], {
    env: options.entry ? serverEnv(env) : env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));

  const deadline = Date.now() + 60_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    async stop(signal = "SIGTERM", { keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill(signal);
        await exited;
      }
      if (ownDataDir && !keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
