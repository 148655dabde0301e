import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp } from "../../../tests/support/test-app";
import { userWithKey } from "../../../tests/support/api-keys";

const t = setupTestApp();
let server: ServerType;
let origin: string;

beforeAll(async () => {
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** docs/api.md's Python example, as a reader copies it. */
const example = (() => {
  const doc = readFileSync(new URL("../../../docs/api.md", import.meta.url), "utf8");
  return doc.match(/```python\n([\s\S]*?)```/)![1]!;
})();

function runPython(code: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("python3", ["-I", "-c", code], { env: { PATH: process.env.PATH ?? "", ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (exit) => resolve({ code: exit, stdout, stderr }));
  });
}

describe("docs/api.md's Python example", () => {
  it("runs unchanged on Python's standard library: generates, streams and saves with a key", async () => {
    const user = await userWithKey(t);
    // -I: isolated mode, no user site-packages, so a third-party import would fail here.
    const result = await runPython(example, { PROMPTSMITH_URL: origin, PROMPTSMITH_KEY: user.key });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/sea/i);
    const saved = await (await fetch(`${origin}/api/v1/saved-prompts`, { headers: { Authorization: `Bearer ${user.key}` } })).json();
    expect(saved.items.map((p: { title: string }) => p.title)).toContain("Sea poem");
  });
});
