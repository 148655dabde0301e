import { readFile } from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LIBRARY_MESSAGES, PAGE_SIZE } from "@/domain/library";
import { seriousA11yViolations, watchConsole } from "../support/browser";
import { choose, shownOption, useJourney } from "../support/journey";

// A writer's library: a generated prompt is saved with tags and its inputs beside it; the prompt is found
// again by tag and by search, edited, copied and reopened in its builder; the inputs are renamed; both are
// deleted; the prompts travel out as JSON and Markdown and come back in through import. A title written
// as HTML stays text.

const TITLE = "Spring launch blog post";
const XSS_TITLE = '<img src=x onerror="window.__xss=1">';
const INPUTS_NAME = "Marketing blog inputs";

/** Opens a builder's save dialog, fills it and waits for the success toast. */
async function saveFromBuilder(page: Page, button: "Save Prompt" | "Save Inputs", name: string, tags?: string) {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog", { name: button });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  if (tags !== undefined) await dialog.getByLabel("Tags", { exact: true }).fill(tags);
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByText(button === "Save Prompt" ? LIBRARY_MESSAGES.promptSaved : LIBRARY_MESSAGES.inputsSaved).last().waitFor();
  await dialog.waitFor({ state: "detached" });
}

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const cards = (page: Page) => page.getByRole("list", { name: /^Saved (prompts|inputs)$/ }).getByRole("article");

/** Confirms the delete dialog opened from `item`. */
async function deleteWithConfirmation(page: Page, item: Locator, dialogName: string) {
  await item.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: dialogName });
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await dialog.waitFor({ state: "detached" });
}

/** The Undo button of the toast that says `message`. */
const undoIn = (page: Page, message: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: message }).getByRole("button", { name: "Undo" });

const cardTitles = (page: Page) => cards(page).locator("h2").allTextContents();

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

