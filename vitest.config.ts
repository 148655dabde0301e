import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };

const SERVER_TESTS = [
  "src/server/**/*.test.ts",
  "tests/security/**/*.test.ts",
  "tests/resilience/**/*.test.ts",
  "tests/readme/**/*.test.ts",
  "tests/support/**/*.test.ts",
  "tests/contract/**/*.test.ts",
];

/**
 * On PGlite, what the embedded engine itself changes (decision 0049): storage, migrations and start-up, a kill -9,
 * the one connection that serializes spends, claims, locks and idempotent replays, the CLI on a data folder, and
 * every route once with bad input (a driver's type that the routes mishandle shows there as a 5xx). The rest is the
 * same SQL through the same code, run on PostgreSQL; the browser journeys run the whole product on PGlite.
 */
const PGLITE_TESTS = [
  "src/server/db/**/*.test.ts",
  "src/server/main.test.ts",
  "src/server/cli/**/*.test.ts",
  "src/server/entitlements/**/*.test.ts",
  "src/server/generation/**/*.test.ts",
  "src/server/webhooks/**/*.test.ts",
  "src/server/public-api/idempotency.test.ts",
  "src/server/library/save-limit.test.ts",
  "src/server/account/delete-account.test.ts",
  "tests/security/**/*.test.ts",
  "tests/resilience/**/*.test.ts",
  "tests/readme/**/*.test.ts",
  "tests/support/**/*.test.ts",
];

const serverProject = (name: string, testDb: "pglite" | "postgres", include: string[]) => ({
  resolve: { alias },
  test: {
    name,
    include,
    environment: "node",
    env: { TEST_DB: testDb },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker runs file after file in one process (each file still opens its own database and app): starting
    // the process, importing the server and compiling PGlite's WebAssembly are paid once per worker, not per file.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // One test file per core (vitest's default leaves one core to itself, half of this 2-core machine).
    maxWorkers: "100%",
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/*.test.ts", "src/domain/**/*.test.ts", "src/web/**/*.test.{ts,tsx}", "bench/**/*.test.ts", "eval/**/*.test.ts"],
          environment: "happy-dom",
          setupFiles: ["tests/support/unit-setup.ts"],
          // One window and one module graph per worker, not per file: with happy-dom set up and React and the screens
          // imported again for each of its ~100 files, the project took 137 to 145 s alone, now 33 to 37 s. The setup
          // file gives each file a blank page, empty storage and an empty query cache.
          isolate: false,
          // Whole builder pages render in some tests; on a busy 2-core machine they need more than 5 s.
          testTimeout: 20_000,
        },
      },
      serverProject("api-pglite", "pglite", PGLITE_TESTS),
      serverProject("api-postgres", "postgres", SERVER_TESTS),
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/e2e-setup.ts"],
          environment: "node",
          // A journey is many steps, each waiting on its condition for up to STEP_TIMEOUT_MS (tests/support/browser.ts);
          // these bounds are for a journey that is stuck, not for one on a busy machine.
          testTimeout: 300_000,
          hookTimeout: 180_000,
          // expect.poll's own 1 s would fail a condition that a busy machine reaches later.
          expect: { poll: { timeout: 60_000 } },
          // Each journey starts its own server, database and browser, so two run side by side (one per core).
          maxWorkers: 2,
        },
      },
    ],
  },
});
