import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultTextForm } from "@/domain/builders";
import { LIBRARY_MESSAGES } from "@/domain/library";
import { fakeApi } from "../../../../../tests/support/fake-api";
import { MSG_FORM_RESET } from "../hooks/use-builder";
import { USE_INPUTS_KEY } from "@/web/lib/builder-hand-over";
import { renderAt } from "@/web/testing/render-at";
import { FREE_USAGE, generationBodies, mockApi, sse, sseResponse } from "../test-support";
import { BuildTextPage } from "./build-text-page";

const SAVED_AT = "2026-01-05T10:00:00.000Z";
const topicField = () => screen.getByLabelText("Topic") as HTMLInputElement;
const generate = () => fireEvent.click(screen.getByRole("button", { name: "Generate Text Prompt" }));
const done = () => sseResponse([sse("done", { generatedPrompt: "The prompt.", remaining: 4, total: 5, model: "m", fallback: false })]);

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => void toast.dismiss());
});

describe("the text builder's Topic field", () => {
  it("is optional, says what an empty topic gives, and sends the topic trimmed (or empty) with the generation", async () => {
    const fetchMock = mockApi({ generations: [done, done] });
    renderAt("/build-text", <BuildTextPage />);
    expect(topicField().value).toBe("");
    expect(topicField().placeholder).toBe("What it is about, e.g. our new dog-sitting app");
    const hint = document.getElementById(topicField().getAttribute("aria-describedby")!.split(" ")[0]!);
    expect(hint?.textContent).toBe("Optional. Leave it empty to get a {{topic}} placeholder to fill in later.");

    generate();
    await waitFor(() => expect(generationBodies(fetchMock)).toHaveLength(1));
    expect(generationBodies(fetchMock)[0]).toMatchObject({ topic: "" });

    await screen.findByRole("button", { name: "Copy" });
    fireEvent.change(topicField(), { target: { value: "  our spring sale  " } });
    generate();
    await waitFor(() => expect(generationBodies(fetchMock)).toHaveLength(2));
    expect(generationBodies(fetchMock)[1]).toMatchObject({ topic: "our spring sale" });
  });

  it("shows a topic that is too long as an error beside the field, and sends nothing", async () => {
    const fetchMock = mockApi();
    renderAt("/build-text", <BuildTextPage />);
    fireEvent.change(topicField(), { target: { value: "t".repeat(201) } });
    generate();
    const error = await screen.findByText("Topic must be at most 200 characters");
    expect(topicField().getAttribute("aria-invalid")).toBe("true");
    expect(topicField().getAttribute("aria-describedby")).toContain(error.id);
    expect(generationBodies(fetchMock)).toEqual([]);
    fireEvent.change(topicField(), { target: { value: "spring sale" } });
    expect(screen.queryByText("Topic must be at most 200 characters")).toBeNull();
  });

  it("is cleared by Reset form and brought back by its Undo", async () => {
    mockApi();
    renderAt("/build-text", <BuildTextPage />);
    fireEvent.change(topicField(), { target: { value: "our spring sale" } });
    fireEvent.click(screen.getByRole("button", { name: "Reset form" }));
    expect(topicField().value).toBe("");
    const shown = (await screen.findByText(MSG_FORM_RESET)).closest("[data-sonner-toast]") as HTMLElement;
    fireEvent.click(within(shown).getByRole("button", { name: "Undo" }));
    expect(topicField().value).toBe("our spring sale");
  });

  it("is saved with the inputs", async () => {
    const api = fakeApi({
      "GET /api/billing/subscription": { body: FREE_USAGE },
      "POST /api/saved-inputs": {
        status: 201,
        body: { id: "i1", name: "Spring", inputType: "text", inputData: { ...defaultTextForm, topic: "our spring sale" }, createdBy: { id: "u1", displayName: "Ada" }, updatedBy: null, createdAt: SAVED_AT, updatedAt: SAVED_AT },
      },
    });
    // Save Inputs shows beside a prompt: one handed over by 'Use Inputs' is enough.
    sessionStorage.setItem(USE_INPUTS_KEY, JSON.stringify({ type: "text", inputs: defaultTextForm, prompt: "A saved prompt." }));
    renderAt("/build-text", <BuildTextPage />);
    await screen.findByText("Input loaded successfully");
    fireEvent.change(await screen.findByLabelText("Topic"), { target: { value: "our spring sale" } });
    fireEvent.click(await screen.findByRole("button", { name: "Save Inputs" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Save Inputs" }));
    fireEvent.change(dialog.getByLabelText("Name"), { target: { value: "Spring" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await screen.findByText(LIBRARY_MESSAGES.inputsSaved);
    expect(api.sent("POST /api/saved-inputs")[0]?.body).toEqual({
      name: "Spring",
      inputType: "text",
      inputData: { ...defaultTextForm, topic: "our spring sale" },
    });
  });

  it.each([
    ["with a topic", { ...defaultTextForm, industry: "finance", topic: "index funds" }, "index funds"],
    ["saved before the field existed", { industry: "finance", contentType: "newsletter" }, ""],
  ])("opens saved inputs %s", async (_case, inputs, topic) => {
    mockApi();
    sessionStorage.setItem(USE_INPUTS_KEY, JSON.stringify({ type: "text", inputs }));
    renderAt("/build-text", <BuildTextPage />);
    await screen.findByText("Input loaded successfully");
    await screen.findByLabelText("Topic");
    expect(topicField().value).toBe(topic);
  });
});