describe("journey: a writer's library of prompts and inputs", () => {
  const journey = useJourney();

  it("saves, filters, searches, edits, copies, reuses, renames, deletes, exports and imports", async () => {
    const page = await journey.signedInPage("librarian@example.com", {
      viewport: { width: 1280, height: 900 },
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const consoleErrors = watchConsole(page);
    const { url } = journey;

    // Generate a text prompt and save it with tags, then its inputs; and one more prompt titled as HTML.
    await page.goto(url("/build-text"));
    await page.getByRole("heading", { level: 1, name: "Build Your Text Prompt" }).waitFor();
    await choose(page, "Industry", "Marketing");
    await choose(page, "Content Type", "Blog Post");
    await choose(page, "Tone of Voice", "Other (Custom)");
    await page.getByPlaceholder("Enter custom tone of voice").fill("Warm and direct");
    await page.getByRole("button", { name: "Generate Text Prompt" }).click();
    await page.locator('[data-testid="result-text"][data-state="done"]').waitFor();
    const generated = (await page.getByTestId("result-text").textContent()) ?? "";
    expect(generated.length).toBeGreaterThan(20);

    // The save dialog will not save without a name.
    await page.getByRole("button", { name: "Save Prompt" }).click();
    const saveDialog = page.getByRole("dialog", { name: "Save Prompt" });
    await saveDialog.getByRole("button", { name: "Save", exact: true }).click();
    await saveDialog.getByText("Please enter a name").waitFor();
    await saveDialog.getByRole("button", { name: "Cancel" }).click();
    await saveDialog.waitFor({ state: "detached" });

    await saveFromBuilder(page, "Save Prompt", TITLE, "launch, seo");
    await saveFromBuilder(page, "Save Inputs", INPUTS_NAME);
    await saveFromBuilder(page, "Save Prompt", XSS_TITLE);

    // The library shows both prompts, newest first; the HTML title is text.
    await page.getByRole("link", { name: "Saved Prompts" }).click();
    await page.getByRole("heading", { level: 1, name: "Saved Prompts" }).waitFor();
    await card(page, TITLE).waitFor();
    expect(await cards(page).count()).toBe(2);
    expect(await cards(page).first().getByRole("heading", { level: 2 }).textContent()).toBe(XSS_TITLE);
    expect(await card(page, XSS_TITLE).locator("img").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await card(page, TITLE).getByRole("list", { name: "Tags" }).textContent()).toBe("launchseo");
    expect(await card(page, TITLE).getByText("Text", { exact: true }).count()).toBe(1);
    expect(await a11yViolations(page)).toBe("[]");

    // Filter by the 'seo' tag: the badge counts one tag, one prompt is left.
    const filter = page.getByRole("button", { name: /^Filter/ });
    await filter.click();
    await page.getByRole("button", { name: /^seo/ }).click();
    await expect.poll(() => page.getByTestId("filter-count").textContent()).toMatch(/^1/);
    await expect.poll(() => cards(page).count()).toBe(1);
    await card(page, TITLE).waitFor();

    // Search for a word of the title, then for nothing that exists; Clear filters brings everything back.
    const search = page.getByRole("searchbox", { name: "Search saved prompts" });
    await search.fill("spring");
    await page.waitForResponse((res) => res.url().includes("q=spring"));
    await expect.poll(() => cards(page).count()).toBe(1);
    await search.fill("nowhere-to-be-found");
    await page.getByText(LIBRARY_MESSAGES.noPromptsMatch).waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(await page.getByTestId("filter-count").count()).toBe(0);
    expect(await search.inputValue()).toBe("");

    // Edit the title (blank first: refused beside the field).
    await card(page, TITLE).getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit prompt" });
    await edit.getByLabel("Title", { exact: true }).fill(" ");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await edit.getByText("Please enter a title").waitFor();
    await edit.getByLabel("Title", { exact: true }).fill(`${TITLE} v2`);
    expect(await edit.getByLabel("Tags", { exact: true }).inputValue()).toBe("launch, seo");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Prompt updated successfully").waitFor();
    await edit.waitFor({ state: "detached" });
    const edited = card(page, `${TITLE} v2`);
    await edited.waitFor();

    // Copy.
    await edited.getByRole("button", { name: "Copy" }).click();
    await page.getByText("Copied to clipboard").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(generated);

    // Export JSON and Markdown while the prompts are there.
    await page.getByRole("button", { name: "Export" }).click();
    const [jsonDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: /JSON/ }).click(),
    ]);
    expect(jsonDownload.suggestedFilename()).toMatch(/^promptsmith-prompts-\d{4}-\d{2}-\d{2}\.json$/);
    const exportText = await readFile((await jsonDownload.path())!, "utf8");
    const exported = JSON.parse(exportText) as { prompts: { title: string; tags: string[]; content: string }[] };
    expect(exported.prompts.map((p) => p.title)).toEqual([XSS_TITLE, `${TITLE} v2`]);
    expect(exported.prompts[1]).toMatchObject({ tags: ["launch", "seo"], content: generated });
    await page.getByRole("button", { name: "Export" }).click();
    const [markdownDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: /Markdown/ }).click(),
    ]);
    expect(markdownDownload.suggestedFilename()).toMatch(/\.md$/);
    expect(await readFile((await markdownDownload.path())!, "utf8")).toContain(`## ${TITLE} v2`);

    // Use Inputs: the text builder opens with the same values and the saved prompt as its result.
    await edited.getByRole("button", { name: "Use Inputs" }).click();
    await page.waitForURL(url("/build-text"));
    await page.getByText(LIBRARY_MESSAGES.inputLoaded).waitFor();
    expect(await shownOption(page, "Industry")).toBe("Marketing");
    expect(await shownOption(page, "Content Type")).toBe("Blog Post");
    expect(await page.getByPlaceholder("Enter custom tone of voice").inputValue()).toBe("Warm and direct");
    expect(await page.getByTestId("result-text").textContent()).toBe(generated);

    // Saved inputs: rename, then delete; the empty text follows.
    await page.getByRole("link", { name: "Saved Inputs" }).click();
    await page.getByRole("heading", { level: 1, name: "Saved Inputs" }).waitFor();
    await card(page, INPUTS_NAME).waitFor();
    await card(page, INPUTS_NAME).getByText("Warm and direct").waitFor();
    expect(await a11yViolations(page)).toBe("[]");
    await card(page, INPUTS_NAME).getByRole("button", { name: "Edit" }).click();
    const rename = page.getByRole("dialog", { name: "Rename inputs" });
    await rename.getByLabel("Name", { exact: true }).fill("Blog inputs v2");
    await rename.getByRole("button", { name: "Save name" }).click();
    await page.getByText("Input name updated successfully").waitFor();
    await card(page, "Blog inputs v2").waitFor();
    await deleteWithConfirmation(page, card(page, "Blog inputs v2"), "Delete inputs");
    await page.getByText(LIBRARY_MESSAGES.noInputs).waitFor();
    // Undo in the success toast brings the inputs back, and the server has them again (after a reload too).
    await undoIn(page, LIBRARY_MESSAGES.inputDeleted).click();
    await page.getByText("Input restored").waitFor();
    await card(page, "Blog inputs v2").getByText("Warm and direct").waitFor();
    await page.reload();
    await card(page, "Blog inputs v2").waitFor();
    // A delete left without Undo stays done, even once the page is gone.
    await deleteWithConfirmation(page, card(page, "Blog inputs v2"), "Delete inputs");
    await page.getByText(LIBRARY_MESSAGES.inputDeleted).waitFor();
    await page.reload();
    await page.getByText(LIBRARY_MESSAGES.noInputs).waitFor();

    // Saved prompts: one deleted and brought back in its place with Undo; then both deleted, the empty text follows.
    await page.getByRole("link", { name: "Saved Prompts" }).click();
    await card(page, `${TITLE} v2`).waitFor();
    await card(page, XSS_TITLE).waitFor();
    const order = await cardTitles(page);
    await deleteWithConfirmation(page, card(page, `${TITLE} v2`), "Delete prompt");
    await expect.poll(() => cardTitles(page)).toEqual([XSS_TITLE]);
    await undoIn(page, "Prompt deleted successfully").click();
    await page.getByText("Prompt restored").waitFor();
    await expect.poll(() => cardTitles(page)).toEqual(order);
    await card(page, `${TITLE} v2`).getByRole("list", { name: "Tags" }).getByText("launch").waitFor();
    await deleteWithConfirmation(page, card(page, `${TITLE} v2`), "Delete prompt");
    await deleteWithConfirmation(page, card(page, XSS_TITLE), "Delete prompt");
    await page.getByText(LIBRARY_MESSAGES.noPrompts).waitFor();

    // Import the JSON export: the summary, then the prompts again.
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.getByRole("button", { name: "Import" }).click()]);
    await chooser.setFiles({ name: "export.json", mimeType: "application/json", buffer: Buffer.from(exportText) });
    const summary = page.getByRole("dialog", { name: "Import finished" });
    await summary.getByText("Imported 2 prompts.").waitFor();
    await summary.getByRole("button", { name: "Done" }).click();
    await card(page, `${TITLE} v2`).waitFor();
    await card(page, XSS_TITLE).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    // A small phone: nothing scrolls sideways, with cards and with the filter open.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole("button", { name: /^Filter/ }).click();
    await page.getByRole("button", { name: /^launch/ }).waitFor();
    expect(await noSidewaysScroll(page), "/saved-prompts scrolls sideways at 360 px").toBe(true);
    await page.goto(url("/saved-inputs"));
    await page.getByText(LIBRARY_MESSAGES.noInputs).waitFor();
    expect(await noSidewaysScroll(page), "/saved-inputs scrolls sideways at 360 px").toBe(true);

    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("loads more prompts as the list scrolls, and on Load more", async () => {
    const page = await journey.signedInPage("collector@example.com");
    const consoleErrors = watchConsole(page);
    // Sixty prompts (two and a half pages) arrive through an import, on Pro: Free keeps ten.
    const headers = { origin: journey.server.url };
    const checkout = await (await page.request.post(journey.url("/api/billing/checkout"), { headers, data: { planId: "pro" } })).json();
    await page.request.post(journey.url("/api/billing/demo/pay"), { headers, data: { checkoutToken: checkout.checkoutToken } });
    const prompts = Array.from({ length: 60 }, (_, i) => ({ title: `Prompt ${i + 1}`, content: `Text ${i + 1}`, promptType: "text", tags: [] }));
    const imported = await page.request.post(journey.url("/api/saved-prompts/import"), {
      headers,
      data: { format: "promptsmith.saved-prompts", version: 1, prompts },
    });
    expect(await imported.json()).toEqual({ imported: 60, refused: [] });

    await page.goto(journey.url("/saved-prompts"));
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(PAGE_SIZE);
    // Scrolling to the end of the list brings the next page without a click.
    await page.locator("main").evaluate((main) => main.scrollTo(0, main.scrollHeight));
    await expect.poll(() => cards(page).count()).toBe(2 * PAGE_SIZE);
    expect(consoleErrors).toEqual([]);

    // The button does the same for those who prefer it, or whose browser cannot watch the scroll. A page
    // without IntersectionObserver from the start: on the first page the observer, once created, would
    // race the click for the last page.
    const buttonOnly = await page.context().newPage();
    const buttonPageErrors = watchConsole(buttonOnly);
    await buttonOnly.addInitScript(() => {
      (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver = undefined;
    });
    await buttonOnly.goto(journey.url("/saved-prompts"));
    await cards(buttonOnly).first().waitFor();
    const loadMore = buttonOnly.getByRole("button", { name: "Load more prompts" });
    await loadMore.click();
    await expect.poll(() => cards(buttonOnly).count()).toBe(2 * PAGE_SIZE);
    await loadMore.click();
    await expect.poll(() => cards(buttonOnly).count()).toBe(60);
    expect(await loadMore.count()).toBe(0);
    expect(new Set(await cards(buttonOnly).getByRole("heading", { level: 2 }).allTextContents()).size).toBe(60);
    expect(buttonPageErrors).toEqual([]);
    await page.context().close();
  });
});
