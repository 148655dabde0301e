import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  composePrompt,
  defaultArtForm,
  MSG_FALLBACK_COMPOSER,
  MSG_GENERATIONS_EXHAUSTED,
  MSG_GENERATIONS_EXHAUSTED_DETAIL,
  toArtPayload,
  type ArtTarget,
} from "@/domain/builders";
import { generatePromptRequestSchema } from "@/domain/builders/schemas";
import type { PromptParts } from "@/domain/api/generation";
import type { HistoryEntry } from "@/domain/api/history";
import { seriousA11yViolations, watchConsole } from "../support/browser";
import { choose, shownOption, useJourney } from "../support/journey";
import { startModelServer } from "../support/model-server";

// A writer's session with the builders: a model-written text prompt streams in and is copied; art
// prompts come out in each target's syntax (the composer standing in for a failing model); the free
// allowance runs out. A second writer meets the server's 403 and reopens saved inputs.

/** Long enough that the stream, at a few ms per word, is watched arriving in pieces. */
const MODEL_REPLY = Array.from(
  { length: 6 },
  (_, i) =>
    `Part ${i + 1}: you are a senior marketing copywriter; write a persuasive blog post for small business owners, with a clear hook, three concrete tips and a friendly call to action.`,
).join(" ");

type ModelServer = Awaited<ReturnType<typeof startModelServer>>;
type Snapshot = { state: string | null; text: string; button: string };

const resultText = (page: Page) => page.getByTestId("result-text");
const usageCount = (page: Page) => page.getByTestId("usage-count");

/** Records every state the result area and the submit button go through, from now on. */
async function watchResult(page: Page) {
  await page.evaluate(() => {
    const result = document.querySelector('[data-testid="result-text"]')!;
    const button = document.querySelector('button[type="submit"]')!;
    const seen: Snapshot[] = [];
    (window as unknown as { __snapshots: Snapshot[] }).__snapshots = seen;
    const record = () =>
      seen.push({ state: result.getAttribute("data-state"), text: result.textContent ?? "", button: button.textContent ?? "" });
    new MutationObserver(record).observe(result, { subtree: true, childList: true, characterData: true, attributes: true });
    new MutationObserver(record).observe(button, { subtree: true, childList: true, characterData: true });
  });
}

const snapshots = (page: Page) => page.evaluate(() => (window as unknown as { __snapshots: Snapshot[] }).__snapshots);

/** Clicks Generate and waits for the new prompt to be complete. */
async function generate(page: Page, name: string): Promise<string> {
  await Promise.all([
    page.waitForResponse((res) => res.url().endsWith("/api/generate-prompt")),
    page.getByRole("button", { name, exact: true }).click(),
  ]);
  await page.locator('[data-testid="result-text"][data-state="done"]').waitFor();
  return (await resultText(page).textContent()) ?? "";
}

/** The user's latest generation as History keeps it, whole (a streamed answer's body is out of the browser's reach). */
async function latestGeneration(page: Page): Promise<HistoryEntry> {
  const base = new URL(page.url()).origin;
  const { items } = await (await page.request.get(`${base}/api/history?limit=1`)).json();
  return (await page.request.get(`${base}/api/history/${items[0].id}`)).json();
}

/** The negative prompt, parameters and notes the result area shows apart from the prompt. */
async function partsShown(page: Page): Promise<PromptParts> {
  const negative = page.getByTestId("negative-prompt");
  const parameters = await page.locator("#result dl dt").evaluateAll((terms) =>
    Object.fromEntries(terms.map((dt) => [dt.textContent, dt.nextElementSibling!.textContent])),
  );
  const notes = await page.getByRole("list", { name: "Notes" }).getByRole("listitem").allTextContents();
  return { ...((await negative.count()) ? { negativePrompt: (await negative.textContent())! } : {}), parameters, notes };
}

/** What the screen shows of a setting: its value as text. */
const asShown = (parameters: PromptParts["parameters"]) => Object.fromEntries(Object.entries(parameters).map(([k, v]) => [k, String(v)]));

