import { describe, expect, it } from "vitest";
import { LIBRARY_MESSAGES } from "@/domain/library";
import { seriousA11yViolations, watchConsole } from "../support/browser";
import { choose, shownOption, useJourney } from "../support/journey";

// A designer has a Stable Diffusion prompt that keeps drawing people: Improve a Prompt (from the sidebar)
// moves the exclusions to the negative prompt and the size to the parameters, shows what changed and why, word by word, spends one
// generation, and the improved prompt, saved, reopens with its original from Saved Prompts.

const ORIGINAL = "a quiet harbour at dawn, (soft fog:1.2), no people, no text, 1920x1080";
const IMPROVED = "a quiet harbour at dawn, (soft fog:1.2)";

describe("journey: improving a prompt", () => {
  const journey = useJourney();

  it("improves a Stable Diffusion prompt, explains the changes, saves it and reopens it from the library", async () => {
    const page = await journey.signedInPage("designer@example.com");
    const consoleErrors = watchConsole(page);
    await page.goto(journey.url("/build-text"));

    await page.getByRole("list", { name: "Workspace" }).getByRole("link", { name: "Improve a Prompt" }).click();
    await page.waitForURL(journey.url("/improve"));
    await page.getByRole("heading", { level: 1, name: "Improve a Prompt" }).waitFor();
    await expect.poll(() => page.getByTestId("usage-count").textContent()).toBe("5/5");

    // Nothing pasted: the field says so and nothing is spent.
    await page.getByRole("button", { name: "Improve Prompt" }).click();
    await page.getByText("Please paste the prompt you want to improve").waitFor();

    await page.getByRole("textbox", { name: "Your prompt" }).fill(ORIGINAL);
    await choose(page, "Target", "Stable Diffusion (SDXL)");
    await page.getByRole("checkbox", { name: "Clarity" }).check();
    await Promise.all([
      page.waitForResponse((res) => res.url().endsWith("/api/generate-prompt")),
      page.getByRole("button", { name: "Improve Prompt" }).click(),
    ]);
    await page.locator('[data-testid="result-text"][data-state="done"]').waitFor();
    expect(await page.getByTestId("result-text").textContent()).toBe(IMPROVED);
    // The exclusions in the negative prompt's own field, the SDXL size among the parameters.
    await page.getByRole("region", { name: "Negative prompt" }).getByText("people, text").waitFor();
    expect(await page.getByRole("region", { name: "Parameters" }).textContent()).toContain("1344");
    await expect.poll(() => page.getByTestId("usage-count").textContent()).toBe("4/5");

    const changes = page.getByRole("region", { name: "What changed" });
    await changes.getByText("Negative terms moved to the negative prompt").waitFor();
    await changes.getByText("The size set to 1344x768").waitFor();
    const diff = page.getByTestId("prompt-diff");
    expect((await diff.locator("del").allTextContents()).join("")).toContain("1920x1080");
    expect((await diff.locator("ins").allTextContents()).join(" ")).toContain("Negative prompt:");
    // Checked once the form's error toast has gone: a toast fading out is not the page.
    await expect.poll(() => page.locator("[data-sonner-toast]").count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Save Prompt" }).click();
    const dialog = page.getByRole("dialog", { name: "Save Prompt" });
    await dialog.getByLabel("Name", { exact: true }).fill("Foggy harbour");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText(LIBRARY_MESSAGES.promptSaved).last().waitFor();
    await dialog.waitFor({ state: "detached" });

    await page.getByRole("list", { name: "Workspace" }).getByRole("link", { name: "Saved Prompts" }).click();
    const saved = page.getByRole("article", { name: "Foggy harbour", exact: true });
    await saved.getByText("Improved", { exact: true }).waitFor();
    await saved.getByRole("button", { name: "Use Inputs" }).click();

    await page.waitForURL(journey.url("/improve"));
    await page.getByText("Input loaded successfully").waitFor();
    expect(await page.getByRole("textbox", { name: "Your prompt" }).inputValue()).toBe(ORIGINAL);
    expect(await shownOption(page, "Target")).toBe("Stable Diffusion (SDXL)");
    expect(await page.getByTestId("result-text").textContent()).toBe(IMPROVED);
    await page.getByRole("region", { name: "Negative prompt" }).getByText("people, text").waitFor();
    await page.getByRole("region", { name: "What changed" }).waitFor();
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
