import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LIBRARY_MESSAGES } from "@/domain/library";
import { watchConsole } from "../support/browser";
import { choose, signInInBrowser, signUpInBrowser, useJourney } from "../support/journey";

// Every screen fits a phone: at 320 and 375 px wide no page scrolls sideways, neither the document nor the
// signed-in area's own scrolling <main>. The pages carry the content that tends to push them wider: a
// long e-mail address, and a saved prompt and saved inputs whose title, text, tags and name are single
// unbroken words.

const WIDTHS = [320, 375];
const PUBLIC_PAGES = ["/", "/login", "/signup", "/about", "/contact", "/terms", "/privacy", "/refunds"];
const MEMBER_PAGES = [
  "/build-text",
  "/build-art",
  "/improve",
  "/history",
  "/saved-prompts",
  "/saved-inputs",
  "/shared-links",
  "/settings",
  "/billing",
  "/checkout/success",
];
const ADMIN_PAGES = [
  "/admin",
  "/admin?tab=users",
  "/admin?tab=subscriptions",
  "/admin?tab=analytics",
  "/admin?tab=analytics&view=active-users",
  "/admin?tab=analytics&view=all-users",
  "/admin?tab=messages",
];

const LONG_EMAIL = "a.remarkably.long.mailbox.name.for.narrow.screens@example.com";
const ADMIN_EMAIL = "operator-of-a-very-long-address@example.com";
const LONG_WORD = `Supercalifragilistic${"expialidocious".repeat(6)}`;
const LONG_TAG = "an-unbroken-tag-of-forty-characters-long";
const LONG_INPUTS_NAME = `Inputs${"withoutanyspaces".repeat(6)}`;

/**
 * What scrolls sideways: the document, or the app's <main>. For each, the elements reaching past its
 * right edge (outside any box that scrolls sideways on purpose), to say what to fix. And every visible
 * button, link or tab whose label does not fit inside it (clipped, or spilling over its neighbours).
 */
