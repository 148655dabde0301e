import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MSG_GENERATION_FAILED, MSG_GENERATIONS_EXHAUSTED_DETAIL } from "@/domain/builders";
import { USE_INPUTS_KEY } from "@/web/lib/builder-hand-over";
import { renderAt } from "@/web/testing/render-at";
import { choose, generationBodies, jsonResponse, mockApi, shownOption, sse, sseResponse } from "../test-support";
import { ImprovePage } from "./improve-page";

const improveButton = () => screen.getByRole("button", { name: "Improve Prompt" });
const resultText = () => screen.getByTestId("result-text");
const promptField = () => screen.getByLabelText("Your prompt") as HTMLTextAreaElement;

const ORIGINAL = "a castle, no people";
const IMPROVED = "a castle";
const done = (text: string, parts: Record<string, unknown> = {}) =>
  sse("done", { generatedPrompt: text, prompt: text, parameters: {}, notes: [], ...parts, remaining: 4, total: 5, model: "promptsmith-composer", fallback: false });

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Improve a Prompt", () => {
  it("starts with an empty prompt for a text model, nothing ticked, and the idle text", () => {
    mockApi();
    renderAt("/improve", <ImprovePage />);
    screen.getByRole("heading", { level: 1, name: "Improve a Prompt" });
    expect(promptField().value).toBe("");
    expect(shownOption("Target")).toBe("Text model (ChatGPT, Claude, Gemini…)");
    for (const label of ["Clarity", "Structure", "Detail", "Brevity"]) {
      expect((screen.getByRole("checkbox", { name: label }) as HTMLInputElement).checked).toBe(false);
    }
    expect(resultText().dataset.state).toBe("idle");
    screen.getByText("0 / 6,000 characters");
  });

  it("asks for a prompt before sending anything", async () => {
    const fetchMock = mockApi();
    renderAt("/improve", <ImprovePage />);
    fireEvent.click(improveButton());
    await screen.findByText("Please paste the prompt you want to improve");
    expect(promptField().getAttribute("aria-invalid")).toBe("true");
    expect(generationBodies(fetchMock)).toEqual([]);
  });

  it("sends the prompt, target and focus, streams the improvement, then shows what changed and the word diff", async () => {
    const fetchMock = mockApi({
      generations: [() => sseResponse([sse("delta", { text: "a castle" }), done(IMPROVED, { negativePrompt: "people", parameters: { width: 1024, height: 1024 } })])],
    });
    renderAt("/improve", <ImprovePage />);
    fireEvent.change(promptField(), { target: { value: ORIGINAL } });
    choose("Target", "Stable Diffusion (SDXL)");
    fireEvent.click(screen.getByRole("checkbox", { name: "Brevity" }));
    fireEvent.click(improveButton());

    await waitFor(() => expect(resultText().dataset.state).toBe("done"));
    expect(resultText().textContent).toBe(IMPROVED);
    expect(generationBodies(fetchMock)).toEqual([{ promptType: "improve", prompt: ORIGINAL, target: "stable-diffusion", focus: ["brevity"] }]);
    screen.getByRole("heading", { name: "Improved prompt" });

    const changes = screen.getByRole("region", { name: "What changed" });
    within(changes).getByText("Negative terms moved to the negative prompt");
    const diff = screen.getByTestId("prompt-diff");
    expect([...diff.querySelectorAll("del")].map((d) => d.textContent)).toEqual([", no"]);
    expect([...diff.querySelectorAll("ins")].map((i) => i.textContent).join("")).toContain("Negative prompt:");
    // An improved prompt is saved with its original; there are no inputs of its own to save.
    screen.getByRole("button", { name: "Save Prompt" });
    expect(screen.queryByRole("button", { name: "Save Inputs" })).toBeNull();
  });

  it("shows the failure in place of the result, with no changes", async () => {
    mockApi({ generations: [() => sseResponse([sse("error", { error: { code: "generation_failed", message: "x" } })])] });
    renderAt("/improve", <ImprovePage />);
    fireEvent.change(promptField(), { target: { value: ORIGINAL } });
    fireEvent.click(improveButton());
    await waitFor(() => expect(resultText().dataset.state).toBe("failed"));
    expect(resultText().textContent).toBe(MSG_GENERATION_FAILED);
    expect(screen.queryByRole("region", { name: "What changed" })).toBeNull();
  });

  it("says the allowance is spent on a 403", async () => {
    mockApi({ generations: [() => jsonResponse({ error: { code: "allowance_exhausted", message: "spent" } }, 403)] });
    renderAt("/improve", <ImprovePage />);
    fireEvent.change(promptField(), { target: { value: ORIGINAL } });
    fireEvent.click(improveButton());
    await waitFor(() => expect(resultText().textContent).toBe(MSG_GENERATIONS_EXHAUSTED_DETAIL));
  });

  it("opens a saved improved prompt from the library with its original, target and the changes", async () => {
    mockApi();
    const inputs = { prompt: ORIGINAL, target: "stable-diffusion", focus: [] };
    sessionStorage.setItem(USE_INPUTS_KEY, JSON.stringify({ type: "improve", inputs, prompt: IMPROVED }));
    renderAt("/improve", <ImprovePage />);
    await screen.findByText("Input loaded successfully");
    expect(promptField().value).toBe(ORIGINAL);
    expect(shownOption("Target")).toBe("Stable Diffusion (SDXL)");
    expect(resultText().textContent).toBe(IMPROVED);
    screen.getByRole("region", { name: "What changed" });
    expect(sessionStorage.getItem(USE_INPUTS_KEY)).toBeNull();
  });
});
