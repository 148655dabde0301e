import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { animationsSettled, watchConsole } from "../support/browser";
import { choose, useJourney } from "../support/journey";
import { TEST_DATABASE_URL, withDatabase } from "../support/test-database";

// What the signed-in screens show is what the server said: the usage box paints no count before the real
// one, however slow the answer; an admin's change reaches a member's open page when the tab regains focus;
// the sidebar's account menu works from the keyboard and logs out; toasts cover no control. The server runs
// on PostgreSQL so the journey can set a user's allowance and admin flag directly, as an operator would.

const SHOTS = "/tmp/promptsmith-shots";
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

/** Records every text the usage box shows, from the first parse of the page on, in `window.usagePaints`. */
function recordUsagePaints() {
  const paints: string[] = [];
  (window as unknown as { usagePaints: string[] }).usagePaints = paints;
  new MutationObserver(() => {
    const text = document.querySelector("[data-testid=usage-box]")?.textContent;
    if (text !== undefined && text !== paints.at(-1)) paints.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

const usagePaints = (page: Page) => page.evaluate(() => (window as unknown as { usagePaints: string[] }).usagePaints);

/** The subscription answers 1.5 s late, as on a slow connection. */
async function slowSubscription(page: Page) {
  await page.route("**/api/billing/subscription", async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ response });
  });
}

/** The tab comes back to the front (react-query listens for visibilitychange). */
const regainFocus = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));