/** Clicks a copy button and reads the clipboard once its toast says it is copied. */
async function copied(page: Page, button: string): Promise<string> {
  await page.locator("[data-sonner-toast]").first().waitFor({ state: "detached" });
  await page.getByRole("button", { name: button, exact: true }).click();
  await page.getByText("Copied to clipboard").waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The browser reports a failed request as a console error; the journey expects exactly these. */
const expected403 = (message: string) => /Failed to load resource: .*status of 403/.test(message);

describe("journey: writers build text and art prompts", () => {
  let model: ModelServer;
  beforeAll(async () => {
    model = await startModelServer(MODEL_REPLY);
  });
  afterAll(() => model?.stop());
  const journey = useJourney({ env: () => ({ LLM_BASE_URL: model.url, LLM_MODEL: "test-model", LLM_TIMEOUT_MS: "5000" }) });

  const signedInPage = (email: string) =>
    journey.signedInPage(email, { viewport: { width: 1280, height: 900 }, permissions: ["clipboard-read", "clipboard-write"] });

  it("streams a text prompt, copies it, writes art for every target and spends the allowance", async () => {
    const page = await signedInPage("writer@example.com");
    const consoleErrors = watchConsole(page);

    await page.goto(journey.url("/build-text"));
    await page.getByRole("heading", { level: 1, name: "Build Your Text Prompt" }).waitFor();
    await expect.poll(() => usageCount(page).textContent()).toBe("5/5");
    await page.getByRole("heading", { name: "Free Prompts Remaining" }).waitFor();
    expect(await page.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/billing");
    expect(JSON.stringify(await seriousA11yViolations(page), null, 1)).toBe("[]");

    // Text: the model's prompt streams in.
    await choose(page, "Industry", "Marketing");
    await choose(page, "Content Type", "Blog Post");
    await choose(page, "Tone of Voice", "Other (Custom)");
    await page.getByPlaceholder("Enter custom tone of voice").fill("Warm and direct");
    await page.getByRole("slider", { name: "Creativity Level" }).fill("0.8");

    // Reset form clears the form at once; Undo in its toast brings every field back as it was.
    const customTone = page.getByPlaceholder("Enter custom tone of voice");
    const textFields = () =>
      Promise.all([
        shownOption(page, "Industry"),
        shownOption(page, "Content Type"),
        shownOption(page, "Tone of Voice"),
        // Shown only while "Other (Custom)" is chosen: null when it is not on the page.
        customTone.count().then((shown) => (shown ? customTone.inputValue() : null)),
        page.getByRole("slider", { name: "Creativity Level" }).inputValue(),
      ]);
    const filled = await textFields();
    expect(filled).toEqual(["Marketing", "Blog Post", "Other (Custom)", "Warm and direct", "0.8"]);
    await page.getByRole("button", { name: "Reset form" }).click();
    await expect.poll(textFields).toEqual(["Select Industry", "Select Content Type", "Select Tone of Voice", null, "0.5"]);
    const resetToast = page.locator("[data-sonner-toast]").filter({ hasText: "Form reset" });
    await resetToast.getByRole("button", { name: "Undo" }).click();
    await expect.poll(textFields).toEqual(filled);
    await resetToast.waitFor({ state: "detached" });
    await page.getByLabel("Topic", { exact: true }).fill("Spring sale for garden centres");

    await watchResult(page);
    model.state.behaviour = "stream";
    const text = await generate(page, "Generate Text Prompt");
    expect(text).toBe(MODEL_REPLY);

    const seen = await snapshots(page);
    const firstBrewing = seen.findIndex((s) => s.state === "brewing" && s.text === "Brewing!!!");
    expect(firstBrewing).toBeGreaterThanOrEqual(0);
    expect(seen.slice(firstBrewing).some((s) => s.button === "Generating...")).toBe(true);
    const partial = [...new Set(seen.filter((s) => s.state === "streaming").map((s) => s.text))];
    expect(partial.length, "the prompt should arrive in several pieces").toBeGreaterThanOrEqual(3);
    for (const piece of partial) expect(MODEL_REPLY.startsWith(piece), piece).toBe(true);
    expect(partial.filter((p) => p.length < MODEL_REPLY.length).length).toBeGreaterThanOrEqual(2);
    const lengths = partial.map((p) => p.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(seen.findIndex((s) => s.state === "streaming")).toBeGreaterThan(firstBrewing);
    expect(seen.at(-1)).toMatchObject({ state: "done", button: "Generate Text Prompt" });
    expect(model.state.requests.at(-1)?.stream).toBe(true);
    // The topic reaches the model in the form's data and in the first line of the composer's draft.
    const messages = model.state.requests.at(-1)?.messages as { role: string; content: string }[];
    const brief = messages.find((m) => m.role === "user")?.content;
    expect(brief).toContain("<form>\nTopic: Spring sale for garden centres\n");
    expect(brief).toContain("<draft>\nWrite a blog post about Spring sale for garden centres.\n\n# Role\n");
    await expect.poll(() => usageCount(page).textContent()).toBe("4/5");

    // Copy.
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await page.getByText("Copied to clipboard").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(MODEL_REPLY);
    // Saving is there beside Copy (the library journey saves and reuses).
    expect(await page.getByRole("button", { name: "Save Prompt" }).isEnabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Save Inputs" }).isEnabled()).toBe(true);

    // Art: the model fails, the composer writes each target's syntax, and the page says so.
    model.state.behaviour = "error";
    await page.getByRole("link", { name: "Build Art Prompt" }).click();
    await page.getByRole("heading", { level: 1, name: "Build Your Art Prompt" }).waitFor();
    await page.getByLabel("Subject", { exact: true }).fill("a lighthouse on a sea cliff at dawn");
    await choose(page, "Style & Medium", "Watercolor");
    await choose(page, "Lighting & Atmosphere", "Golden Hour");
    await page.getByLabel("Negative Prompt", { exact: true }).fill("text, watermark");

    const prompts: Record<string, string> = {};
    const requests: Record<string, string> = {};
    // The requests ready to run each target offers (none for Generic), and the one copied here.
    const runButtons: Record<string, [count: number, copy?: string]> = {
      Generic: [0],
      "Midjourney V7": [1, "Copy /imagine"],
      "Stable Diffusion (SDXL)": [2, "Copy A1111 parameters"],
      "DALL·E 3": [2, "Copy OpenAI request"],
    };
    for (const target of ["Generic", "Midjourney V7", "Stable Diffusion (SDXL)", "DALL·E 3"]) {
      await choose(page, "Target", target);
      // For Midjourney the model answers, but with a text prompt that names nothing of the image: the reply is
      // rejected, and the composer's prompt replaces what was streamed.
      model.state.behaviour = target === "Midjourney V7" ? "stream" : "error";
      const text = await generate(page, "Generate Art Prompt");
      prompts[target] = text;
      await page.getByText(MSG_FALLBACK_COMPOSER).waitFor();
      // The prompt alone in the result text, and its other parts apart from it.
      const answer = await latestGeneration(page);
      expect(text).toBe(answer.content);
      expect(await partsShown(page)).toEqual({
        ...(answer.negativePrompt ? { negativePrompt: answer.negativePrompt } : {}),
        parameters: asShown(answer.parameters),
        notes: answer.notes,
      });
      const [count, button] = runButtons[target]!;
      expect(await page.getByRole("button", { name: /^Copy (\/imagine|A1111|ComfyUI|OpenAI|BFL)/ }).count(), target).toBe(count);
      if (button) requests[target] = await copied(page, button);
    }
    // Each request ready to run carries the prompt in its format.
    expect(requests["Midjourney V7"]).toBe(`/imagine prompt: ${prompts["Midjourney V7"]}`);
    expect(requests["Stable Diffusion (SDXL)"]).toMatch(/\nSteps: \d+, Sampler: [^,]+, Schedule type: [^,]+, CFG scale: [\d.]+, Seed: -1, Size: \d+x\d+/);
    expect(requests["Stable Diffusion (SDXL)"]!.startsWith(prompts["Stable Diffusion (SDXL)"]!)).toBe(true);
    expect(JSON.parse(requests["DALL·E 3"]!)).toMatchObject({ prompt: prompts["DALL·E 3"] });
    // Checked with a result and its notice on screen (and once the copy toast has gone).
    await page.locator("[data-sonner-toast]").first().waitFor({ state: "detached" });
    expect(JSON.stringify(await seriousA11yViolations(page), null, 1)).toBe("[]");
    // What the screen shows is the composer's prompt for the form as filled in (its wording is the unit tests' business),
    // in each target's syntax.
    const composed = (target: ArtTarget) =>
      composePrompt(
        generatePromptRequestSchema.parse(
          toArtPayload({ ...defaultArtForm, styleAndMedium: "watercolor", lighting: "golden-hour", negativePrompt: "text, watermark", target }, "a lighthouse on a sea cliff at dawn"),
        ),
      ).prompt;
    expect(prompts.Generic).toBe(composed("generic"));
    expect(prompts["Midjourney V7"]).toBe(composed("midjourney"));
    expect(prompts["Midjourney V7"]).toMatch(/^a lighthouse on a sea cliff at dawn, watercolor painting, .* --no text, watermark --v 7$/);
    expect(prompts["Stable Diffusion (SDXL)"]).toBe(composed("stable-diffusion"));
    const dalle = prompts["DALL·E 3"]!;
    expect(dalle).toBe(composed("dalle"));
    expect(dalle).not.toContain("\n");
    expect(dalle).not.toContain("--");
    await expect.poll(() => usageCount(page).textContent()).toBe("0/5");

    // Nothing left: the builder says so without asking the server.
    const generations: string[] = [];
    page.on("request", (req) => {
      if (req.url().endsWith("/api/generate-prompt")) generations.push(req.url());
    });
    await page.getByRole("button", { name: "Generate Art Prompt" }).click();
    await page.getByText(MSG_GENERATIONS_EXHAUSTED, { exact: true }).waitFor();
    expect(await resultText(page).textContent()).toBe(MSG_GENERATIONS_EXHAUSTED_DETAIL);
    expect(await usageCount(page).textContent()).toBe("0/5");
    expect(generations).toEqual([]);

    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("meets the server's 403, reopens saved inputs once, and fits a 360 px screen", async () => {
    const page = await signedInPage("second@example.com");
    const consoleErrors = watchConsole(page);
    model.state.behaviour = "json";

    await page.goto(journey.url("/build-text"));
    await expect.poll(() => usageCount(page).textContent()).toBe("5/5");
    // The allowance is spent elsewhere (another tab) while this page still shows 5/5.
    for (let i = 0; i < 5; i++) {
      const res = await page.request.post(journey.url("/api/generate-prompt"), {
        headers: { origin: journey.server.url },
        data: { promptType: "text" },
      });
      expect(res.status()).toBe(200);
    }
    const [refused] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith("/api/generate-prompt")),
      page.getByRole("button", { name: "Generate Text Prompt" }).click(),
    ]);
    expect(refused.status()).toBe(403);
    await page.getByText(MSG_GENERATIONS_EXHAUSTED, { exact: true }).waitFor();
    expect(await resultText(page).textContent()).toBe(MSG_GENERATIONS_EXHAUSTED_DETAIL);
    await expect.poll(() => usageCount(page).textContent()).toBe("0/5");

    // Use Inputs: the library hands inputs and a prompt over through session storage.
    await page.evaluate(() =>
      sessionStorage.setItem(
        "promptsmith:use-inputs",
        JSON.stringify({
          type: "text",
          inputs: {
            topic: "Quarterly market outlook",
            industry: "finance",
            contentType: "newsletter",
            toneOfVoice: "other",
            customToneOfVoice: "Dry and precise",
            outputLength: "long",
            creativityLevel: [0.8],
            seoOptimize: true,
            personalization: { name: false, company: true, location: false, industryTrends: false },
            language: "german",
          },
          prompt: "A saved newsletter prompt.",
        }),
      ),
    );
    await page.reload();
    await page.getByText("Input loaded successfully").waitFor();
    expect(await page.getByLabel("Topic", { exact: true }).inputValue()).toBe("Quarterly market outlook");
    expect(await shownOption(page, "Industry")).toBe("Finance");
    expect(await shownOption(page, "Content Type")).toBe("Newsletter");
    expect(await shownOption(page, "Length of Output")).toBe("Long (300-700 words)");
    expect(await shownOption(page, "Language")).toBe("German");
    expect(await page.getByPlaceholder("Enter custom tone of voice").inputValue()).toBe("Dry and precise");
    expect(await page.getByRole("switch", { name: "SEO Optimization" }).getAttribute("aria-checked")).toBe("true");
    expect(await page.getByRole("checkbox", { name: "Company" }).isChecked()).toBe(true);
    expect(await page.getByRole("slider", { name: "Creativity Level" }).inputValue()).toBe("0.8");
    await page.getByText("Highly Creative & Random").waitFor();
    expect(await resultText(page).textContent()).toBe("A saved newsletter prompt.");
    expect(await page.evaluate(() => sessionStorage.getItem("promptsmith:use-inputs"))).toBeNull();
    // Once only: a reload starts from the defaults.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Build Your Text Prompt" }).waitFor();
    expect(await shownOption(page, "Industry")).toBe("Select Industry");

    // The creativity slider moves from the keyboard, one step of 0.1, and the readout names the new band.
    const creativity = page.getByRole("slider", { name: "Creativity Level" });
    expect(await creativity.inputValue()).toBe("0.5");
    await creativity.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => creativity.inputValue()).toBe("0.6");
    expect(await creativity.getAttribute("aria-valuetext")).toBe("0.6, More Creative");
    await expect.poll(() => page.locator("#text-creativityLevel-value").textContent()).toBe("0.6 · More Creative");

    // A small phone: nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ["/build-text", "/build-art"]) {
      await page.goto(journey.url(path));
      await page.getByRole("heading", { level: 1 }).waitFor();
      const overflow = await page.evaluate(() =>
        [document.documentElement, document.querySelector("main")!].some((el) => el.scrollWidth > el.clientWidth),
      );
      expect(overflow, `${path} scrolls sideways at 360 px`).toBe(false);
    }

    expect(consoleErrors.filter((message) => !expected403(message))).toEqual([]);
    await page.context().close();
  });
});
