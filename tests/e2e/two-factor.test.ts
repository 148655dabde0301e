import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousA11yViolations, watchConsole } from "../support/browser";
import { signUpInBrowser, useJourney } from "../support/journey";
import { nextTotpCode, totpCode } from "../support/totp";
import { PASSWORD } from "../support/users";

/** The subjects of the development mailbox's messages to `to`, newest first. */
async function mailSubjects(page: Page, baseUrl: string, to: string): Promise<string[]> {
  const res = await page.request.get(`${baseUrl}/api/dev/mailbox`);
  const { messages } = (await res.json()) as { messages: { to: string; subject: string }[] };
  return messages.filter((m) => m.to === to).map((m) => m.subject);
}

async function logOut(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/settings`);
  await page.getByRole("button", { name: "Log Out" }).click();
  await page.waitForURL(`${baseUrl}/login`);
}

/** The password step of the sign-in form; an account with two-factor then asks for a code. */
async function passwordStep(page: Page, email: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("heading", { name: "Two-factor authentication" }).waitFor();
}

// A user turns on two-factor sign-in in Settings (QR code drawn in the page, the key for manual entry, a
// first code, the recovery codes downloaded), signs in with a code from the app, then with a recovery
// code, and turns it off again with the password. Each change is mailed to them.
describe("journey: two-factor sign-in", () => {
  const journey = useJourney();

  it("enables, signs in with a code, then with a recovery code, and disables", async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    const consoleErrors = watchConsole(page);
    const email = `two-factor-${randomBytes(4).toString("hex")}@example.com`;
    const { url } = journey;
    await signUpInBrowser(page, journey.server.url, email);

    // Enable: password, then the QR code and the key; the app's first code turns it on.
    await page.goto(url("/settings"));
    await page.getByRole("button", { name: "Enable two-factor" }).click();
    const dialog = page.getByRole("dialog", { name: "Set up two-factor authentication" });
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    const secret = (await dialog.getByLabel("Setup key").textContent())!.replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByLabel("6-digit code", { exact: true }).fill(totpCode(secret));
    await dialog.getByRole("button", { name: "Verify" }).click();

    // The recovery codes, once: downloaded as a file.
    const codeList = dialog.getByRole("list", { name: "Recovery codes" });
    await codeList.waitFor();
    const codes = await codeList.getByRole("listitem").allTextContents();
    expect(codes).toHaveLength(10);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download codes" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("promptsmith-recovery-codes.txt");
    await dialog.getByRole("button", { name: "Done" }).click();
    await page.getByRole("button", { name: "Disable two-factor" }).waitFor();
    expect(await mailSubjects(page, journey.server.url, email)).toContain("Security notice for your Promptsmith account");

    // The two-factor cookie that holds the sign-in between its steps is out of the page's reach.
    await logOut(page, journey.server.url);
    await passwordStep(page, email);
    const challenge = (await page.context().cookies()).find((cookie) => cookie.name.endsWith("two_factor"));
    expect(challenge?.httpOnly).toBe(true);

    // Sign in with a code from the app: the next one, as the setup used the current one.
    await page.getByLabel("Authentication code", { exact: true }).fill(nextTotpCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText("Signed in successfully").waitFor();
    await page.waitForURL(url("/build-text"));

    // Signed out, /settings asks for sign-in; a recovery code brings the user back there.
    await logOut(page, journey.server.url);
    await page.goto(url("/settings"));
    await page.waitForURL(url("/login"));
    await passwordStep(page, email);
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Recovery code", { exact: true }).fill(codes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(url("/settings"));

    // This device is listed among the active sessions.
    const sessions = page.getByRole("list", { name: "Active sessions" });
    await sessions.getByText("This device").waitFor();
    const thisDevice = sessions.getByRole("listitem").filter({ hasText: "This device" });
    await expect(thisDevice.textContent()).resolves.toContain("Chrome on Linux");

    // Disable, with the password.
    await page.getByRole("button", { name: "Disable two-factor" }).click();
    const disable = page.getByRole("dialog", { name: "Disable two-factor authentication" });
    await disable.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await disable.getByRole("button", { name: "Disable" }).click();
    await page.getByText("Two-factor authentication is off").waitFor();
    await page.getByRole("button", { name: "Enable two-factor" }).waitFor();
    const notices = (await mailSubjects(page, journey.server.url, email)).filter((s) => s === "Security notice for your Promptsmith account");
    expect(notices).toHaveLength(2);

    expect(consoleErrors).toEqual([]);
  });
});