// `npm test` says whether PostgreSQL answered (scripts/test.mjs); without it, as on a machine with none, this is skipped.
describe.skipIf(process.env.POSTGRES_ANSWERS === "false")("journey: the signed-in screens say only what the server confirmed", () => {
  const databaseName = `promptsmith_e2e_${randomBytes(6).toString("hex")}`;
  const databaseUrl = withDatabase(TEST_DATABASE_URL, databaseName);
  let db: pg.Client;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });

  const journey = useJourney({ env: { DATABASE_URL: databaseUrl } });
  const { url } = journey;

  async function signedInPage(email: string, viewport = DESKTOP) {
    // The journey signs up more people than one address may in ten minutes.
    await db.query("delete from rate_limits");
    return journey.signedInPage(email, { viewport });
  }

  /** The user's subscription row, created by their first GET, then set as an operator would. */
  async function setAllowance(page: Page, email: string, remaining: number) {
    expect((await page.request.get(url("/api/billing/subscription"))).ok()).toBe(true);
    await db.query(
      "update subscriptions set remaining_generations = $2 where user_id = (select id from users where email = $1)",
      [email, remaining],
    );
  }

  const userId = async (email: string) =>
    (await db.query<{ id: string }>("select id from users where email = $1", [email])).rows[0]!.id;

  async function asAdmin(page: Page, path: string, data: unknown) {
    const res = await page.request.patch(url(path), { headers: { origin: journey.server.url }, data });
    expect(res.ok(), await res.text()).toBe(true);
  }

  it("paints no count but the true one on the builders while the usage answers slowly, for Free and for Pro", async () => {
    const page = await signedInPage("three-left@example.com");
    const consoleErrors = watchConsole(page);
    await setAllowance(page, "three-left@example.com", 3);
    await page.addInitScript(recordUsagePaints);
    await slowSubscription(page);

    for (const path of ["/build-text", "/build-art"]) {
      await page.goto(url(path));
      if (path === "/build-text") {
        await page.locator("[data-testid=usage-box][aria-busy=true]").waitFor();
        await page.screenshot({ path: `${SHOTS}/usage-skeleton-desktop.png` });
      }
      await expect.poll(() => page.getByTestId("usage-count").textContent()).toBe("3/5");
      const paints = await usagePaints(page);
      // The skeleton showed while the answer was held back, and no other count was ever painted.
      expect(paints.some((text) => !/\d/.test(text)), paints.join(" | ")).toBe(true);
      expect(new Set(paints.flatMap((text) => text.match(/\d+\/\d+/g) ?? [])), paints.join(" | ")).toEqual(new Set(["3/5"]));
      expect(paints.filter((text) => /\d/.test(text)).every((text) => text.startsWith("Free Prompts Remaining"))).toBe(true);
    }
    await page.screenshot({ path: `${SHOTS}/usage-free-desktop.png` });

    // An admin moves another member to Pro: the member's box never names Free and offers no Upgrade.
    const admin = await signedInPage("admin-of-plans@example.com");
    await db.query("update users set is_admin = true where email = $1", ["admin-of-plans@example.com"]);
    const pro = await signedInPage("pro-member@example.com", PHONE);
    await asAdmin(admin, `/api/admin/users/${await userId("pro-member@example.com")}/plan`, { planId: "pro" });
    await pro.addInitScript(recordUsagePaints);
    await slowSubscription(pro);
    for (const path of ["/build-text", "/build-art"]) {
      await pro.goto(url(path));
      await pro.getByRole("heading", { name: "Pro Prompts Remaining" }).waitFor();
      const paints = await usagePaints(pro);
      expect(paints.some((text) => text.includes("Free")), paints.join(" | ")).toBe(false);
      expect(await pro.getByTestId("usage-box").getByRole("link", { name: "Upgrade" }).count()).toBe(0);
    }
    await pro.screenshot({ path: `${SHOTS}/usage-pro-phone.png` });
    expect(consoleErrors).toEqual([]);
  });

  it("shows an admin's change on the member's open page when the tab regains focus, and a suspension sends it to /login", async () => {
    const admin = await signedInPage("admin-of-people@example.com");
    await db.query("update users set is_admin = true where email = $1", ["admin-of-people@example.com"]);
    const member = await signedInPage("demoted@example.com");
    await db.query("update users set is_admin = true where email = $1", ["demoted@example.com"]);
    const memberId = await userId("demoted@example.com");

    await member.goto(url("/build-text"));
    const adminLink = member.getByRole("link", { name: "Admin Dashboard" });
    await adminLink.waitFor();
    // The server rendered the link; the app listens for focus once it has taken the page over, as the
    // count (fetched by the app itself) shows.
    await member.getByTestId("usage-count").waitFor();

    await asAdmin(admin, `/api/admin/users/${memberId}/admin`, { isAdmin: false });
    await regainFocus(member);
    await adminLink.waitFor({ state: "detached" });

    // Moved to Pro meanwhile: the usage box follows on focus as well.
    await asAdmin(admin, `/api/admin/users/${memberId}/plan`, { planId: "pro" });
    await regainFocus(member);
    await member.getByRole("heading", { name: "Pro Prompts Remaining" }).waitFor();

    await asAdmin(admin, `/api/admin/users/${memberId}/status`, { status: "suspended" });
    await regainFocus(member);
    await member.waitForURL(url("/login"));
  });

  it("opens the account menu from the keyboard, lists the shortcuts, generates on Ctrl+Enter and logs out", async () => {
    const page = await signedInPage("keyboard@example.com");
    const consoleErrors = watchConsole(page);
    await page.goto(url("/build-text"));
    await page.getByRole("heading", { level: 1, name: "Build Your Text Prompt" }).waitFor();
    await page.getByTestId("usage-count").waitFor();

    // An open menu hides the rest of the page from assistive tech, the button included.
    const accountButton = page.getByRole("button", { name: "Account menu: keyboard", includeHidden: true });
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await accountButton.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await menu.waitFor();
    expect(await accountButton.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(focused).toBe("Settings");
    await page.keyboard.press("ArrowDown");
    await expect.poll(focused).toBe("Billing");
    await page.screenshot({ path: `${SHOTS}/account-menu-desktop.png` });
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await expect.poll(() => accountButton.evaluate((button) => button === document.activeElement)).toBe(true);

    // The shortcuts: from the menu, and with ? outside a field.
    await page.keyboard.press("Enter");
    await expect.poll(focused).toBe("Settings");
    await page.keyboard.press("k");
    await expect.poll(focused).toBe("Keyboard shortcuts");
    await page.keyboard.press("Enter");
    const shortcuts = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await shortcuts.waitFor();
    await page.keyboard.press("Escape");
    await shortcuts.waitFor({ state: "detached" });
    await page.keyboard.press("?");
    await shortcuts.waitFor();
    await page.screenshot({ path: `${SHOTS}/shortcuts-desktop.png` });
    await page.keyboard.press("Escape");
    await shortcuts.waitFor({ state: "detached" });

    // Ctrl+Enter in the form: first the field's rule stops it (with a toast that covers no control), then it generates.
    await choose(page, "Industry", "Other (Custom)");
    const custom = page.getByPlaceholder("Enter custom industry");
    await custom.fill("x".repeat(101));
    await custom.press("Control+Enter");
    await page.getByText("Custom industry must be at most 100 characters").waitFor();
    await expectToastCoversNothing(page, "desktop");
    await custom.fill("Aerospace");
    await Promise.all([
      page.waitForResponse((res) => res.url().endsWith("/api/generate-prompt")),
      custom.press("Control+Enter"),
    ]);
    await page.locator('[data-testid="result-text"][data-state="done"]').waitFor();
    await expect.poll(() => page.getByTestId("usage-count").textContent()).toBe("4/5");

    // Log Out from the menu ends the session.
    await accountButton.focus();
    await page.keyboard.press("Enter");
    await expect.poll(focused).toBe("Settings");
    await page.keyboard.press("End");
    await expect.poll(focused).toBe("Log Out");
    await page.keyboard.press("Enter");
    await page.waitForURL(url("/login"));
    await page.getByText("Logged out successfully").waitFor();
    const session = await page.request.get(url("/api/session"));
    expect(await session.json()).toEqual({ user: null, team: null });
    expect(consoleErrors).toEqual([]);
  });

  it("on a phone, reaches the account menu through the navigation and shows toasts under the header", async () => {
    const page = await signedInPage("phone@example.com", PHONE);
    await page.goto(url("/build-text"));
    await page.getByRole("heading", { level: 1, name: "Build Your Text Prompt" }).waitFor();
    await page.getByTestId("usage-count").waitFor();

    await choose(page, "Industry", "Other (Custom)");
    const custom = page.getByPlaceholder("Enter custom industry");
    await custom.fill("x".repeat(101));
    await custom.press("Control+Enter");
    await page.getByText("Custom industry must be at most 100 characters").waitFor();
    await expectToastCoversNothing(page, "phone");

    await page.getByRole("button", { name: "Open navigation" }).click();
    const accountButton = page.getByRole("button", { name: "Account menu: phone" });
    await accountButton.click();
    await page.getByRole("menu").waitFor();
    await page.screenshot({ path: `${SHOTS}/account-menu-phone.png` });
    await page.getByRole("menuitem", { name: "Billing" }).click();
    await page.waitForURL(url("/billing"));
    // Closed, the navigation turns invisible once it has slid away (200 ms), so it is looked for hidden too.
    const sidebar = page.getByRole("complementary", { name: "Sidebar", includeHidden: true });
    expect(await sidebar.getAttribute("data-state")).toBe("closed");
    await expect.poll(() => sidebar.isVisible()).toBe(false);
  });
});

