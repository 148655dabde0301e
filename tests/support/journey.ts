import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import { promisify } from "node:util";
import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser, STEP_TIMEOUT_MS } from "./browser";
import { SERVER_BUNDLE } from "../../scripts/server-bundle.mjs";
import { type ServerProcess, startServer } from "./server-process";
import { copyOfMigratedPglite } from "./test-database";
import { PASSWORD } from "./users";

export interface Journey {
  /** The app's server, in its own process; another one (on the same data) after `grantAdmin`. */
  readonly server: ServerProcess;
  readonly browser: Browser;
  /** `path` on the server: url("/billing"). */
  url(path: string): string;
  /** A page in a browser context of its own (1280 x 900 unless told), signed up and signed in as `email`. */
  signedInPage(email: string, contextOptions?: BrowserContextOptions): Promise<Page>;
  /**
   * Makes `email` an admin as an operator does, with the CLI: the server stops (PGlite has one owner) and
   * starts again on the same data, at another address. Leave open pages first, so no poll hits the stopped
   * server. Returns what the CLI printed.
   */
  grantAdmin(email: string): Promise<string>;
}

/**
 * Sets up one browser journey for the enclosing describe: before its tests, the real server (the bundle
 * `npm start` runs, which tests/support/e2e-setup.ts builds; PGlite in a fresh copy of a migrated folder, unless
 * `env` names a DATABASE_URL) and a headless Chromium; after them, both stopped and the data removed. `env` may
 * be a function, read as the server starts, when it names something another beforeAll started first (a fake
 * model, an OpenID provider).
 */
export function useJourney(options: { env?: Record<string, string> | (() => Record<string, string>) } = {}): Journey {
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  const env = () => (typeof options.env === "function" ? options.env() : options.env);

  const start = async (dataDir?: string) => {
    const settings = env() ?? {};
    dataDir ??= settings.DATABASE_URL ? undefined : await copyOfMigratedPglite();
    return startServer({ env: settings, dataDir, entry: SERVER_BUNDLE });
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([start(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    // The data folder is the journey's (a copy, or a server restarted on the first one's data).
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("The journey starts in beforeAll: use it inside a test.");
    return value;
  };
  const journey: Journey = {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    url: (path) => `${journey.server.url}${path}`,
    async signedInPage(email, contextOptions = { viewport: { width: 1280, height: 900 } }) {
      const page = await (await journey.browser.newContext(contextOptions)).newPage();
      await signUpInBrowser(page, journey.server.url, email);
      return page;
    },
    async grantAdmin(email) {
      const { dataDir } = journey.server;
      await journey.server.stop("SIGTERM", { keepData: true });
      const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "src/server/cli/admin.ts", "grant", email], {
        env: { ...process.env, NODE_ENV: "test", DATA_DIR: dataDir },
      });
      server = await start(dataDir);
      return stdout;
    },
  };
  return journey;
}

/**
 * Creates a confirmed account through the API from inside the browser context (so the session cookie
 * lands in the browser), reading the confirmation link from the development mailbox.
 */
export async function signUpInBrowser(page: Page, baseUrl: string, email: string, password = PASSWORD) {
  const headers = { origin: baseUrl, "content-type": "application/json" };
  const signUp = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    headers,
    data: { email, password, name: "" },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const link = await mailboxLink(page, baseUrl, email);
  await page.request.get(link, { maxRedirects: 0 });
  await signInInBrowser(page, baseUrl, email, password);
}

/** Signs in through the API from inside the browser context, so the session cookie lands in the browser. */
export async function signInInBrowser(page: Page, baseUrl: string, email: string, password = PASSWORD) {
  const signIn = await page.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    headers: { origin: baseUrl, "content-type": "application/json" },
    data: { email, password },
  });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
}

/** The first link of the newest message to `to` in the development mailbox API, once it has arrived. */
export async function mailboxLink(page: Page, baseUrl: string, to: string, subject?: RegExp): Promise<string> {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  for (;;) {
    const res = await page.request.get(`${baseUrl}/api/dev/mailbox`);
    const { messages } = (await res.json()) as { messages: { to: string; subject: string; text: string }[] };
    const mail = messages.find((m) => m.to === to && (!subject || subject.test(m.subject)));
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await page.waitForTimeout(100);
  }
}

/** Picks the option labelled `option` in the native select labelled `label`. */
export async function choose(scope: Page | Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).selectOption({ label: option });
}

/** The text the native select labelled `label` shows: the chosen option's label, or the placeholder. */
export function shownOption(scope: Page | Locator, label: string): Promise<string> {
  return scope
    .getByLabel(label, { exact: true })
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? "");
}
