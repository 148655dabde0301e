import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { defaultArtForm } from "@/domain/builders";
import { USE_INPUTS_KEY } from "@/web/lib/builder-hand-over";
import { apiError, fakeApi, type FakeRequest } from "../../../../../tests/support/fake-api";
import { currentLocation, renderAt } from "@/web/testing/render-at";
import { page } from "../test-support";
import { HISTORY_MESSAGES } from "../components/history-entry-dialog";
import { HistoryPage } from "./history-page";

const artItem = {
  id: "00000000-0000-4000-8000-000000000101",
  generationType: "art" as const,
  target: "midjourney",
  status: "completed" as const,
  preview: "A lighthouse at dawn, watercolor",
  by: { id: "user-1", displayName: "Ada" },
  createdAt: "2026-11-20T09:30:00.000Z",
};
const failedItem = { ...artItem, id: "00000000-0000-4000-8000-000000000102", generationType: "text" as const, target: null, status: "failed" as const, preview: "" };
const artEntry = {
  ...artItem,
  content: "A lighthouse at dawn, watercolor, soft light --ar 1:1",
  parameters: {},
  notes: ["Midjourney renders a grid of four images per job."],
  inputs: { ...defaultArtForm, styleAndMedium: "watercolor", prompt: "a lighthouse at dawn" },
};

const renderPage = () => renderAt("/history", <HistoryPage />);

describe("HistoryPage", () => {
  beforeEach(() => sessionStorage.clear());

  it("lists generations with type, target, status and preview, and filters by type and text", async () => {
    const api = fakeApi({ "GET /api/history": page([artItem, failedItem]) });
    renderPage();
    const art = await screen.findByRole("article", { name: /^Art prompt, / });
    within(art).getByText("Midjourney V7");
    within(art).getByText("Completed");
    within(art).getByText(artItem.preview);
    const failed = screen.getByRole("article", { name: /^Text prompt, / });
    within(failed).getByText("Failed");
    within(failed).getByText("No prompt was written.");

    await waitFor(() => expect((screen.getByLabelText("Type") as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(screen.getByLabelText("Type"), { target: { value: "art" } });
    await waitFor(() => expect(api.requests.at(-1)?.search).toBe("?type=art"));
    fireEvent.change(screen.getByLabelText("Search history"), { target: { value: "lighthouse" } });
    await waitFor(() => expect(api.requests.at(-1)?.search).toBe("?type=art&q=lighthouse"));
  });

  it("shows a generation the server never finished as interrupted, its unit given back", async () => {
    const interrupted = { ...failedItem, status: "interrupted" as const };
    fakeApi({
      "GET /api/history": page([interrupted]),
      "GET /api/history/:id": { body: { ...interrupted, content: "", parameters: {}, notes: [], inputs: null } },
    });
    renderPage();
    const row = await screen.findByRole("article", { name: /^Text prompt, / });
    within(row).getByText("Interrupted");
    fireEvent.click(within(row).getByRole("button", { name: "Open" }));
    await within(await screen.findByRole("dialog")).findByText(HISTORY_MESSAGES.noPrompt.interrupted);
  });

  it("says so when there is nothing yet, and when nothing matches", async () => {
    fakeApi({ "GET /api/history": page([]) });
    renderPage();
    await screen.findByText(HISTORY_MESSAGES.empty);
    await waitFor(() => expect((screen.getByLabelText("Type") as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(screen.getByLabelText("Type"), { target: { value: "improve" } });
    await screen.findByText(HISTORY_MESSAGES.noMatch);
  });

  it("offers Retry when the list cannot load", async () => {
    let fail = true;
    fakeApi({ "GET /api/history": () => (fail ? apiError(500, "internal_error", "No") : page([artItem])) });
    renderPage();
    await screen.findByText(HISTORY_MESSAGES.loadFailed);
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByRole("article", { name: /^Art prompt, / });
  });

  it("opens a generation whole, saves it to the library with its inputs, and reopens its inputs in the builder", async () => {
    const api = fakeApi({
      "GET /api/history": page([artItem]),
      "GET /api/history/:id": { body: artEntry },
      "POST /api/saved-prompts": ({ body }: FakeRequest) => ({
        status: 201,
        body: { id: "p1", tags: [], createdAt: artItem.createdAt, updatedAt: artItem.createdAt, ...(body as object) } as never,
      }),
    });
    renderPage();
    fireEvent.click(within(await screen.findByRole("article", { name: /^Art prompt, / })).getByRole("button", { name: "Open" }));
    const dialog = within(await screen.findByRole("dialog"));
    expect((await dialog.findByTestId("history-prompt")).textContent).toBe(artEntry.content);
    // The inputs it came from, field by field.
    const inputs = dialog.getByRole("region", { name: "Inputs" });
    within(inputs).getByText("a lighthouse at dawn");
    within(inputs).getByText("Watercolor");
    // Its notes apart from the prompt, and the Midjourney command ready to run.
    within(dialog.getByRole("list", { name: "Notes" })).getByText(artEntry.notes[0]!);
    dialog.getByRole("button", { name: "Copy /imagine" });

    fireEvent.click(dialog.getByRole("button", { name: "Save Prompt" }));
    const save = within(await screen.findByRole("dialog", { name: "Save Prompt" }));
    fireEvent.change(save.getByLabelText("Name"), { target: { value: "Lighthouse" } });
    fireEvent.click(save.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.requests.some((r) => r.method === "POST")).toBe(true));
    expect(api.requests.find((r) => r.method === "POST")?.body).toEqual({
      title: "Lighthouse",
      content: artEntry.content,
      parameters: {},
      notes: artEntry.notes,
      promptType: "art",
      tags: "",
      inputData: artEntry.inputs,
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Save Prompt" })).toBeNull());

    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Reopen inputs" }));
    expect(currentLocation()).toBe("/build-art");
    expect(JSON.parse(sessionStorage.getItem(USE_INPUTS_KEY)!)).toEqual({
      type: "art",
      inputs: artEntry.inputs,
      prompt: artEntry.content,
      parts: { parameters: {}, notes: artEntry.notes },
    });
  });

  it("cannot reopen a generation whose inputs no longer make a form, and says why", async () => {
    fakeApi({ "GET /api/history": page([artItem]), "GET /api/history/:id": { body: { ...artEntry, inputs: null } } });
    renderPage();
    fireEvent.click(within(await screen.findByRole("article", { name: /^Art prompt, / })).getByRole("button", { name: "Open" }));
    const dialog = within(await screen.findByRole("dialog"));
    await dialog.findByText(HISTORY_MESSAGES.noInputs);
    expect((dialog.getByRole("button", { name: "Reopen inputs" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
