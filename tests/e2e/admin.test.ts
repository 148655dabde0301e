import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousA11yViolations, watchConsole } from "../support/browser";
import { choose, signInInBrowser, signUpInBrowser, useJourney } from "../support/journey";

// An operator makes the first admin with the CLI (the server stopped, since PGlite has one owner), then
// the admin walks every tab of the dashboard, finds a member, moves them to Pro and suspends them, and
// reads a user's statistics. The member finds themselves signed out; a third user, not an admin, is
// refused the dashboard and never sees its link. Nobody but the admin downloads recharts.

const ADMIN_EMAIL = "operator@example.com";
const MEMBER_EMAIL = "member@example.com";
const OUTSIDER_EMAIL = "outsider@example.com";

/** The built chunks that carry recharts (found by one of its class names), as URL paths. */
function rechartsChunks(): string[] {
  const assets = path.resolve("dist/web/assets");
  return readdirSync(assets)
    .filter((file) => file.endsWith(".js") && readFileSync(path.join(assets, file), "utf8").includes("recharts-surface"))
    .map((file) => `/assets/${file}`);
}

/** Every script URL path the page requests from now on. */
function watchScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

async function generate(page: Page, button: string) {
  await Promise.all([
    page.waitForResponse((res) => res.url().endsWith("/api/generate-prompt")),
    page.getByRole("button", { name: button, exact: true }).click(),
  ]);
  const result = page.getByTestId("result-text");
  await page.locator('[data-testid="result-text"]:is([data-state="done"], [data-state="failed"])').waitFor();
  expect(await result.getAttribute("data-state"), (await result.textContent()) ?? "").toBe("done");
}

const openTab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true }).click();

/** axe runs once the toasts (mid-animation, they read as low contrast) have gone. */
async function a11yViolations(page: Page) {
  await expect.poll(() => page.locator("[data-sonner-toast]").count()).toBe(0);
  return JSON.stringify(await seriousA11yViolations(page), null, 1);
}

async function noSidewaysScroll(page: Page) {
  return page.evaluate(() =>
    [document.documentElement, document.querySelector("main")!].every((el) => el.scrollWidth <= el.clientWidth),
  );
}

