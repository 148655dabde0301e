import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousA11yViolations } from "../support/browser";

/** A page whose one message is grey on white at 30% opacity: too faint to read, until it is faded in. */
const faintMessage = `<!doctype html><html lang="en"><head><title>Saved</title></head><body><main><h1>Saved</h1>
  <p id="message" style="color: #595959; background: #fff; opacity: 0.3">Invitation sent</p></main></body></html>`;

// The journeys' accessibility check measures what a user sees once the page has settled: a toast fading in is
// not yet the contrast it will have.
describe("the journeys' accessibility check", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("waits for a fading-in message to be fully shown before measuring its contrast", async () => {
    const page = await browser.newPage();
    await page.setContent(faintMessage);
    await page.evaluate(() =>
      document.getElementById("message")!.animate([{ opacity: 0.3 }, { opacity: 1 }], { duration: 2000, fill: "forwards" }),
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it("waits for a fade that starts a frame after it is asked, as a toast's entry transition does", async () => {
    const page = await browser.newPage();
    await page.setContent(faintMessage);
    await page.evaluate(() => {
      const message = document.getElementById("message")!;
      message.style.transition = "opacity 2s";
      requestAnimationFrame(() => {
        message.style.opacity = "1";
      });
    });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it("still reports text that stays too faint", async () => {
    const page = await browser.newPage();
    await page.setContent(faintMessage);
    expect((await seriousA11yViolations(page)).map((v) => v.id)).toEqual(["color-contrast"]);
    await page.close();
  });
});
