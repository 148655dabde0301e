import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LIBRARY_MESSAGES } from "@/domain/library";
import { PLANS, savedPromptLimitMessage } from "@/domain/plans";
import { apiError, fakeApi } from "../../../../../tests/support/fake-api";
import { UI_MESSAGES } from "../messages";
import { renderAt } from "@/web/testing/render-at";
import { page, sampleInput, samplePrompt } from "../test-support";
import { SavedInputsPage } from "./saved-inputs-page";
import { SavedPromptsPage } from "./saved-prompts-page";

const titles = () => screen.queryAllByRole("article").map((card) => within(card).getByRole("heading").textContent);

async function deleteCard(name: string, dialogName: string) {
  fireEvent.click(within(await screen.findByRole("article", { name })).getByRole("button", { name: "Delete" }));
  fireEvent.click(within(await screen.findByRole("dialog", { name: dialogName })).getByRole("button", { name: "Delete" }));
}

/** The success toast's Undo button. */
async function undoButton(message: string) {
  const toast = (await screen.findByText(message)).closest("[data-sonner-toast]") as HTMLElement;
  return within(toast).getByRole("button", { name: "Undo" });
}

describe("Undo after deleting from the library", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // Toasts live outside React: one left from a test would crowd the next one's.
    act(() => void toast.dismiss());
  });

  it("brings a deleted prompt back in its place from the success toast", async () => {
    const prompts = [samplePrompt({ title: "First" }), samplePrompt({ title: "Middle" }), samplePrompt({ title: "Last" })];
    const middle = prompts[1]!;
    let deleted = false;
    const api = fakeApi({
      "GET /api/saved-prompts": () => page(prompts.filter((p) => !deleted || p !== middle)),
      "GET /api/saved-prompts/tags": { body: { tags: [] } },
      [`DELETE /api/saved-prompts/${middle.id}`]: () => {
        deleted = true;
        return { status: 204 };
      },
      [`POST /api/saved-prompts/${middle.id}/restore`]: () => {
        deleted = false;
        return { body: middle };
      },
    });
    renderAt("/saved-prompts", <SavedPromptsPage />);
    await deleteCard("Middle", "Delete prompt");
    const undo = await undoButton(UI_MESSAGES.promptDeleted);
    await waitFor(() => expect(screen.queryByRole("article", { name: "Middle" })).toBeNull());

    fireEvent.click(undo);
    await screen.findByText(UI_MESSAGES.promptRestored);
    expect(api.sent(`POST /api/saved-prompts/${middle.id}/restore`)).toHaveLength(1);
    await screen.findByRole("article", { name: "Middle" });
    expect(titles()).toEqual(["First", "Middle", "Last"]);
  });

  it("says why a prompt cannot come back when the plan's last place has been taken since", async () => {
    const prompt = samplePrompt({ title: "Tenth" });
    let deleted = false;
    fakeApi({
      "GET /api/saved-prompts": () => page(deleted ? [] : [prompt]),
      [`DELETE /api/saved-prompts/${prompt.id}`]: () => {
        deleted = true;
        return { status: 204 };
      },
      [`POST /api/saved-prompts/${prompt.id}/restore`]: apiError(403, "saved_prompts_limit", savedPromptLimitMessage(PLANS.free)),
    });
    renderAt("/saved-prompts", <SavedPromptsPage />);
    await deleteCard("Tenth", "Delete prompt");
    fireEvent.click(await undoButton(UI_MESSAGES.promptDeleted));
    await screen.findByText(savedPromptLimitMessage(PLANS.free));
    screen.getByRole("link", { name: "Upgrade" });
    expect(screen.queryByText(UI_MESSAGES.promptRestored)).toBeNull();
    expect(titles()).toEqual([]);
  });

  it("brings deleted inputs back, and says so when they cannot come back", async () => {
    const kept = sampleInput({ name: "Kept" });
    const bye = sampleInput({ name: "Bye" });
    let deleted = false;
    let restorable = true;
    fakeApi({
      "GET /api/saved-inputs": () => page(deleted ? [kept] : [bye, kept]),
      [`DELETE /api/saved-inputs/${bye.id}`]: () => {
        deleted = true;
        return { status: 204 };
      },
      [`POST /api/saved-inputs/${bye.id}/restore`]: () => {
        if (!restorable) return apiError(404, "not_found", "Input not found.");
        deleted = false;
        return { body: bye };
      },
    });
    renderAt("/saved-inputs", <SavedInputsPage />);
    await deleteCard("Bye", "Delete inputs");
    fireEvent.click(await undoButton(LIBRARY_MESSAGES.inputDeleted));
    await screen.findByText(UI_MESSAGES.inputRestored);
    await screen.findByRole("article", { name: "Bye" });
    // Focus goes on from the heading, not lost with the toast.
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: "Saved Inputs" }));

    restorable = false;
    // The first deletion's toast leaves first: on a busy machine it is still fading out when the second one is
    // raised, and its spent Undo would be the one found.
    await waitFor(() => expect(screen.queryByText(LIBRARY_MESSAGES.inputDeleted)).toBeNull(), { timeout: 10_000 });
    await deleteCard("Bye", "Delete inputs");
    fireEvent.click(await undoButton(LIBRARY_MESSAGES.inputDeleted));
    await screen.findByText(UI_MESSAGES.restoreInputFailed);
    await waitFor(() => expect(titles()).toEqual(["Kept"]));
  });
});
