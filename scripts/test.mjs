// `npm test`: lint, typecheck, the API document's lint, unit tests, API tests on PGlite and PostgreSQL, build, browser journeys.
// Ends with one summary line counting every test of every step.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import pg from "pg";
import { ensureChromium } from "./ensure-chromium.mjs";

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const isCI = Boolean(process.env.CI);
const bin = (name) => `node_modules/.bin/${name}`;
const totals = { passed: 0, failed: 0, skipped: 0 };

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    return false;
  }
  return true;
}

function vitest(title, projects) {
  mkdirSync(".tmp", { recursive: true });
  const report = `.tmp/vitest-${projects[0]}.json`;
  rmSync(report, { force: true });
  const args = ["run", ...projects.flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json"];
  const ok = step(title, bin("vitest"), [...args, `--outputFile.json=${report}`]);
  try {
    const json = JSON.parse(readFileSync(report, "utf8"));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  } catch {
    totals.failed += 1; // the runner died before writing its report
  }
  return ok;
}

/**
 * Runs steps side by side (lint and typecheck each keep one core busy), printing each one's output whole, in
 * order, once all have ended.
 */
async function stepsSideBySide(steps) {
  const results = await Promise.all(
    steps.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("error", (error) => resolve({ title, code: 1, output: `${output}${error.message}\n` }));
          child.on("close", (code) => resolve({ title, code, output }));
        }),
    ),
  );
  let ok = true;
  for (const { title, code, output } of results) {
    console.log(`\n▶ ${title}`);
    process.stdout.write(output);
    if (code !== 0) {
      console.error(`\n✗ ${title} failed`);
      ok = false;
    }
  }
  return ok;
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

let ok = await stepsSideBySide([
  ["lint", bin("eslint"), ["."]],
  ["typecheck", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]],
  ["API document (Redocly's recommended rules)", bin("tsx"), ["scripts/lint-api-document.ts"]],
]);

const apiProjects = ["api-pglite"];
const postgres = await postgresAnswers();
// Journeys that need PostgreSQL (to set what an operator would, in SQL) read this and skip without it.
process.env.POSTGRES_ANSWERS = String(postgres);
if (postgres) {
  apiProjects.push("api-postgres");
} else if (isCI) {
  console.error(`PostgreSQL at ${TEST_DATABASE_URL} did not answer, and CI must not skip it.`);
  ok = false;
} else {
  console.warn(
    `\n⚠ PostgreSQL at ${TEST_DATABASE_URL} did not answer: API tests run on PGlite only (PostgreSQL SKIPPED).` +
      "\n  Set TEST_DATABASE_URL to a reachable server to run them on both. The journey that needs it is skipped.",
  );
}

ok = vitest("unit and API tests", ["unit", ...apiProjects]) && ok;
ok = step("build the web app", bin("vite"), ["build", "--logLevel", "warn"]) && ok;
if (ensureChromium()) ok = vitest("browser journeys", ["e2e"]) && ok;
else ok = false;

console.log(`\n${ok ? "✓ all checks passed" : "✗ some checks failed"}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);
