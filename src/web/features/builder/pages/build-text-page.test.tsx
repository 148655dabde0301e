import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  defaultTextForm,
  MSG_GENERATION_FAILED,
  MSG_GENERATIONS_EXHAUSTED,
  MSG_GENERATIONS_EXHAUSTED_DETAIL,
  MSG_LOGIN_REQUIRED,
} from "@/domain/builders";
import { BREWING } from "../components/result-panel";
import { USE_INPUTS_KEY } from "@/web/lib/builder-hand-over";
import {
  choose,
  FREE_USAGE,
  generationBodies,
  jsonResponse,
  mockApi,
  shownOption,
  untilGeneration,
  sse,
  sseResponse,
} from "../test-support";
import type { CurrentTeam } from "@/domain/api/teams";
import { renderAt } from "@/web/testing/render-at";
import { PROFILE } from "@/web/testing/session";
import { BuildTextPage } from "./build-text-page";

const generateButton = () => screen.getByRole("button", { name: "Generate Text Prompt" });
const resultText = () => screen.getByTestId("result-text");
const usageCount = () => screen.getByTestId("usage-count").textContent;

/** A stream the test feeds by hand, to look at the page between pieces. */
function controlledStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(stream, { status: 200, headers: { "content-type": "text/event-stream" } }),
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the text builder", () => {
  it("shows every field with the spec's defaults", async () => {
    mockApi();
    renderAt("/build-text", <BuildTextPage />);
    screen.getByRole("heading", { level: 1, name: "Build Your Text Prompt" });
    for (const label of [
      "Industry",
      "Content Type",
      "Tone of Voice",
      "Audience Type",
      "Writing Style",
      "Call-to-Action Type",
      "Output Format",
    ]) {
      expect(shownOption(label)).toBe(`Select ${label}`);
    }
    expect(shownOption("Length of Output")).toBe("Medium (100-300 words)");
    expect(shownOption("Language")).toBe("English");
    expect((screen.getByRole("slider", { name: "Creativity Level" }) as HTMLInputElement).value).toBe("0.5");
    expect(screen.getByRole("switch", { name: "SEO Optimization" }).getAttribute("aria-checked")).toBe("false");
    for (const label of ["Name", "Company", "Location", "Industry Trends"]) {
      expect((screen.getByRole("checkbox", { name: label }) as HTMLInputElement).checked).toBe(false);
    }
    screen.getByLabelText("Additional Customization");
    await waitFor(() => expect(usageCount()).toBe("5/5"));
  });

  it("reads 'Brewing!!!' until the first words, streams the prompt, then updates the usage box", async () => {
    const stream = controlledStream();
    // Refetches hang: the 4/5 at the end comes from the generation's own answer.
    const fetchMock = mockApi({ generations: [() => stream.response], usage: untilGeneration(FREE_USAGE) });
    renderAt("/build-text", <BuildTextPage />);
    await waitFor(() => expect(usageCount()).toBe("5/5"));

    fireEvent.click(generateButton());
    await screen.findByRole("button", { name: "Generating..." });
    expect(resultText().textContent).toBe(BREWING);
    expect(resultText().dataset.state).toBe("brewing");

    await act(async () => stream.push(sse("delta", { text: "You are an expert " })));
    await waitFor(() => expect(resultText().textContent).toBe("You are an expert "));
    expect(resultText().dataset.state).toBe("streaming");

    await act(async () => stream.push(sse("delta", { text: "copywriter." })));
    await waitFor(() => expect(resultText().textContent).toBe("You are an expert copywriter."));

    await act(async () => {
      stream.push(sse("done", { generatedPrompt: "You are an expert copywriter.", remaining: 4, total: 5, model: "m", fallback: false }));
      stream.close();
    });
    await waitFor(() => expect(resultText().dataset.state).toBe("done"));
    expect(usageCount()).toBe("4/5");
    screen.getByRole("button", { name: "Generate Text Prompt" });
    screen.getByRole("button", { name: "Copy" });
    expect(generationBodies(fetchMock)[0]).toMatchObject({ promptType: "text", outputLength: "medium", language: "english" });
  });

  it("starts one generation when Generate is pressed twice while the form's rules load", async () => {
    const stream = controlledStream();
    const fetchMock = mockApi({ generations: [() => stream.response, () => stream.response] });
    renderAt("/build-text", <BuildTextPage />);
    await waitFor(() => expect(usageCount()).toBe("5/5"));
    fireEvent.click(generateButton());
    fireEvent.click(generateButton());
    await screen.findByRole("button", { name: "Generating..." });
    expect(generationBodies(fetchMock)).toHaveLength(1);
  });

  it("says the allowance is spent on a 403: toast, the longer result text, and 0 in the usage box", async () => {
    mockApi({
      generations: [
        () => jsonResponse({ error: { code: "allowance_exhausted", message: MSG_GENERATIONS_EXHAUSTED } }, 403),
      ],
      usage: untilGeneration({ ...FREE_USAGE, remaining: 2 }),
    });
    renderAt("/build-text", <BuildTextPage />);
    await waitFor(() => expect(usageCount()).toBe("2/5"));
    fireEvent.click(generateButton());
    await screen.findByText(MSG_GENERATIONS_EXHAUSTED);
    expect(resultText().textContent).toBe(MSG_GENERATIONS_EXHAUSTED_DETAIL);
    expect(usageCount()).toBe("0/5");
    const panel = within(screen.getByRole("region", { name: "Generated prompt" }));
    expect(panel.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/billing");
  });

  it("takes no other refusal for a spent allowance: a cross-site 403 is a failure, and the usage box keeps its count", async () => {
    mockApi({
      generations: [() => jsonResponse({ error: { code: "cross_site_request", message: "Cross-site requests are not allowed." } }, 403)],
      usage: untilGeneration({ ...FREE_USAGE, remaining: 2 }),
    });
    renderAt("/build-text", <BuildTextPage />);
    await waitFor(() => expect(usageCount()).toBe("2/5"));
    fireEvent.click(generateButton());
    await waitFor(() => expect(resultText().textContent).toBe(MSG_GENERATION_FAILED));
    expect(usageCount()).toBe("2/5");
  });

  it("blocks a generation locally once the usage box reads 0", async () => {
    const fetchMock = mockApi({ usage: () => ({ ...FREE_USAGE, remaining: 0 }) });
    renderAt("/build-text", <BuildTextPage />);
    await waitFor(() => expect(usageCount()).toBe("0/5"));
    fireEvent.click(generateButton());
    await waitFor(() => expect(resultText().textContent).toBe(MSG_GENERATIONS_EXHAUSTED_DETAIL));
    expect(generationBodies(fetchMock)).toEqual([]);
  });

  describe("in a team workspace", () => {
    const POOL: CurrentTeam = {
      id: "team-1",
      name: "Acme",
      role: "editor",
      planId: "teams",
      seatLimit: 10,
      seatsUsed: 2,
      allowance: { remaining: 40, total: 5000, periodEnd: "2026-12-01T00:00:00.000Z" },
      members: [],
      invitations: [],
    };
    /** The session acts in Acme; the pool answers `remaining` once, then refetches hang. */
    function inTeam(remaining: number) {
      let poolAsks = 0;
      const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith("/api/session")) return jsonResponse({ user: PROFILE, team: { id: POOL.id, name: POOL.name, role: POOL.role } });
        if (url.endsWith("/api/teams/current")) {
          return poolAsks++ === 0 ? jsonResponse({ ...POOL, allowance: { ...POOL.allowance, remaining } }) : new Promise<Response>(() => {});
        }
        if (url.endsWith("/api/generate-prompt")) {
          return sseResponse([sse("done", { generatedPrompt: "P", remaining: remaining - 1, total: 5000, model: "m", fallback: false })]);
        }
        throw new Error(`unexpected request ${url}`);
      });
      vi.stubGlobal("fetch", fetchMock);
      renderAt("/build-text", <BuildTextPage />, { session: "ask" });
      return fetchMock;
    }

    it("shows the pool's count from the generation's answer", async () => {
      const fetchMock = inTeam(40);
      await waitFor(() => expect(usageCount()).toBe("40/5000"));
      fireEvent.click(generateButton());
      await waitFor(() => expect(resultText().dataset.state).toBe("done"));
      expect(usageCount()).toBe("39/5000");
      expect(generationBodies(fetchMock)).toHaveLength(1);
    });

    it("blocks a generation locally once the pool reads 0", async () => {
      const fetchMock = inTeam(0);
      await waitFor(() => expect(usageCount()).toBe("0/5000"));
      fireEvent.click(generateButton());
      await waitFor(() => expect(resultText().textContent).toBe(MSG_GENERATIONS_EXHAUSTED_DETAIL));
      expect(generationBodies(fetchMock)).toEqual([]);
    });
  });

  it("asks to log in on a 401", async () => {
    mockApi({ generations: [() => jsonResponse({ error: { code: "unauthorized", message: "x" } }, 401)] });
    renderAt("/build-text", <BuildTextPage />);
    fireEvent.click(generateButton());
    await waitFor(() => expect(resultText().textContent).toBe(MSG_LOGIN_REQUIRED));
    await waitFor(() => expect(screen.getAllByText(MSG_LOGIN_REQUIRED)).toHaveLength(2)); // toast + result
  });

  it("shows the failure text on any other status, and on a stream error", async () => {
    mockApi({
      generations: [
        () => jsonResponse({ error: { code: "internal_error", message: "x" } }, 500),
        () => sseResponse([sse("delta", { text: "half" }), sse("error", { error: { code: "generation_failed", message: "y" } })]),
      ],
    });
    renderAt("/build-text", <BuildTextPage />);
    fireEvent.click(generateButton());
    await waitFor(() => expect(resultText().textContent).toBe(MSG_GENERATION_FAILED));
    fireEvent.click(generateButton());
    await waitFor(() => expect(resultText().dataset.state).toBe("failed"));
    expect(resultText().textContent).toBe(MSG_GENERATION_FAILED);
  });

  it("validates with the shared schema before sending and shows the error beside the field", async () => {
    const fetchMock = mockApi();
    renderAt("/build-text", <BuildTextPage />);
    choose("Industry", "Other (Custom)");
    const custom = screen.getByPlaceholderText("Enter custom industry");
    fireEvent.change(custom, { target: { value: "x".repeat(101) } });
    fireEvent.click(generateButton());
    await screen.findByText("Custom industry must be at most 100 characters");
    expect(custom.getAttribute("aria-invalid")).toBe("true");
    expect(generationBodies(fetchMock)).toEqual([]);
    fireEvent.change(custom, { target: { value: "Aerospace" } });
    expect(screen.queryByText("Custom industry must be at most 100 characters")).toBeNull();
  });

  it("generates on Ctrl+Enter (or ⌘ Enter) in a field, through the same checks as Generate", async () => {
    const stream = controlledStream();
    const fetchMock = mockApi({ generations: [() => stream.response] });
    renderAt("/build-text", <BuildTextPage />);
    choose("Industry", "Other (Custom)");
    const custom = screen.getByPlaceholderText("Enter custom industry");
    fireEvent.change(custom, { target: { value: "x".repeat(101) } });
    fireEvent.keyDown(custom, { key: "Enter", ctrlKey: true });
    await screen.findByText("Custom industry must be at most 100 characters");
    expect(generationBodies(fetchMock)).toEqual([]);

    fireEvent.change(custom, { target: { value: "Aerospace" } });
    fireEvent.keyDown(custom, { key: "Enter", metaKey: true });
    await screen.findByRole("button", { name: "Generating..." });
    expect(generationBodies(fetchMock)).toHaveLength(1);
    expect(generationBodies(fetchMock)[0]).toMatchObject({ industry: "other", customIndustry: "Aerospace" });
  });

  it("shows a 400's field errors beside their fields", async () => {
    mockApi({
      generations: [
        () =>
          jsonResponse(
            {
              error: {
                code: "invalid_input",
                message: "Some fields are invalid.",
                fields: { toneOfVoice: ['Unknown tone of voice "shouty".'] },
              },
            },
            400,
          ),
      ],
    });
    renderAt("/build-text", <BuildTextPage />);
    fireEvent.click(generateButton());
    const error = await screen.findByText('Unknown tone of voice "shouty".');
    expect(screen.getByLabelText("Tone of Voice").getAttribute("aria-describedby")).toBe(error.id);
    expect(resultText().dataset.state).toBe("idle");
  });

  it("copies the prompt to the clipboard", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    mockApi({
      generations: [
        () => sseResponse([sse("done", { generatedPrompt: "The prompt.", remaining: 4, total: 5, model: "m", fallback: false })]),
      ],
    });
    renderAt("/build-text", <BuildTextPage />);
    fireEvent.click(generateButton());
    fireEvent.click(await screen.findByRole("button", { name: "Copy" }));
    await screen.findByText("Copied to clipboard");
    expect(writeText).toHaveBeenCalledWith("The prompt.");
    // Both save buttons sit beside Copy, ready to use.
    const panel = within(screen.getByRole("region", { name: "Generated prompt" }));
    expect((panel.getByRole("button", { name: "Save Prompt" }) as HTMLButtonElement).disabled).toBe(false);
    expect((panel.getByRole("button", { name: "Save Inputs" }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe("Use Inputs on the text builder", () => {
  const item = {
    type: "text",
    inputs: { ...defaultTextForm, industry: "finance", toneOfVoice: "other", customToneOfVoice: "Wry", seoOptimize: true },
    prompt: "A saved prompt.",
  };

  it("loads the inputs and the prompt once, clears the item and says so", async () => {
    mockApi();
    sessionStorage.setItem(USE_INPUTS_KEY, JSON.stringify(item));
    const { unmount } = renderAt("/build-text", <BuildTextPage />);
    // The form waits until the inputs are checked, so it never shows the defaults first.
    expect(screen.queryByLabelText("Industry")).toBeNull();
    screen.getByText("Loading your inputs");
    await screen.findByText("Input loaded successfully");
    // The result comes with the form's last section.
    await screen.findByTestId("result-text");
    expect(shownOption("Industry")).toBe("Finance");
    expect((screen.getByPlaceholderText("Enter custom tone of voice") as HTMLInputElement).value).toBe("Wry");
    expect(screen.getByRole("switch", { name: "SEO Optimization" }).getAttribute("aria-checked")).toBe("true");
    expect(resultText().textContent).toBe("A saved prompt.");
    expect(screen.getAllByText("Input loaded successfully")).toHaveLength(1);
    expect(sessionStorage.getItem(USE_INPUTS_KEY)).toBeNull();
    unmount();

    renderAt("/build-text", <BuildTextPage />);
    expect(shownOption("Industry")).toBe("Select Industry");
    expect(resultText().dataset.state).toBe("idle");
  });

  it("leaves an art item for the art builder", () => {
    mockApi();
    const art = JSON.stringify({ type: "art", inputs: {} });
    sessionStorage.setItem(USE_INPUTS_KEY, art);
    renderAt("/build-text", <BuildTextPage />);
    expect(sessionStorage.getItem(USE_INPUTS_KEY)).toBe(art);
    expect(shownOption("Industry")).toBe("Select Industry");
  });

  it("ignores invalid inputs, clearing them", async () => {
    mockApi();
    sessionStorage.setItem(USE_INPUTS_KEY, JSON.stringify({ type: "text", inputs: { industry: "astrology" } }));
    renderAt("/build-text", <BuildTextPage />);
    await screen.findByText("Failed to use inputs");
    await screen.findByLabelText("Industry");
    expect(shownOption("Industry")).toBe("Select Industry");
    expect(sessionStorage.getItem(USE_INPUTS_KEY)).toBeNull();
  });
});
