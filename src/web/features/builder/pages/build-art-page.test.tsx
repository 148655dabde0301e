import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import {
  ART_CHOICE_FIELDS,
  defaultArtForm,
  MSG_ART_GENERATION_FAILED,
  MSG_FALLBACK_COMPOSER,
  OTHER_LABEL,
} from "@/domain/builders";
import { USE_INPUTS_KEY } from "@/web/lib/builder-hand-over";
import {
  choose,
  generationBodies,
  jsonResponse,
  mockApi,
  optionLabels,
  shownOption,
  sse,
  sseResponse,
} from "../test-support";
import { renderAt } from "@/web/testing/render-at";
import { BuildArtPage, TARGET_HINTS } from "./build-art-page";

const generateButton = () => screen.getByRole("button", { name: "Generate Art Prompt" });
const resultText = () => screen.getByTestId("result-text");

beforeEach(() => sessionStorage.clear());

describe("the art builder", () => {
  it("shows every field with the spec's defaults and Target on Generic", () => {
    mockApi();
    renderAt("/build-art", <BuildArtPage />);
    screen.getByRole("heading", { level: 1, name: "Build Your Art Prompt" });
    const unset = Object.values(ART_CHOICE_FIELDS).filter(
      (f) => !["resolution", "aspectRatio", "target"].includes(f.name),
    );
    for (const field of unset) expect(shownOption(field.label)).toBe(`Select ${field.label}`);
    expect(shownOption("Resolution")).toBe("1024x1024");
    expect(shownOption("Aspect Ratio")).toBe("Square (1:1)");
    expect(shownOption("Number of Images")).toBe("1");
    expect(shownOption("Target")).toBe("Generic");
    screen.getByText(TARGET_HINTS.generic);
    expect((screen.getByRole("slider", { name: "Detail Level" }) as HTMLInputElement).value).toBe("0.5");
    screen.getByText("Medium Detail");
    for (const label of ["Subject", "Texture Description", "Negative Prompt", "Additional Customization"]) {
      screen.getByLabelText(label);
    }
  });

  it("offers the seven targets without 'Other (Custom)'", () => {
    mockApi();
    renderAt("/build-art", <BuildArtPage />);
    expect(optionLabels("Target")).toEqual([
      "Generic",
      "Midjourney V7",
      "Midjourney V6",
      "Stable Diffusion (SDXL)",
      "DALL·E 3",
      "GPT Image (gpt-image-1)",
      "Flux",
    ]);
    expect(optionLabels("Target")).not.toContain(OTHER_LABEL);
  });

  it("sends the subject, the target and custom texts, and notes a composer fallback", async () => {
    const fetchMock = mockApi({
      generations: [
        () =>
          sseResponse([
            sse("delta", { text: "A lighthouse --ar 16:9" }),
            sse("done", { generatedPrompt: "A lighthouse --ar 16:9", remaining: 4, total: 5, model: "c", fallback: true }),
          ]),
      ],
    });
    renderAt("/build-art", <BuildArtPage />);
    fireEvent.change(screen.getByLabelText("Subject"), { target: { value: "  a lighthouse at dawn " } });
    choose("Target", "Midjourney V7");
    screen.getByText(TARGET_HINTS.midjourney);
    choose("Aspect Ratio", "Landscape (16:9)");
    choose("Number of Images", "4");
    choose("Lighting & Atmosphere", OTHER_LABEL);
    fireEvent.change(screen.getByPlaceholderText("Enter custom lighting & atmosphere"), { target: { value: "candlelight" } });
    fireEvent.click(generateButton());

    await waitFor(() => expect(resultText().dataset.state).toBe("done"));
    expect(resultText().textContent).toBe("A lighthouse --ar 16:9");
    screen.getByText(MSG_FALLBACK_COMPOSER);
    expect(generationBodies(fetchMock)[0]).toMatchObject({
      promptType: "art",
      prompt: "a lighthouse at dawn",
      target: "midjourney",
      aspectRatio: "landscape",
      numberOfImages: 4,
      lighting: "other",
      customLighting: "candlelight",
      detailLevel: 0.5,
    });
  });

  it("shows the art failure text on a server error", async () => {
    mockApi({ generations: [() => jsonResponse({ error: { code: "generation_failed", message: "x" } }, 502)] });
    renderAt("/build-art", <BuildArtPage />);
    fireEvent.click(generateButton());
    await waitFor(() => expect(resultText().textContent).toBe(MSG_ART_GENERATION_FAILED));
  });

  it("loads handed-over art inputs with their subject", async () => {
    mockApi();
    sessionStorage.setItem(
      USE_INPUTS_KEY,
      JSON.stringify({ type: "art", inputs: { ...defaultArtForm, target: "dalle", prompt: "a red fox" } }),
    );
    renderAt("/build-art", <BuildArtPage />);
    await screen.findByText("Input loaded successfully");
    await screen.findByTestId("result-text");
    expect(shownOption("Target")).toBe("DALL·E 3");
    expect((screen.getByLabelText("Subject") as HTMLInputElement).value).toBe("a red fox");
    expect(sessionStorage.getItem(USE_INPUTS_KEY)).toBeNull();
    expect(resultText().dataset.state).toBe("idle");
  });
});
