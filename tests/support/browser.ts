import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, chromium, type Page } from "playwright-core";
import { CHROMIUM } from "../../scripts/ensure-chromium.mjs";

/**
 * How long a journey's step waits for its condition (an element, a URL, an event) before it fails. Playwright's
 * 30 s assumes an idle machine; a journey beside others on two busy cores has taken longer than that for one step.
 * A step still ends as soon as its condition holds.
 */
export const STEP_TIMEOUT_MS = 90_000;

/** Debian's Chromium, headless, with the flags this machine's closed network needs; each context waits STEP_TIMEOUT_MS. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  // Every page, whether from browser.newPage() or a context's, takes its context's timeouts.
  browser.on("context", (context) => context.setDefaultTimeout(STEP_TIMEOUT_MS));
  return browser;
}

/** Collects console errors and uncaught page errors; a journey asserts the list stays empty. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Waits until nothing on the page moves: no transition or animation of finite length is running (spinners never
 * end), and none has started two frames later (an element that has just appeared, like a toast, starts its entry
 * transition a frame or so after it is added).
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (;;) {
      await frame();
      await frame();
      const moving = document
        .getAnimations()
        .filter((animation) => animation.playState === "running" || animation.pending)
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
      if (moving.length === 0) return;
      await Promise.all(moving.map((animation) => animation.finished.catch(() => {})));
    }
  });
}

/**
 * Runs axe-core in the page once it has settled; returns the serious and critical violations. A toast still fading
 * in (or already fading out) is measured at part of its opacity, and its text then fails the contrast check it
 * passes once shown: so a run during which anything started to move is not trusted, and runs again once settled.
 */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  for (;;) {
    await animationsSettled(page);
    const { moved, violations } = await page.evaluate(async () => {
      const movingNow = () =>
        document
          .getAnimations()
          .some((animation) => (animation.playState === "running" || animation.pending) && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
      let started = false;
      const mark = () => {
        started = true;
      };
      const events = ["transitionrun", "animationstart"];
      for (const type of events) document.addEventListener(type, mark, true);
      // Something may have started between the wait above and these listeners.
      started = movingNow();
      const result = await (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe.run();
      for (const type of events) document.removeEventListener(type, mark, true);
      return {
        moved: started,
        violations: result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((n) => ({ target: n.target })) })),
      };
    });
    if (!moved) return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  }
}