function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${[...el.classList].slice(0, 4).join(".")} "${(el.textContent ?? "").trim().slice(0, 30)}"`;
    const scrollsOnPurpose = (el: Element) => {
      for (let node = el.parentElement; node && node.tagName !== "MAIN"; node = node.parentElement) {
        if (["auto", "scroll", "hidden"].includes(getComputedStyle(node).overflowX)) return true;
      }
      return false;
    };
    const overflows: string[] = [];
    const scroller = document.scrollingElement!;
    const main = document.querySelector("main");
    for (const [name, box, width] of [
      ["document", scroller, innerWidth],
      ["main", main, main?.clientWidth ?? 0],
    ] as const) {
      if (!box || box.scrollWidth <= width) continue;
      const right = box === scroller ? innerWidth : box.getBoundingClientRect().right;
      const culprits = [...box.querySelectorAll("*")]
        .filter((el) => el.getBoundingClientRect().right > right + 0.5 && !scrollsOnPurpose(el))
        .slice(0, 3)
        .map(describe);
      overflows.push(`${name} ${box.scrollWidth} > ${width}: ${culprits.join(" | ")}`);
    }
    for (const control of document.querySelectorAll("button, a, [role=tab]")) {
      if (control.clientWidth > 0 && control.scrollWidth > control.clientWidth + 1) {
        overflows.push(`label wider than its control (${control.scrollWidth} > ${control.clientWidth}): ${describe(control)}`);
      }
    }
    return overflows;
  });
}

describe("journey: every screen fits a phone", () => {
  const journey = useJourney();

  it("scrolls no page sideways at 320 and 375 px, public, member and admin, with long content", async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const member = await context.newPage();
    const consoleErrors = [watchConsole(member)];

    // The member generates a prompt and saves its inputs under a long unbroken name, and saves a prompt
    // whose title, text and tags are long unbroken words.
    await signUpInBrowser(member, journey.server.url, LONG_EMAIL);
    await member.goto(journey.url("/build-text"));
    await member.getByRole("heading", { level: 1, name: "Build Your Text Prompt" }).waitFor();
    await choose(member, "Content Type", "Blog Post");
    await member.getByRole("button", { name: "Generate Text Prompt" }).click();
    await member.locator('[data-testid="result-text"][data-state="done"]').waitFor();
    await member.getByRole("button", { name: "Save Inputs" }).click();
    const save = member.getByRole("dialog", { name: "Save Inputs" });
    await save.getByLabel("Name", { exact: true }).fill(LONG_INPUTS_NAME);
    await save.getByRole("button", { name: "Save", exact: true }).click();
    await member.getByText(LIBRARY_MESSAGES.inputsSaved).last().waitFor();
    const saved = await member.request.post(journey.url("/api/saved-prompts"), {
      headers: { origin: journey.server.url },
      data: { title: LONG_WORD, content: `${LONG_WORD} ${LONG_WORD}`, promptType: "text", tags: [LONG_TAG, "seo"] },
    });
    expect(saved.status()).toBe(201);
    // Shared, so its link is listed, and its public page is one of the visitor's.
    const shared = await member.request.post(journey.url(`/api/saved-prompts/${((await saved.json()) as { id: string }).id}/share`), {
      headers: { origin: journey.server.url },
      data: { expiresInDays: 7 },
    });
    const sharePage = new URL(((await shared.json()) as { url: string }).url).pathname;
    // And writes to the team through the contact form, in the same long words.
    const contacted = await member.request.post(journey.url("/api/contact"), {
      headers: { origin: journey.server.url },
      data: { name: LONG_WORD.slice(0, 100), email: LONG_EMAIL, subject: LONG_WORD, message: `${LONG_WORD} ${LONG_WORD}` },
    });
    expect(contacted.status()).toBe(201);

    // An operator makes an admin with the CLI (the server stopped: PGlite has one owner).
    const admin = await (await journey.browser.newContext()).newPage();
    consoleErrors.push(watchConsole(admin));
    await signUpInBrowser(admin, journey.server.url, ADMIN_EMAIL);
    await Promise.all([member, admin].map((page) => page.goto("about:blank")));
    await journey.grantAdmin(ADMIN_EMAIL);
    await signInInBrowser(member, journey.server.url, LONG_EMAIL);
    await signInInBrowser(admin, journey.server.url, ADMIN_EMAIL);
    const visitor = await (await journey.browser.newContext()).newPage();
    consoleErrors.push(watchConsole(visitor));

    // Each page loads once, at the narrowest width, and is measured again at each wider one: both widths are
    // below every breakpoint, so the page lays itself out again on a resize, as it would have loaded.
    const found: string[] = [];
    const visit = async (page: Page, path: string) => {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 740 });
      await page.goto(journey.url(path));
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.waitForLoadState("networkidle");
      if (path === "/saved-prompts") await page.getByRole("article", { name: LONG_WORD }).waitFor();
      if (path === "/saved-inputs") await page.getByRole("article", { name: LONG_INPUTS_NAME }).waitFor();
      if (path === "/history") await page.getByRole("article", { name: /^Text prompt, / }).waitFor();
      if (path === "/shared-links" || path === sharePage) await page.getByText(LONG_WORD).first().waitFor();
      if (path.startsWith("/admin")) await page.getByRole("tabpanel").first().waitFor();
      if (path === "/admin?tab=messages") await page.getByRole("article", { name: LONG_WORD }).waitFor();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        // The resize lays the page out again before the next frame.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        for (const overflow of await sidewaysScroll(page)) found.push(`${path} at ${width} px: ${overflow}`);
      }
    };

    for (const path of [...PUBLIC_PAGES, sharePage]) await visit(visitor, path);
    for (const path of MEMBER_PAGES) await visit(member, path);
    for (const path of ADMIN_PAGES) await visit(admin, path);
    expect(found).toEqual([]);
    expect(consoleErrors.flat()).toEqual([]);
  }, 300_000);
});