describe("journey: an operator's first admin runs the dashboard", () => {
  const journey = useJourney();
  const contexts: BrowserContext[] = [];

  const newPage = async (width = 1280) => {
    const context = await journey.browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    return context.newPage();
  };

  it("grants admin from the CLI, manages a member from the dashboard, and keeps everyone else out", async () => {
    const chartChunks = rechartsChunks();
    expect(chartChunks.length).toBeGreaterThan(0);

    const admin = await newPage();
    const member = await newPage();
    const consoleErrors = [...[admin, member].map(watchConsole)];

    // Two people sign up; the member writes a blog post prompt and a watercolor art prompt.
    await signUpInBrowser(admin, journey.server.url, ADMIN_EMAIL);
    await signUpInBrowser(member, journey.server.url, MEMBER_EMAIL);
    const memberScripts = watchScripts(member);
    await member.goto(journey.url("/build-text"));
    await member.getByRole("heading", { level: 1, name: "Build Your Text Prompt" }).waitFor();
    await choose(member, "Content Type", "Blog Post");
    await generate(member, "Generate Text Prompt");
    await member.goto(journey.url("/build-art"));
    await member.getByRole("heading", { level: 1, name: "Build Your Art Prompt" }).waitFor();
    await choose(member, "Style & Medium", "Watercolor");
    await generate(member, "Generate Art Prompt");
    // A member's sidebar has no admin link, and the builders never fetch recharts.
    expect(await member.getByRole("link", { name: "Admin Dashboard" }).count()).toBe(0);
    expect(memberScripts.filter((script) => chartChunks.includes(script))).toEqual([]);

    // The operator stops the server, grants admin with the CLI, and starts it again on the same data (the
    // pages leave first, so no poll hits the stopped server).
    await Promise.all([admin, member].map((page) => page.goto("about:blank")));
    expect(await journey.grantAdmin(ADMIN_EMAIL)).toContain(`Granted admin for ${ADMIN_EMAIL}.`);
    const { url } = journey;
    await signInInBrowser(admin, journey.server.url, ADMIN_EMAIL);
    await signInInBrowser(member, journey.server.url, MEMBER_EMAIL);

    // The admin's sidebar leads to the dashboard; the overview has the real figures.
    const adminScripts = watchScripts(admin);
    await admin.goto(url("/build-text"));
    await admin.getByRole("heading", { level: 1, name: "Build Your Text Prompt" }).waitFor();
    await admin.getByRole("link", { name: "Admin Dashboard" }).click();
    await admin.waitForURL(url("/admin"));
    await admin.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
    const figures = admin.getByRole("region", { name: "Key figures" });
    await figures.waitFor();
    const figure = (label: string) =>
      figures.locator("div.rounded-xl").filter({ has: admin.getByRole("heading", { name: label, exact: true }) }).locator("p").first();
    expect(await figure("Total Users").textContent()).toBe("2");
    expect(await figure("Total Prompts Generated").textContent()).toBe("2");
    expect(await figure("Active Subscriptions").textContent()).toBe("0");
    expect(await figure("Revenue This Month").textContent()).toBe("$0");
    await admin.getByText("1 (50%)").first().waitFor();
    await admin.getByText(MEMBER_EMAIL).waitFor();
    expect(await a11yViolations(admin)).toBe("[]");
    // The dashboard's first screen needs no chart.
    expect(adminScripts.filter((script) => chartChunks.includes(script))).toEqual([]);

    // User Management: search the member on the server, then change their plan and status.
    await openTab(admin, "User Management");
    const search = admin.getByRole("searchbox", { name: "Search users" });
    await Promise.all([
      admin.waitForResponse((res) => res.url().includes("/api/admin/users?") && res.url().includes("q=member")),
      search.fill("member"),
    ]);
    const rows = admin.getByRole("region", { name: "Users table" }).locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().locator("td").allTextContents()).toEqual([
      "member",
      MEMBER_EMAIL,
      expect.any(String),
      "Free",
      "Active",
      "Manage",
    ]);
    expect(await a11yViolations(admin)).toBe("[]");

    await admin.getByRole("button", { name: "Manage member" }).click();
    const manage = admin.getByRole("dialog", { name: "Manage User" });
    expect(await manage.getByLabel("Email", { exact: true }).inputValue()).toBe(MEMBER_EMAIL);
    expect(await manage.getByLabel("Email", { exact: true }).getAttribute("readonly")).not.toBeNull();
    await choose(admin, "Plan", "Pro");
    await admin.getByText("User plan updated to Pro").waitFor();
    await choose(admin, "Account status", "Suspended");
    await admin.getByText("User status updated to suspended").waitFor();
    expect(await manage.getByRole("switch", { name: "Admin privileges" }).isEnabled()).toBe(true);
    expect(await a11yViolations(admin)).toBe("[]");
    await manage.getByRole("button", { name: "Save Changes" }).click();
    await manage.waitFor({ state: "detached" });
    expect(await rows.first().locator("td").nth(3).textContent()).toBe("Pro");
    expect(await rows.first().locator("td").nth(4).textContent()).toBe("Suspended");

    // The admin's own switch cannot be turned off.
    await search.fill(ADMIN_EMAIL);
    await admin.getByRole("button", { name: "Manage operator" }).click();
    const own = admin.getByRole("dialog", { name: "Manage User" });
    expect(await own.getByRole("switch", { name: "Admin privileges" }).isDisabled()).toBe(true);
    await own.getByText("You cannot remove your own admin privileges.").waitFor();
    await admin.keyboard.press("Escape");
    await own.waitFor({ state: "detached" });

    // Subscriptions: the member now counts as Pro.
    await openTab(admin, "Subscriptions");
    const subscriptions = admin.getByRole("tabpanel", { name: "Subscriptions" });
    await subscriptions.getByText("Contact Sales").waitFor();
    await subscriptions.getByText("1 (50%)").first().waitFor();
    expect(await a11yViolations(admin)).toBe("[]");

    // Prompt Analytics: the chart arrives with recharts; the top categories are labelled.
    await openTab(admin, "Prompt Analytics");
    await admin.locator(".recharts-surface").first().waitFor();
    expect(adminScripts.some((script) => chartChunks.includes(script))).toBe(true);
    await admin.getByRole("region", { name: "Content types" }).getByText("Blog Post (100%)").waitFor();
    await admin.getByRole("region", { name: "Art styles" }).getByText("Watercolor (100%)").waitFor();
    expect(await a11yViolations(admin)).toBe("[]");

    await openTab(admin, "Most Active Users");
    // The section and its view are in the URL: a reload keeps them, back and forward step through them.
    await admin.waitForURL(url("/admin?tab=analytics&view=active-users"));
    await admin.reload();
    const activeUsersTab = (selected: boolean) => admin.getByRole("tab", { name: "Most Active Users", selected }).waitFor();
    await activeUsersTab(true);
    await admin.goBack();
    await admin.waitForURL(url("/admin?tab=analytics"));
    await activeUsersTab(false);
    await admin.goForward();
    await activeUsersTab(true);
    const mostActive = admin.getByRole("tabpanel", { name: "Most Active Users" });
    await mostActive.getByText("2 prompts").waitFor();
    await mostActive.getByRole("button", { name: "View Stats for member" }).click();
    const stats = admin.getByRole("dialog", { name: "User Statistics" });
    await stats.getByText("All time · 2 prompts").waitFor();
    expect(await stats.getByText("50% of all").count()).toBe(2);
    await stats.getByText("1 text and 1 art prompts").waitFor();
    await stats.locator(".recharts-surface").first().waitFor();
    expect(await a11yViolations(admin)).toBe("[]");
    await stats.getByRole("button", { name: "Close" }).click();
    await stats.waitFor({ state: "detached" });

    await openTab(admin, "All Users");
    const allUsers = admin.getByRole("region", { name: "All users list" });
    await allUsers.getByText(ADMIN_EMAIL).waitFor();
    expect(await allUsers.evaluate((el) => el.getBoundingClientRect().height)).toBe(500);
    await admin.getByRole("searchbox", { name: "Search all users" }).fill("nobody-like-this");
    await allUsers.getByText("No users found").waitFor();
    await admin.getByRole("searchbox", { name: "Search all users" }).fill("");
    await allUsers.getByRole("button", { name: "View Stats for operator" }).click();
    await admin.getByRole("dialog", { name: "User Statistics" }).getByText("No data available for this user").waitFor();
    await admin.keyboard.press("Escape");

    // At 360 px the page does not scroll sideways; the users table scrolls inside its card.
    await admin.setViewportSize({ width: 360, height: 800 });
    await openTab(admin, "User Management");
    await admin.getByRole("region", { name: "Users table" }).waitFor();
    expect(await noSidewaysScroll(admin)).toBe(true);
    await openTab(admin, "Overview");
    expect(await noSidewaysScroll(admin)).toBe(true);

    // The suspended member's next visit to a protected page lands on /login.
    await member.goto(url("/saved-prompts"));
    await member.waitForURL(url("/login"));

    // A third user, not an admin: no link, Access Denied, and no recharts on the builder.
    const outsider = await newPage(390);
    consoleErrors.push(watchConsole(outsider));
    const outsiderScripts = watchScripts(outsider);
    await signUpInBrowser(outsider, journey.server.url, OUTSIDER_EMAIL);
    await outsider.goto(url("/build-text"));
    await outsider.getByRole("heading", { level: 1, name: "Build Your Text Prompt" }).waitFor();
    await outsider.getByRole("button", { name: "Open navigation" }).click();
    await outsider.getByRole("link", { name: "Settings" }).waitFor();
    expect(await outsider.getByRole("link", { name: "Admin Dashboard" }).count()).toBe(0);
    await outsider.goto(url("/admin"));
    await outsider.getByRole("heading", { level: 1, name: "Access Denied" }).waitFor();
    expect(await outsider.title()).toBe("Access Denied · Promptsmith");
    await outsider.getByText("You don't have permission to access this page.").waitFor();
    expect(await a11yViolations(outsider)).toBe("[]");
    await outsider.getByRole("link", { name: "Go to Homepage" }).click();
    await outsider.waitForURL(url("/build-text"));
    expect(outsiderScripts.filter((script) => chartChunks.includes(script))).toEqual([]);

    expect(consoleErrors.flat()).toEqual([]);
    await Promise.all(contexts.map((context) => context.close()));
  }, 240_000);
});
