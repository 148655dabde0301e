import { describe, expect, it } from "vitest";
import { seriousA11yViolations, watchConsole } from "../support/browser";
import { useJourney } from "../support/journey";

// A visitor's first look: the landing page, every footer link, the contact form, accessibility.
describe("journey: a visitor explores the public pages", () => {
  const journey = useJourney();

  it("follows every footer link, sends the contact form, and meets accessibility rules", async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const consoleErrors = watchConsole(page);

    await page.goto(journey.server.url);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBeTruthy();
    await page.getByRole("banner").getByText("Promptsmith").first().waitFor();
    await page.locator("#pricing").getByText("$10").first().waitFor();
    await page.locator("#pricing").getByText("Most Popular").waitFor();

    const violations = await seriousA11yViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

    const footerLinks: [string, string, RegExp][] = [
      ["About", "/about", /about/i],
      ["Contact", "/contact", /contact/i],
      ["Terms", "/terms", /terms/i],
      ["Privacy", "/privacy", /privacy/i],
      ["Refund Policy", "/refunds", /refund/i],
    ];
    for (const [name, pathname, heading] of footerLinks) {
      await page.goto(journey.server.url);
      await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).click();
      await page.waitForURL(journey.url(pathname));
      await expect.poll(() => page.title()).toMatch(heading);
      await page.getByRole("heading", { level: 1 }).waitFor();
    }

    // The contact form sends the message to the team: the visitor is thanked once the server confirmed, the
    // form empties, and the message is in the support inbox (the development mailbox here).
    await page.goto(journey.url("/contact"));
    await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
    await page.getByLabel("Email", { exact: true }).fill("ada@example.com");
    await page.getByLabel("Subject", { exact: true }).fill("Teams plan");
    await page.getByLabel("Message", { exact: true }).fill("We would like a demo for our agency.");
    const sent = page.waitForResponse((res) => res.url().endsWith("/api/contact"));
    await page.getByRole("button", { name: /send/i }).click();
    expect((await sent).status()).toBe(201);
    await page.getByText("Message sent successfully! We'll get back to you soon.").waitFor();
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe("");
    expect(await page.getByLabel("Message", { exact: true }).inputValue()).toBe("");
    const { messages } = (await (await page.request.get(journey.url("/api/dev/mailbox"))).json()) as {
      messages: { subject: string; text: string }[];
    };
    expect(messages.find((m) => m.subject === "Contact form: Teams plan")?.text).toContain("We would like a demo for our agency.");
    expect(await page.getByText(/chatbot/i).count()).toBe(0);

    expect(consoleErrors).toEqual([]);
  });

  it("shows each page before its script has run: the server renders it, the browser then takes it over", async () => {
    const context = await journey.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(journey.server.url);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.locator("#pricing").getByText("Most Popular").waitFor();
    await page.goto(journey.url("/login"));
    await page.getByText("Welcome back. Sign in to build and save your prompts.").waitFor();
    const email = page.getByLabel("Email", { exact: true });
    await email.waitFor();
    // Its own title, and a form that takes nothing until the script can handle it.
    expect(await page.title()).toBe("Sign in · Promptsmith");
    expect(await email.isEditable()).toBe(false);
    expect(await page.getByRole("button", { name: "Sign in" }).isDisabled()).toBe(true);
    await context.close();

    // With its script, the same markup is taken over in place: no hydration error, and the page answers.
    const live = await journey.browser.newPage();
    const consoleErrors = watchConsole(live);
    await live.goto(journey.url("/login"));
    // The page's five scripts load and run after the first paint: on a busy machine that takes more than 5 s.
    await expect.poll(() => live.getByLabel("Email", { exact: true }).isEditable()).toBe(true);
    await live.getByRole("link", { name: /sign up/i }).first().click();
    await live.waitForURL(journey.url("/signup"));
    expect(consoleErrors).toEqual([]);
    await live.close();
  });
});
