import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { LIBRARY_MESSAGES } from "@/domain/library";
import { USE_INPUTS_KEY } from "@/web/lib/builder-hand-over";
import { apiError, fakeApi, type FakeRequest, pending } from "../../../../../tests/support/fake-api";
import { currentLocation, renderAt } from "@/web/testing/render-at";
import { page, sampleInput } from "../test-support";
import { SavedInputsPage } from "./saved-inputs-page";

const renderPage = () => renderAt("/saved-inputs", <SavedInputsPage />);

describe("SavedInputsPage", () => {
  beforeEach(() => sessionStorage.clear());

  it("shows six skeleton cards while loading", () => {
    fakeApi({ "GET /api/saved-inputs": pending });
    renderPage();
    screen.getByRole("heading", { level: 1, name: "Saved Inputs" });
    expect(screen.getAllByTestId("skeleton-card")).toHaveLength(6);
  });

  it("says so when nothing is saved, and refreshes on request", async () => {
    let items = [] as ReturnType<typeof sampleInput>[];
    fakeApi({ "GET /api/saved-inputs": () => page(items) });
    renderPage();
    await screen.findByText(LIBRARY_MESSAGES.noInputs);
    items = [sampleInput({ name: "Arrived" })];
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await screen.findByRole("article", { name: "Arrived" });
  });

  it("says the session has ended on a 401, and offers Retry on other failures", async () => {
    let status = 401;
    fakeApi({ "GET /api/saved-inputs": () => apiError(status, status === 401 ? "unauthorized" : "internal_error", "No") });
    renderPage();
    await screen.findByText("Session refresh failed. Please log out and log back in.");
    status = 500;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByText("Failed to load saved inputs");
  });

  it("shows name, type and a summary of the choices", async () => {
    fakeApi({ "GET /api/saved-inputs": page([sampleInput({ name: "<script>alert(1)</script>" })]) });
    renderPage();
    const article = await screen.findByRole("article", { name: "<script>alert(1)</script>" });
    expect(article.querySelector("script")).toBeNull();
    within(article).getByText("Art");
    within(article).getByText("a lighthouse at dawn");
    within(article).getByText("Watercolor");
  });

  it("checks a rename (the name may not be blank), then saves it", async () => {
    let input = sampleInput({ name: "Old name" });
    const api = fakeApi({
      "GET /api/saved-inputs": () => page([input]),
      [`PATCH /api/saved-inputs/${input.id}`]: ({ body }: FakeRequest) => {
        input = { ...input, ...(body as object) };
        return { body: input };
      },
    });
    renderPage();
    fireEvent.click(within(await screen.findByRole("article", { name: "Old name" })).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename inputs" });
    const name = within(dialog).getByLabelText("Name") as HTMLInputElement;
    expect(name.value).toBe("Old name");
    fireEvent.change(name, { target: { value: "  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save name" }));
    await within(dialog).findByText("Please enter a name");
    expect(api.sent(`PATCH /api/saved-inputs/${input.id}`)).toEqual([]);

    fireEvent.change(name, { target: { value: "New name" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save name" }));
    await screen.findByText("Input name updated successfully");
    expect(api.sent(`PATCH /api/saved-inputs/${input.id}`)[0]?.body).toEqual({ name: "New name" });
    await screen.findByRole("article", { name: "New name" });
  });

  it("says 'Failed to update input name' when the rename fails", async () => {
    const input = sampleInput({ name: "Old name" });
    fakeApi({
      "GET /api/saved-inputs": page([input]),
      [`PATCH /api/saved-inputs/${input.id}`]: apiError(404, "not_found", "Saved inputs not found."),
    });
    renderPage();
    fireEvent.click(within(await screen.findByRole("article", { name: "Old name" })).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename inputs" });
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "New" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save name" }));
    await screen.findByText(LIBRARY_MESSAGES.renameInputFailed);
    screen.getByRole("dialog", { name: "Rename inputs" });
  });

  it("deletes after confirmation with the spec's messages", async () => {
    const input = sampleInput({ name: "Bye" });
    let items = [input];
    fakeApi({
      "GET /api/saved-inputs": () => page(items),
      [`DELETE /api/saved-inputs/${input.id}`]: () => {
        items = [];
        return { status: 204 };
      },
    });
    renderPage();
    fireEvent.click(within(await screen.findByRole("article", { name: "Bye" })).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete inputs" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    screen.getByRole("article", { name: "Bye" });

    fireEvent.click(within(screen.getByRole("article", { name: "Bye" })).getByRole("button", { name: "Delete" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Delete inputs" })).getByRole("button", { name: "Delete" }));
    await screen.findByText(LIBRARY_MESSAGES.inputDeleted);
    await screen.findByText(LIBRARY_MESSAGES.noInputs);
  });

  it("says 'Failed to delete input' when the deletion fails", async () => {
    const input = sampleInput({ name: "Stays" });
    fakeApi({
      "GET /api/saved-inputs": page([input]),
      [`DELETE /api/saved-inputs/${input.id}`]: apiError(500, "internal_error", "Boom"),
    });
    renderPage();
    fireEvent.click(within(await screen.findByRole("article", { name: "Stays" })).getByRole("button", { name: "Delete" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Delete inputs" })).getByRole("button", { name: "Delete" }));
    await screen.findByText(LIBRARY_MESSAGES.deleteInputFailed);
  });

  it("opens the builder of the inputs' type with them", async () => {
    const input = sampleInput({ name: "Art set" });
    fakeApi({ "GET /api/saved-inputs": page([input]) });
    renderPage();
    fireEvent.click(within(await screen.findByRole("article", { name: "Art set" })).getByRole("button", { name: "Use Inputs" }));
    expect(currentLocation()).toBe("/build-art");
    expect(JSON.parse(sessionStorage.getItem(USE_INPUTS_KEY)!)).toEqual({ type: "art", inputs: input.inputData });
  });

  it("says 'Failed to use inputs' when the hand-over cannot be stored", async () => {
    fakeApi({ "GET /api/saved-inputs": page([sampleInput({ name: "Art set" })]) });
    const setItem = vi.spyOn(window.sessionStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    // vi.restoreAllMocks does not reach a spy on happy-dom's storage, and the next file shares this window.
    onTestFinished(() => setItem.mockRestore());
    renderPage();
    fireEvent.click(within(await screen.findByRole("article", { name: "Art set" })).getByRole("button", { name: "Use Inputs" }));
    await screen.findByText(LIBRARY_MESSAGES.useInputsFailed);
    expect(currentLocation()).toBe("/saved-inputs");
  });
});
