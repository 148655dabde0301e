import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, type FakeRequest } from "../../../../../tests/support/fake-api";
import { renderAt } from "@/web/testing/render-at";
import { page, sampleInput, samplePrompt } from "../test-support";
import { SavedInputsPage } from "./saved-inputs-page";
import { SavedPromptsPage } from "./saved-prompts-page";

// The library's dialogs open from a card's button (state, not a Dialog.Trigger): closing one puts keyboard
// focus back on that button, or on the page heading when the card itself is gone.

/** Focuses the card's button, as a keyboard user would, and presses it. */
async function openFrom(cardName: string, buttonName: string) {
  const button = within(await screen.findByRole("article", { name: cardName })).getByRole("button", { name: buttonName });
  button.focus();
  fireEvent.click(button);
  return button;
}

async function closedWithFocusOn(element: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(element));
}

const escape = (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: "Escape" });

describe("focus after the library's dialogs", () => {
  it("returns to Edit on a saved prompt after Cancel, Escape and a successful save", async () => {
    let prompt = samplePrompt({ title: "Draft" });
    fakeApi({
      "GET /api/saved-prompts": () => page([prompt]),
      [`PATCH /api/saved-prompts/${prompt.id}`]: ({ body }: FakeRequest) => {
        prompt = { ...prompt, ...(body as { title: string }), tags: [] };
        return { body: prompt };
      },
    });
    renderAt("/saved-prompts", <SavedPromptsPage />);

    let edit = await openFrom("Draft", "Edit");
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Edit prompt" })).getByRole("button", { name: "Cancel" }));
    await closedWithFocusOn(edit);

    edit = await openFrom("Draft", "Edit");
    escape(await screen.findByRole("dialog", { name: "Edit prompt" }));
    await closedWithFocusOn(edit);

    edit = await openFrom("Draft", "Edit");
    const dialog = await screen.findByRole("dialog", { name: "Edit prompt" });
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Final" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await closedWithFocusOn(edit);
    await screen.findByRole("article", { name: "Final" });
    expect(document.activeElement).toBe(edit);
  });

  it("returns to Delete on a saved prompt after Cancel and Escape, and to the heading once it is deleted", async () => {
    const prompt = samplePrompt({ title: "Doomed" });
    let items = [prompt];
    fakeApi({
      "GET /api/saved-prompts": () => page(items),
      [`DELETE /api/saved-prompts/${prompt.id}`]: () => {
        items = [];
        return { status: 204 };
      },
    });
    renderAt("/saved-prompts", <SavedPromptsPage />);

    let remove = await openFrom("Doomed", "Delete");
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Delete prompt" })).getByRole("button", { name: "Cancel" }));
    await closedWithFocusOn(remove);

    remove = await openFrom("Doomed", "Delete");
    escape(await screen.findByRole("dialog", { name: "Delete prompt" }));
    await closedWithFocusOn(remove);

    await openFrom("Doomed", "Delete");
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Delete prompt" })).getByRole("button", { name: "Delete" }));
    await closedWithFocusOn(screen.getByRole("heading", { level: 1, name: "Saved Prompts", hidden: true }));
  });

  it("returns to Edit on saved inputs after Cancel, Escape and a successful rename", async () => {
    let input = sampleInput({ name: "Set A" });
    fakeApi({
      "GET /api/saved-inputs": () => page([input]),
      [`PATCH /api/saved-inputs/${input.id}`]: ({ body }: FakeRequest) => {
        input = { ...input, ...(body as { name: string }) };
        return { body: input };
      },
    });
    renderAt("/saved-inputs", <SavedInputsPage />);

    let rename = await openFrom("Set A", "Edit");
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Rename inputs" })).getByRole("button", { name: "Cancel" }));
    await closedWithFocusOn(rename);

    rename = await openFrom("Set A", "Edit");
    escape(await screen.findByRole("dialog", { name: "Rename inputs" }));
    await closedWithFocusOn(rename);

    rename = await openFrom("Set A", "Edit");
    const dialog = await screen.findByRole("dialog", { name: "Rename inputs" });
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Set B" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save name" }));
    await closedWithFocusOn(rename);
    await screen.findByRole("article", { name: "Set B" });
    expect(document.activeElement).toBe(rename);
  });

  it("returns to Delete on saved inputs after Cancel and Escape, and to the heading once they are deleted", async () => {
    const input = sampleInput({ name: "Old set" });
    let items = [input];
    fakeApi({
      "GET /api/saved-inputs": () => page(items),
      [`DELETE /api/saved-inputs/${input.id}`]: () => {
        items = [];
        return { status: 204 };
      },
    });
    renderAt("/saved-inputs", <SavedInputsPage />);

    let remove = await openFrom("Old set", "Delete");
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Delete inputs" })).getByRole("button", { name: "Cancel" }));
    await closedWithFocusOn(remove);

    remove = await openFrom("Old set", "Delete");
    escape(await screen.findByRole("dialog", { name: "Delete inputs" }));
    await closedWithFocusOn(remove);

    await openFrom("Old set", "Delete");
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Delete inputs" })).getByRole("button", { name: "Delete" }));
    await closedWithFocusOn(screen.getByRole("heading", { level: 1, name: "Saved Inputs", hidden: true }));
  });
});
