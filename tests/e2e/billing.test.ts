import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousA11yViolations, watchConsole } from "../support/browser";
import { useJourney } from "../support/journey";

// A free user upgrades to Pro through the demo checkout, sees Pro on /billing and in the builders,
// schedules the downgrade and, once the server's clock has passed the period's end, is back on Free.
// Billing history lists the payment; a scheduled downgrade can be withdrawn with Keep Pro. The success page
// confirms only a payment recorded for this user and this checkout. A last user asks sales about Teams and
// meets a failed load of the billing screen.

const DAY_MS = 24 * 3600 * 1000;
const DOWNGRADE_NOTICE = "Your plan will be downgraded to FREE at the end of the current billing period";

const usage = (page: Page) => page.getByTestId("billing-usage-count").textContent();
const currentPlan = (page: Page) => page.getByTestId("current-plan").textContent();
const planButton = (page: Page, plan: "free" | "pro" | "teams") => page.getByTestId(`plan-${plan}-action`);
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").getByText(text, { exact: true });

/** The billing history's rows as their cells read (date, plan, amount, status). */
const historyRows = async (page: Page) =>
  page
    .getByTestId("billing-history")
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent)));
const today = () => new Date().toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => [document.documentElement, document.querySelector("main")!].some((el) => el.scrollWidth > el.clientWidth));

/** Pays for Pro through the demo checkout; returns the transaction id the success page was given. */
async function payForPro(page: Page, url: string): Promise<string> {
  await openBilling(page, url);
  await planButton(page, "pro").click();
  await page.getByRole("dialog", { name: "Demo checkout" }).getByRole("button", { name: "Pay $10" }).click();
  await page.getByRole("heading", { level: 1, name: "Payment Successful!" }).waitFor();
  return new URL(page.url()).searchParams.get("transaction_id")!;
}

/** The browser reports a failed request as a console error; the journey expects exactly these. */
const expected500 = (message: string) => /Failed to load resource: .*status of 500/.test(message);

async function openBilling(page: Page, url: string) {
  await page.goto(`${url}/billing`);
  await page.getByRole("heading", { level: 1, name: "Billing & Subscription" }).waitFor();
}