/**
 * The toast on screen overlaps no visible control (button, link, field) outside the toaster, and sits
 * where the screen size wants it; a screenshot is kept for a look.
 */
async function expectToastCoversNothing(page: Page, screen: "desktop" | "phone") {
  const toast = page.locator("[data-sonner-toast]").first();
  await toast.waitFor();
  // Past sonner's entry animation, where the toast rests.
  await animationsSettled(page);
  const placement = await page.locator("[data-sonner-toaster]").evaluate((list: HTMLElement) => ({
    y: list.dataset.yPosition,
    x: list.dataset.xPosition,
  }));
  expect(placement).toEqual(screen === "phone" ? { y: "top", x: "center" } : { y: "bottom", x: "left" });
  const covered = await toast.evaluate((shown: HTMLElement) => {
    const box = shown.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>("button, a[href], input, select, textarea, [role=button]");
    return [...controls]
      .filter((control) => !control.closest("[data-sonner-toaster]") && control.checkVisibility())
      .filter((control) => {
        const rect = control.getBoundingClientRect();
        return rect.width > 0 && rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
      })
      .map((control) => control.getAttribute("aria-label") ?? control.textContent?.trim() ?? control.tagName);
  });
  await page.screenshot({ path: `${SHOTS}/toast-${screen}.png` });
  expect(covered).toEqual([]);
}
