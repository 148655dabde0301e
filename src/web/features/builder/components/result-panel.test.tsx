import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PromptParts } from "@/domain/api/generation";
import { defaultArtForm } from "@/domain/builders";
import { a1111Parameters } from "@/domain/run-requests/writers";
import { renderAt } from "@/web/testing/render-at";
import type { GenerationState } from "../api/generate-prompt";
import { ResultPanel } from "./result-panel";

const writeText = vi.fn<(text: string) => Promise<void>>();
beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});

const parts: PromptParts = {
  negativePrompt: "people, text, watermark",
  parameters: { width: 1216, height: 832, steps: 30, cfg_scale: 6, sampler_name: "DPM++ 2M", scheduler: "Karras", batch_size: 1 },
  notes: ["The 3:2 shape is rendered at SDXL's nearest size, 1216x832.", "Stable Diffusion draws no text well."],
};
const done = (target: string | null, overrides: Partial<PromptParts> = {}): GenerationState => ({
  status: "done",
  text: "a lighthouse at dawn, watercolor, soft light",
  parts: { ...parts, ...overrides },
  target,
  fallback: false,
});

const renderPanel = (state: GenerationState) =>
  renderAt("/build-art", <ResultPanel type="art" state={state} inputs={defaultArtForm} idleText="Idle" />);

describe("ResultPanel", () => {
  it("shows the prompt, the negative prompt, the parameters and the notes apart, and Copy copies the prompt only", async () => {
    renderPanel(done("stable-diffusion"));
    expect(screen.getByTestId("result-text").textContent).toBe("a lighthouse at dawn, watercolor, soft light");
    expect(screen.getByTestId("negative-prompt").textContent).toBe(parts.negativePrompt);
    const list = screen.getByRole("heading", { name: "Parameters" }).closest("section")!.querySelector("dl")!;
    const pairs = [...list.querySelectorAll("dt")].map((dt) => `${dt.textContent}=${dt.nextElementSibling!.textContent}`);
    expect(pairs).toEqual(["width=1216", "height=832", "steps=30", "cfg_scale=6", "sampler_name=DPM++ 2M", "scheduler=Karras", "batch_size=1"]);
    expect(within(screen.getByRole("list", { name: "Notes" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual(parts.notes);

    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    await screen.findByText("Copied to clipboard");
    expect(writeText).toHaveBeenLastCalledWith("a lighthouse at dawn, watercolor, soft light");

    fireEvent.click(screen.getByRole("button", { name: "Copy negative prompt" }));
    expect(writeText).toHaveBeenLastCalledWith(parts.negativePrompt);
  });

  it("offers the requests ready to run for the target, each copying its request", async () => {
    renderPanel(done("stable-diffusion"));
    fireEvent.click(screen.getByRole("button", { name: "Copy A1111 parameters" }));
    await screen.findByText("Copied to clipboard");
    expect(writeText).toHaveBeenLastCalledWith(a1111Parameters({ prompt: "a lighthouse at dawn, watercolor, soft light", ...parts }));

    fireEvent.click(screen.getByRole("button", { name: "Copy ComfyUI workflow" }));
    const workflow = JSON.parse(writeText.mock.lastCall![0]);
    expect(workflow.prompt["2"].inputs.text).toBe("a lighthouse at dawn, watercolor, soft light");
    expect(screen.queryByRole("button", { name: "Copy /imagine" })).toBeNull();
  });

  it("offers only the target's own requests, and none for a text prompt", () => {
    const { unmount } = renderPanel(done("midjourney", { negativePrompt: undefined, parameters: {}, notes: [] }));
    screen.getByRole("button", { name: "Copy /imagine" });
    expect(screen.queryByRole("button", { name: /A1111|ComfyUI|OpenAI|BFL/ })).toBeNull();
    // Nothing to show beside the prompt: no empty headings.
    expect(screen.queryByTestId("prompt-parts")).toBeNull();
    unmount();

    renderPanel(done(null, { negativePrompt: undefined, parameters: {}, notes: [] }));
    expect(screen.queryByRole("button", { name: /^Copy .+/ })).toBeNull();
  });
});
