import pino, { type Logger } from "pino";
import { afterAll, beforeAll } from "vitest";
import { createApp, type App } from "@/server/app";
import { type AdjustableClock, adjustableClock } from "@/server/clock";
import { type Config, loadConfig } from "@/server/config";
import type { Generators } from "@/server/generation/service";
import { type ApiDocument, responseChecker } from "./contract";
import { createTestDatabase, type TestDatabase } from "./test-database";

/** Fixed so that tests never write a generated secret into the data folder. */
export const TEST_AUTH_SECRET = "test-secret-0123456789abcdef0123456789abcdef";

/**
 * The least a production app starts with (config.ts refuses less): https, SMTP (never connected to in tests:
 * the outbox row is still written first) and a declared demo deployment instead of Paddle.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: "production",
  APP_URL: "https://promptsmith.example",
  SMTP_URL: "smtp://127.0.0.1:9",
  DEMO_DEPLOYMENT: "true",
};

export interface TestApp {
  app: App;
  database: TestDatabase;
  config: Config;
  /** Real time plus an offset a test can move forward. */
  clock: AdjustableClock;
}

/**
 * Registers hooks that build the real app on a fresh database of this run's kind and tear it down after
 * the file. Read the returned object's fields inside tests (they are set in beforeAll).
 */
export function setupTestApp(
  options: { env?: Record<string, string>; webDist?: string; generators?: Generators; logger?: Logger } = {},
): TestApp {
  const ctx = {} as TestApp;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    ctx.config = loadConfig({ NODE_ENV: "test", AUTH_SECRET: TEST_AUTH_SECRET, ...options.env });
    ctx.clock = adjustableClock();
    ctx.app = createApp(
      { config: ctx.config, database: ctx.database, logger: options.logger ?? pino({ level: "silent" }), clock: ctx.clock },
      { webDist: options.webDist, generators: options.generators },
    );
    checkEveryAnswer(ctx.app);
  });
  afterAll(async () => {
    await ctx.database?.destroy();
  });
  return ctx;
}

/**
 * The checker of the document's routes, made once per worker (which runs file after file: isolate is off) rather
 * than once per file, as building the document costs most of a second: the routes checked are the same in every
 * app a test makes (only better-auth's, which are not checked, depend on the config).
 */
let checker: Promise<ReturnType<typeof responseChecker>> | undefined;

/**
 * Makes every answer a test receives from `app.request()` match what /api/openapi.json declares for it (its status,
 * and its JSON body against that status's schema): a mismatch fails the test that received it.
 */
function checkEveryAnswer(app: App) {
  const request = app.request.bind(app);
  app.request = (async (...args: Parameters<App["request"]>) => {
    const res = await request(...args);
    checker ??= Promise.resolve(request("/api/openapi.json"))
      .then(async (doc) => responseChecker((await doc.json()) as ApiDocument))
      .catch((error: unknown) => {
        checker = undefined; // the next answer tries again rather than every later file failing on this one
        throw error;
      });
    const check = await checker;
    const [input, init] = args;
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    const problem = check(method, url.pathname, res.status, res.headers.get("content-type"), await res.clone().text());
    if (problem) throw new Error(`The answer does not match the API's declaration: ${problem}`);
    return res;
  }) as App["request"];
}

/** Runs `check` with the app's clock `ms` ahead of real time (the end of a period or a window), then sets it back. */
export async function withClockAhead<T>(t: TestApp, ms: number, check: () => Promise<T>): Promise<T> {
  t.clock.offsetMs = ms;
  try {
    return await check();
  } finally {
    t.clock.offsetMs = 0;
  }
}