describe("journey: a free user upgrades to Pro and back", () => {
  const journey = useJourney();

  it("pays through the demo checkout, sees Pro everywhere, downgrades, and is Free after the period", async () => {
    const page = await journey.signedInPage("payer@example.com");
    const consoleErrors = watchConsole(page);

    // Free: 5 of 5, the current plan on the Free card.
    await openBilling(page, journey.server.url);
    await expect.poll(() => usage(page)).toBe("5/5");
    expect(await currentPlan(page)).toBe("Free plan");
    expect(await planButton(page, "free").textContent()).toBe("CURRENT PLAN");
    expect(await planButton(page, "free").isDisabled()).toBe(true);
    expect(await planButton(page, "pro").textContent()).toBe("UPGRADE TO PRO");
    expect(await planButton(page, "teams").textContent()).toBe("CONTACT SALES");
    const cards = await Promise.all(["free", "pro", "teams"].map((id) => page.getByTestId(`plan-${id}`).innerText()));
    expect(cards[0]).toMatch(/\$0[\s\S]*5 generations per month[\s\S]*Save up to 10 prompts[\s\S]*Save unlimited templates/);
    expect(cards[1]).toMatch(/\$10\s*\/month[\s\S]*1000 generations per month/);
    expect(cards[2]).toMatch(/contact only[\s\S]*5000 generations per month/);
    expect(await page.getByText(DOWNGRADE_NOTICE).count()).toBe(0);
    expect(JSON.stringify(await seriousA11yViolations(page), null, 1)).toBe("[]");

    // UPGRADE TO PRO opens the demo overlay: labelled a demo, the amount from the checkout answer.
    await planButton(page, "pro").click();
    const overlay = page.getByRole("dialog", { name: "Demo checkout" });
    await overlay.waitFor();
    expect(await overlay.getByTestId("demo-label").textContent()).toBe("Demo");
    expect(await overlay.getByTestId("demo-amount").textContent()).toBe("$10");
    await overlay.getByText("no card is charged", { exact: false }).waitFor();
    expect(JSON.stringify(await seriousA11yViolations(page), null, 1)).toBe("[]");

    // Close just closes; the button is usable again.
    await overlay.getByRole("button", { name: "Close" }).first().click();
    await overlay.waitFor({ state: "detached" });
    expect(await planButton(page, "pro").isEnabled()).toBe(true);

    // Pay: the server runs the payment events, then the success page confirms by asking the server.
    await planButton(page, "pro").click();
    await overlay.getByRole("button", { name: "Pay $10" }).click();
    await page.waitForURL((url) => url.pathname === "/checkout/success" && url.searchParams.get("planId") === "pro");
    await page.getByRole("heading", { level: 1, name: "Payment Successful!" }).waitFor();
    await page.getByText("Welcome to your new subscription plan!").waitFor();
    expect(await page.getByTestId("countdown").textContent()).toMatch(/^Going to Billing in (60|59|58) seconds\.$/);

    await page.getByRole("link", { name: "Go to Billing" }).click();
    await page.waitForURL(journey.url("/billing"));
    await expect.poll(() => usage(page)).toBe("1000/1000");
    // The payment is in the billing history; the demo provider has no invoice to offer.
    await expect.poll(() => historyRows(page)).toEqual([[today(), "Pro", "$10.00", "Paid"]]);
    expect(await page.getByRole("button", { name: /Invoice/ }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Manage payment method" }).count()).toBe(0);
    // On a 375 px phone the history fits: nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await sidewaysScroll(page), "/billing with a payment scrolls sideways at 375 px").toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await currentPlan(page)).toBe("Pro plan");
    expect(await planButton(page, "pro").textContent()).toBe("CURRENT PLAN");
    expect(await planButton(page, "pro").isDisabled()).toBe(true);
    expect(await planButton(page, "free").textContent()).toBe("DOWNGRADE TO FREE");
    const renews = (await page.getByTestId("renews-on").textContent())!.replace("Renewal", "");
    const renewsOn = new Date(renews.replace(/^Renews on /, ""));
    const daysAhead = (renewsOn.getTime() - Date.now()) / DAY_MS;
    expect(renews).toMatch(/^Renews on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(daysAhead).toBeGreaterThan(26);
    expect(daysAhead).toBeLessThan(32);

    // The builders read the same subscription.
    await page.getByRole("link", { name: "Build Text Prompt" }).click();
    await page.getByRole("heading", { name: "Pro Prompts Remaining" }).waitFor();
    await expect.poll(() => page.getByTestId("usage-count").textContent()).toBe("1000/1000");

    // Downgrade, confirmed: pending on the Free card, with the notice.
    await page.getByRole("link", { name: "Billing", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Billing & Subscription" }).waitFor();
    await planButton(page, "free").click();
    const confirm = page.getByRole("dialog", { name: "Downgrade to Free?" });
    await confirm.getByRole("button", { name: "Downgrade to Free" }).click();
    await toast(page, DOWNGRADE_NOTICE).waitFor();
    await confirm.waitFor({ state: "detached" });
    await expect.poll(() => planButton(page, "free").textContent()).toBe("PENDING DOWNGRADE");
    expect(await planButton(page, "free").isDisabled()).toBe(true);
    expect(await planButton(page, "pro").textContent()).toBe("CURRENT PLAN");
    const notice = page.getByTestId("pending-downgrade-notice");
    expect(await notice.innerText()).toContain(`${DOWNGRADE_NOTICE}.`);
    expect(await notice.innerText()).toContain(renews.replace(/^Renews on /, ""));
    expect(await currentPlan(page)).toBe("Pro plan");
    // The usage card says the plan ends then, no longer that it renews.
    expect((await page.getByTestId("ends-on").textContent())!.replace("Plan end", "")).toBe(renews.replace("Renews", "Ends"));
    expect(await page.getByTestId("renews-on").count()).toBe(0);

    // Keep Pro withdraws the downgrade: it renews again, and DOWNGRADE TO FREE is back.
    await notice.getByRole("button", { name: "Keep Pro" }).click();
    await toast(page, `You keep Pro. It renews on ${renews.replace(/^Renews on /, "")}.`).waitFor();
    await notice.waitFor({ state: "detached" });
    expect(await planButton(page, "free").textContent()).toBe("DOWNGRADE TO FREE");
    expect((await page.getByTestId("renews-on").textContent())!.replace("Renewal", "")).toBe(renews);
    await page.reload();
    await expect.poll(() => planButton(page, "free").textContent()).toBe("DOWNGRADE TO FREE");

    // Downgrade again, for good this time.
    await planButton(page, "free").click();
    await confirm.getByRole("button", { name: "Downgrade to Free" }).click();
    await expect.poll(() => planButton(page, "free").textContent()).toBe("PENDING DOWNGRADE");

    // The period ends (the server's test clock moves 32 days on): Free with 5.
    const moved = await page.request.post(journey.url("/api/test/clock"), {
      data: { offsetMs: 32 * DAY_MS },
      headers: { origin: journey.server.url },
    });
    expect(moved.ok()).toBe(true);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Billing & Subscription" }).waitFor();
    await expect.poll(() => usage(page)).toBe("5/5");
    expect(await currentPlan(page)).toBe("Free plan");
    expect(await planButton(page, "free").textContent()).toBe("CURRENT PLAN");
    expect(await planButton(page, "pro").textContent()).toBe("UPGRADE TO PRO");
    expect(await page.getByTestId("pending-downgrade-notice").count()).toBe(0);

    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("never claims a payment the server has not recorded for this user and this checkout", async () => {
    const payer = await journey.signedInPage("first-payer@example.com");
    const paidId = await payForPro(payer, journey.server.url);
    expect(paidId).toMatch(/^txn_demo_[0-9a-f]{32}$/);

    // A free user who never paid opens a made-up transaction: 'Payment Processed', no success. (That the page
    // stops asking after 10 s is checked on the page's own clock, in checkout-success-page.test.tsx.)
    const page = await journey.signedInPage("never-paid@example.com");
    const consoleErrors = watchConsole(page);
    await page.goto(journey.url("/checkout/success?planId=pro&transaction_id=txn_fake"));
    await page.getByRole("heading", { level: 1, name: "Payment Processed" }).waitFor();
    expect(await page.getByTestId("issue-message").textContent()).toMatch(/^We could not confirm a payment for this checkout\./);
    expect(await page.getByText("Payment Successful!").count()).toBe(0);
    await page.getByRole("button", { name: "Try Again" }).waitFor();
    await page.getByRole("link", { name: "Go to Billing" }).click();
    await expect.poll(() => usage(page)).toBe("5/5");
    expect(await page.getByTestId("billing-history-empty").textContent()).toBe("No payments yet. Your payments will be listed here.");

    // Someone else's real payment confirms nothing either, even to a user on Pro by a payment of their own.
    await payForPro(page, journey.server.url);
    await page.goto(journey.url(`/checkout/success?planId=pro&transaction_id=${paidId}`));
    await page.getByRole("heading", { level: 1, name: "Payment Processed" }).waitFor();
    expect(await page.getByText("Payment Successful!").count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await Promise.all([page.context().close(), payer.context().close()]);
  });

  it("asks sales about Teams by mail, and offers Retry when the subscription fails to load", async () => {
    const page = await journey.signedInPage("buyer@example.com");
    const consoleErrors = watchConsole(page);
    const { supportEmail } = (await (await page.request.get(journey.url("/api/billing/config"))).json()) as {
      supportEmail: string;
    };

    // The first answer fails: the message and Retry; Retry loads it.
    await page.route("**/api/billing/subscription", (route) => route.fulfill({ status: 500, json: { error: { code: "internal", message: "boom" } } }), {
      times: 1,
    });
    await openBilling(page, journey.server.url);
    const failure = page.getByRole("alert").filter({ hasText: "Failed to load subscription data" });
    await failure.waitFor();
    await failure.getByRole("button", { name: "Retry" }).click();
    await expect.poll(() => usage(page)).toBe("5/5");
    expect(await failure.count()).toBe(0);

    // CONTACT SALES: the toast, and a mail to the configured address. The mail client itself is the
    // browser's business: the link's navigation is stopped here, after the page has handled the click.
    const contact = page.getByRole("link", { name: "CONTACT SALES" });
    expect(await contact.getAttribute("href")).toBe(
      `mailto:${supportEmail}?subject=${encodeURIComponent("Teams plan enquiry")}`,
    );
    await page.evaluate(() =>
      document.addEventListener("click", (event) => {
        if ((event.target as Element).closest('a[href^="mailto:"]')) event.preventDefault();
      }),
    );
    await contact.click();
    await toast(page, "Redirecting to contact form...").waitFor();

    // A phone: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await sidewaysScroll(page), "/billing scrolls sideways at 390 px").toBe(false);

    expect(consoleErrors.filter((message) => !expected500(message))).toEqual([]);
    await page.context().close();
  });
});
