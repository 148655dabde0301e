import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { defaultTextForm } from "@/domain/builders";
import { watchConsole } from "../support/browser";
import { useJourney } from "../support/journey";

const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a brand new password";

/** Opens the development mailbox page and clicks the link in the newest message to `to` with `subject`. */
async function clickMailboxLink(page: Page, baseUrl: string, to: string, subject: string, linkText: string) {
  await page.goto(`${baseUrl}/dev/mailbox`);
  const message = page
    .locator("article")
    .filter({ hasText: `To ${to}` })
    .filter({ has: page.getByRole("heading", { name: subject }) })
    .first();
  await message.getByRole("link", { name: linkText }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByText("Signed in successfully").waitFor();
}

// A new user's whole account life: sign-up and confirmation, sign-in, settings, sign-out, password
// reset through the mailbox, the guard's way back, and deleting the account.
describe("journey: an account from sign-up to deletion", () => {
  const journey = useJourney();

  it("signs up, confirms, signs in, renames, logs out, resets the password and deletes the account", async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const consoleErrors = watchConsole(page);
    const email = `journey-${randomBytes(4).toString("hex")}@example.com`;
    const { url } = journey;

    // Sign up through the form.
    await page.goto(url("/signup"));
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("Account created! Please check your email to confirm your account.").waitFor();
    await page.waitForURL(url("/login"));

    // Confirm the e-mail from the development mailbox; the link comes back to /login.
    await clickMailboxLink(page, journey.server.url, email, "Confirm your Promptsmith account", "Confirm my e-mail");
    await page.waitForURL(url("/login?verified=1"));
    await page.getByText("Your e-mail is confirmed. You can sign in now.").waitFor();
    await page.getByText("Connected to server").waitFor();

    // Sign in and land on the text builder, with the e-mail's local part as the display name.
    await signIn(page, email, PASSWORD);
    await page.waitForURL(url("/build-text"));
    const accountName = page.getByTestId("account-name");
    await expect.poll(() => accountName.textContent()).toBe(email.split("@")[0]);

    // Rename in settings: pencil, new name, confirm.
    await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Settings" }).click();
    await page.waitForURL(url("/settings"));
    await page.getByRole("button", { name: "Edit name" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
    await page.getByRole("form", { name: "Edit name" }).getByRole("button", { name: "Save" }).click();
    await page.getByText("Name updated successfully").waitFor();
    await page.getByRole("button", { name: "Edit name" }).waitFor();
    await expect.poll(() => accountName.textContent()).toBe("Ada Lovelace");

    // Log out: the page is replaced with /login.
    await page.getByRole("button", { name: "Log Out" }).click();
    await page.waitForURL(url("/login"));
    await page.getByText("Logged out successfully").waitFor();

    // Ask for a reset link.
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(url("/forgot-password"));
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    await page.getByText("Reset link sent to your email").waitFor();
    await page.getByRole("link", { name: "Back to login" }).waitFor();

    // Open it from the mailbox and choose a new password; the page returns to /login after 3 s.
    await clickMailboxLink(page, journey.server.url, email, "Reset your Promptsmith password", "Choose a new password");
    await page.waitForURL(/\/reset-password\?token=/);
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByRole("status").filter({ hasText: "Password reset successfully" }).waitFor();
    await page.waitForURL(url("/login"));

    // Signed out, /settings sends the visitor to /login, and signing in comes back to /settings.
    await page.goto(url("/settings"));
    await page.waitForURL(url("/login"));
    await page.getByText("Please sign in to continue.").waitFor();
    await signIn(page, email, NEW_PASSWORD);
    await page.waitForURL(url("/settings"));

    // Something to keep: a saved prompt and saved inputs.
    for (const [path, data] of [
      ["/api/saved-prompts", { title: "Keeper", content: "A prompt worth keeping", promptType: "text", tags: "" }],
      ["/api/saved-inputs", { name: "Keeper inputs", inputType: "text", inputData: { ...defaultTextForm, industry: "marketing" } }],
    ] as const) {
      expect((await page.request.post(url(path), { headers: { origin: journey.server.url }, data })).status()).toBe(201);
    }

    // Delete Account opens a dialog; Cancel puts focus back on the button that opened it.
    const opener = page.getByRole("button", { name: "Delete Account" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Delete Account" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => opener.evaluate((button) => button === document.activeElement)).toBe(true);

    // The dialog offers a copy of the library first: both files download with what was saved.
    await opener.click();
    await dialog.getByText("Are you sure you want to delete your account? This action cannot be undone.").waitFor();
    const downloaded = async (button: string) => {
      const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: button }).click()]);
      return { name: download.suggestedFilename(), file: JSON.parse(await readFile((await download.path())!, "utf8")) };
    };
    const prompts = await downloaded("Download prompts");
    expect(prompts.name).toMatch(/^promptsmith-prompts-\d{4}-\d{2}-\d{2}\.json$/);
    expect(prompts.file.prompts.map((p: { title: string }) => p.title)).toEqual(["Keeper"]);
    const inputs = await downloaded("Download inputs");
    expect(inputs.name).toMatch(/^promptsmith-inputs-\d{4}-\d{2}-\d{2}\.json$/);
    expect(inputs.file.inputs.map((i: { name: string }) => i.name)).toEqual(["Keeper inputs"]);

    // Delete Account stays off until the e-mail address is typed; the current password is asked too.
    const confirmDelete = dialog.getByRole("form", { name: "Delete Account" }).getByRole("button", { name: "Delete Account" });
    expect(await confirmDelete.isDisabled()).toBe(true);
    await dialog.getByLabel("Type your e-mail address to confirm", { exact: true }).fill(email);
    await dialog.getByLabel("Current password", { exact: true }).fill(NEW_PASSWORD);
    await expect.poll(() => confirmDelete.isEnabled()).toBe(true);
    await confirmDelete.click();
    await page.waitForURL(url("/login"));
    await page.getByText("Account deleted successfully").waitFor();

    // The account is gone: its password no longer signs in.
    const again = await page.request.post(url("/api/auth/sign-in/email"), {
      headers: { origin: journey.server.url },
      data: { email, password: NEW_PASSWORD },
    });
    expect(again.status()).toBe(401);

    expect(consoleErrors).toEqual([]);
  });
});
