import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LIBRARY_MESSAGES } from "@/domain/library";
import { seriousA11yViolations, watchConsole } from "../support/browser";
import { choose, mailboxLink, shownOption, useJourney } from "../support/journey";
import { PASSWORD } from "../support/users";

// What people ask prompt libraries for, end to end: a prompt generated and never saved is found in History and
// saved from there; a {{topic}} variable typed into it is filled in at use; two edits make versions that diff
// and restore; the production label moved to a version serves that version to an application by the prompt's API
// name, filled in by render; a share link opens for a signed-out visitor, who saves it into their own account;
// revoked, it is gone.

const TITLE = "Quarterly newsletter";

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

describe("journey: History, variables, versions and share links", () => {
  const journey = useJourney();

  it("finds an unsaved generation in History, saves it, fills a variable, diffs and restores versions, and shares it", async () => {
    const page = await journey.signedInPage("keeper@example.com", {
      viewport: { width: 1280, height: 900 },
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const consoleErrors = watchConsole(page);
    const { url } = journey;

    // Generate without saving.
    await page.goto(url("/build-text"));
    await page.getByRole("heading", { level: 1, name: "Build Your Text Prompt" }).waitFor();
    await page.getByLabel("Topic", { exact: true }).fill("Municipal bonds");
    await choose(page, "Industry", "Finance");
    await choose(page, "Content Type", "Newsletter");
    await page.getByRole("button", { name: "Generate Text Prompt" }).click();
    await page.locator('[data-testid="result-text"][data-state="done"]').waitFor();
    const generated = (await page.getByTestId("result-text").textContent()) ?? "";
    expect(generated.length).toBeGreaterThan(20);
    // With a topic given, the prompt has no variable yet: the one added below is the user's.
    expect(generated).not.toContain("{{");

    // History has it; open it whole and save it to the library.
    await page.getByRole("link", { name: "History" }).click();
    await page.getByRole("heading", { level: 1, name: "History" }).waitFor();
    const entry = page.getByRole("article", { name: /^Text prompt, / });
    await entry.getByText("Completed").waitFor();
    expect(await entry.count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Export: the whole history as a file.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^promptsmith-history-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as { generations: { content: string; status: string }[] };
    expect(exported.generations).toEqual([expect.objectContaining({ content: generated, status: "completed" })]);
    await entry.getByRole("button", { name: "Open" }).click();
    const opened = page.getByRole("dialog", { name: "Text prompt" });
    expect(await opened.getByTestId("history-prompt").textContent()).toBe(generated);
    const inputs = opened.getByRole("region", { name: "Inputs" });
    await inputs.getByText("Municipal bonds").waitFor();
    await inputs.getByText("Finance").waitFor();
    await opened.getByRole("button", { name: "Save Prompt" }).click();
    const save = page.getByRole("dialog", { name: "Save Prompt" });
    await save.getByLabel("Name", { exact: true }).fill(TITLE);
    await save.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText(LIBRARY_MESSAGES.promptSaved).last().waitFor();
    await save.waitFor({ state: "detached" });

    // Its inputs reopen in the builder.
    await opened.getByRole("button", { name: "Reopen inputs" }).click();
    await page.waitForURL(url("/build-text"));
    await page.getByText(LIBRARY_MESSAGES.inputLoaded).waitFor();
    expect(await page.getByLabel("Topic", { exact: true }).inputValue()).toBe("Municipal bonds");
    expect(await shownOption(page, "Industry")).toBe("Finance");
    expect(await shownOption(page, "Content Type")).toBe("Newsletter");

    await page.getByRole("link", { name: "Saved Prompts" }).click();
    const saved = card(page, TITLE);
    await saved.waitFor();
    expect(await saved.getByTestId("prompt-content").textContent()).toBe(generated);

    // Edit it twice: a {{topic}} variable with a note (version 2), then another word (version 3).
    const withTopic = `${generated}\n\nFocus on {{topic}}.`;
    const edit = async (content: string, note: string) => {
      await saved.getByRole("button", { name: "Edit" }).click();
      const editor = page.getByRole("dialog", { name: "Edit prompt" });
      const box = editor.getByLabel("Prompt", { exact: true });
      await box.fill(content);
      // The variable is marked behind the text, in the box's own lines: the box grows with the text, never scrolls alone.
      const mark = editor.getByTestId("variable-highlights").locator("mark");
      expect(await mark.allTextContents()).toEqual(["{{topic}}"]);
      expect(await box.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
      const [boxArea, markArea] = [await box.boundingBox(), await mark.boundingBox()];
      expect(markArea!.y + markArea!.height).toBeLessThanOrEqual(boxArea!.y + boxArea!.height);
      await editor.getByLabel("Note (optional)", { exact: true }).fill(note);
      await editor.getByRole("button", { name: "Save changes" }).click();
      await page.getByText("Prompt updated successfully").last().waitFor();
      await editor.waitFor({ state: "detached" });
    };
    await edit(withTopic, "Ask for a topic");
    await saved.getByRole("list", { name: "Variables" }).getByText("{{topic}}", { exact: true }).waitFor();

    // Use: one field per variable; Copy puts the filled-in prompt on the clipboard, and it pastes as such.
    await saved.getByRole("button", { name: "Use", exact: true }).click();
    const use = page.getByRole("dialog", { name: "Use prompt" });
    await use.getByLabel("topic", { exact: true }).fill("bond ladders");
    await use.getByRole("button", { name: "Copy", exact: true }).click();
    await use.getByText("Copied").waitFor();
    await use.getByRole("button", { name: "Close", exact: true }).first().click();
    await use.waitFor({ state: "detached" });
    const filled = `${generated}\n\nFocus on bond ladders.`;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(filled);
    // Pasted where a prompt goes next: Improve a Prompt's box.
    await page.getByRole("link", { name: "Improve a Prompt" }).click();
    const box = page.getByLabel("Your prompt", { exact: true });
    await expect.poll(() => box.isEditable()).toBe(true);
    await box.focus();
    await page.keyboard.press("ControlOrMeta+V");
    expect(await box.inputValue()).toBe(filled);
    await page.getByRole("link", { name: "Saved Prompts" }).click();
    await saved.waitFor();

    await edit(withTopic.replace("Focus on", "Concentrate on"), "Stronger verb");

    // The editor's History: three versions; the word diff between the first and the newest; restore the first.
    await saved.getByRole("button", { name: "Edit" }).click();
    const editor = page.getByRole("dialog", { name: "Edit prompt" });
    await editor.getByRole("button", { name: "History" }).click();
    const versions = editor.getByRole("list", { name: "Versions" });
    await versions.getByText("Version 3").waitFor();
    expect(await versions.getByRole("listitem").count()).toBe(3);
    await versions.getByText("Stronger verb").waitFor();
    await choose(editor, "From", "Version 1");
    await choose(editor, "To", "Version 3");
    const diff = editor.getByTestId("version-diff");
    expect(await diff.locator("ins").allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining("Concentrate")]));
    expect(await diff.locator("del").count()).toBe(0);
    await choose(editor, "From", "Version 2");
    expect(await diff.locator("del").allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining("Focus")]));
    await versions.getByRole("button", { name: "Restore version 1" }).click();
    await versions.getByRole("group", { name: "Restore version 1" }).getByRole("button", { name: "Restore version 1" }).click();
    await versions.getByText("Version 4").waitFor();
    await versions.getByText("Restored version 1").waitFor();
    expect(await editor.getByLabel("Prompt", { exact: true }).inputValue()).toBe(generated);

    // Serve version 2 to applications: point production at it, then fetch and render it by the prompt's API name.
    const labels = editor.getByRole("group", { name: "Move a label" });
    expect(await labels.getByLabel("Label", { exact: true }).inputValue()).toBe("production");
    await choose(labels, "Version", "Version 2");
    await labels.getByRole("button", { name: "Move label" }).click();
    await page.getByText("production now points at version 2").waitFor();
    await editor.getByRole("list", { name: "Label moves" }).getByText(/^production (set on|moved from version \d+ to) version 2$/).waitFor();
    const name = await editor.getByLabel("API name", { exact: true }).inputValue();
    expect(name).toMatch(/^[a-z0-9][a-z0-9_-]*$/);
    await page.keyboard.press("Escape");
    await editor.waitFor({ state: "detached" });
    await expect.poll(() => saved.getByTestId("prompt-content").textContent()).toBe(generated);
    await saved.getByRole("list", { name: "Labels" }).getByText("production: v2").waitFor();
    const created = await page.request.post(url("/api/api-keys"), {
      headers: { origin: journey.server.url, "content-type": "application/json" },
      data: { name: "My app", scope: "full" },
    });
    expect(created.status()).toBe(201);
    const { key } = (await created.json()) as { key: string };
    const served = await fetch(url(`/api/v1/prompts/${name}`), { headers: { authorization: `Bearer ${key}` } });
    expect(await served.json()).toMatchObject({ name, version: 2, labels: ["production"], content: withTopic });
    const rendered = await fetch(url(`/api/v1/prompts/${name}/render`), {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ variables: { topic: "tide pools" } }),
    });
    expect(await rendered.json()).toMatchObject({ version: 2, text: withTopic.replace("{{topic}}", "tide pools") });

    // Share it.
    await saved.getByRole("button", { name: "Share" }).click();
    const share = page.getByRole("dialog", { name: `Share “${TITLE}”` });
    await share.getByRole("button", { name: "Create link" }).click();
    const link = share.getByLabel("Share link", { exact: true });
    await link.waitFor();
    const shareUrl = await link.inputValue();
    expect(shareUrl).toMatch(/\/p\/[A-Za-z0-9_-]{40,}$/);
    await page.keyboard.press("Escape");

    // Someone without an account opens the link in a fresh, signed-out browser.
    const reader = "reader@example.com";
    const visitor = await (await journey.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const visitorErrors = watchConsole(visitor);
    const response = await visitor.goto(shareUrl);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    expect(await visitor.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await visitor.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    expect(await visitor.getByRole("group", { name: "Prompt text" }).textContent()).toBe(generated);
    expect(await visitor.content()).not.toContain("keeper@example.com");
    expect(await seriousA11yViolations(visitor)).toEqual([]);

    // Save to my library: sign in first (here, sign up, confirm the e-mail, sign in); back on the link, the copy
    // is saved into the new account's library.
    await visitor.getByRole("button", { name: "Save to my library" }).click();
    await visitor.waitForURL(url("/login"));
    await visitor.getByRole("link", { name: "Sign up" }).click();
    await visitor.getByLabel("Email", { exact: true }).fill(reader);
    await visitor.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await visitor.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
    await visitor.getByRole("button", { name: "Create account" }).click();
    await visitor.waitForURL(url("/login"));
    await visitor.request.get(await mailboxLink(visitor, journey.server.url, reader), { maxRedirects: 0 });
    await visitor.getByLabel("Email", { exact: true }).fill(reader);
    await visitor.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await visitor.getByRole("button", { name: "Sign in", exact: true }).click();
    await visitor.waitForURL(shareUrl);
    await visitor.getByText("Saved to your library.").waitFor();
    await visitor.getByRole("link", { name: "Saved Prompts" }).click();
    await visitor.getByRole("heading", { level: 1, name: "Saved Prompts" }).waitFor();
    expect(await card(visitor, TITLE).getByTestId("prompt-content").textContent()).toBe(generated);

    // The owner revokes the link from the list of shared prompts; the link now answers a clear 404 page.
    await page.getByRole("link", { name: "Shared links" }).click();
    await page.getByRole("heading", { level: 1, name: "Shared links" }).waitFor();
    // One page served to the visitor: one view (coming back from signing in is the app's own move, not a page).
    await page.getByText("1 view · Never expires").waitFor();
    await page.getByRole("button", { name: "Revoke" }).click();
    await page.getByText(/revoked/i).first().waitFor();
    const gone = await visitor.goto(shareUrl);
    expect(gone?.status()).toBe(404);
    await visitor.getByRole("heading", { level: 1, name: "This link is no longer available." }).waitFor();

    expect(consoleErrors).toEqual([]);
    expect(visitorErrors.filter((error) => !error.includes("404"))).toEqual([]);
  });
});
