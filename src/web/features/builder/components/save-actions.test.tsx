import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { defaultArtForm, defaultTextForm } from "@/domain/builders";
import { LIBRARY_MESSAGES } from "@/domain/library";
import { PLANS, SAVED_PROMPT_LIMIT_CODES, SAVED_PROMPTS_CAP_MESSAGE, savedPromptLimitMessage } from "@/domain/plans";
import { apiError, fakeApi } from "../../../../../tests/support/fake-api";
import { renderAt } from "@/web/testing/render-at";
import { SaveActions } from "./save-actions";
import { MSG_NAME_REQUIRED } from "@/web/features/library";

const TEXT_INPUTS = { ...defaultTextForm, industry: "marketing" };

const SAVED_AT = "2026-01-05T10:00:00.000Z";
const NO_PARTS = { parameters: {}, notes: [] };
const PARTS = { negativePrompt: "blurry", parameters: { steps: 30 }, notes: ["Rendered at 1216x832."] };

const toastOf = (text: HTMLElement) => text.closest<HTMLElement>("[data-sonner-toast]")!;

const openDialog = async (button: "Save Prompt" | "Save Inputs") => {
  fireEvent.click(screen.getByRole("button", { name: button }));
  return within(await screen.findByRole("dialog", { name: button }));
};

describe("SaveActions", () => {
  it("saves a prompt only with a name, sending its text, negative prompt, parameters, notes, type, tags and the builder's inputs", async () => {
    const saved = { id: "p1", title: "Launch post", content: "The generated prompt.", promptType: "text" as const, tags: ["launch", "seo"] };
    const api = fakeApi({
      "POST /api/saved-prompts": { status: 201, body: { ...saved, name: "launch-post", labels: {}, parameters: {}, notes: [], inputData: TEXT_INPUTS, pinned: false, useCount: 0, variables: [], variableValues: {}, createdBy: { id: "u1", displayName: "Ada" }, updatedBy: null, createdAt: SAVED_AT, updatedAt: SAVED_AT } },
    });
    renderAt("/build-text", <SaveActions type="text" inputs={TEXT_INPUTS} prompt="The generated prompt." parts={PARTS} />);
    const dialog = await openDialog("Save Prompt");

    fireEvent.change(dialog.getByLabelText("Name"), { target: { value: "   " } });
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await dialog.findByText(MSG_NAME_REQUIRED);
    expect(dialog.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
    expect(api.sent("POST /api/saved-prompts")).toEqual([]);

    fireEvent.change(dialog.getByLabelText("Name"), { target: { value: " Launch post " } });
    fireEvent.change(dialog.getByLabelText("Tags"), { target: { value: "launch, seo" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await screen.findByText(LIBRARY_MESSAGES.promptSaved);
    expect(api.sent("POST /api/saved-prompts")[0]?.body).toEqual({
      title: "Launch post",
      content: "The generated prompt.",
      ...PARTS,
      promptType: "text",
      tags: "launch, seo",
      inputData: TEXT_INPUTS,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("counts the name's characters, keeps a long paste whole, and refuses a name over 200 without sending it", async () => {
    const api = fakeApi({});
    renderAt("/build-text", <SaveActions type="text" inputs={TEXT_INPUTS} prompt="The generated prompt." parts={NO_PARTS} />);
    const dialog = await openDialog("Save Prompt");
    const name = dialog.getByLabelText("Name") as HTMLInputElement;
    const counter = () => document.getElementById(`${name.id}-count`)!;
    expect(counter().textContent).toBe("0/200");
    expect(name.getAttribute("aria-describedby")).toContain(counter().id);

    fireEvent.change(name, { target: { value: "x".repeat(180) } });
    expect(counter().textContent).toBe("180/200");
    expect(counter().className).not.toContain("text-destructive");

    // A 10,000-character paste is neither cut by the field nor sent: it is shown over the limit and refused.
    fireEvent.change(name, { target: { value: "y".repeat(10_000) } });
    expect(name.value).toHaveLength(10_000);
    expect(name.maxLength).toBe(-1);
    expect(counter().textContent).toBe("10,000/200 (9,800 over the limit)");
    expect(counter().className).toContain("text-destructive");
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await dialog.findByText("The name can have at most 200 characters");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(api.sent("POST /api/saved-prompts")).toEqual([]);
    expect(screen.getByRole("dialog", { name: "Save Prompt" })).toBeTruthy();
  });

  it("cannot save a prompt before one is generated", () => {
    fakeApi({});
    renderAt("/build-text", <SaveActions type="text" inputs={TEXT_INPUTS} prompt="" parts={NO_PARTS} />);
    expect((screen.getByRole("button", { name: "Save Prompt" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Save Inputs" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("reports a failed prompt save with the spec's text and the API's field errors, keeping the dialog", async () => {
    fakeApi({
      "POST /api/saved-prompts": {
        status: 400,
        body: { error: { code: "invalid_input", message: "Some fields are invalid.", fields: { "tags.0": ["A tag can have at most 40 characters"] } } },
      },
    });
    renderAt("/build-text", <SaveActions type="text" inputs={TEXT_INPUTS} prompt="P" parts={NO_PARTS} />);
    const dialog = await openDialog("Save Prompt");
    fireEvent.change(dialog.getByLabelText("Name"), { target: { value: "x" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await screen.findByText(LIBRARY_MESSAGES.promptSaveFailed);
    dialog.getByText("A tag can have at most 40 characters");
  });

  it("says why a prompt past the plan's limit was not saved, with an Upgrade link to Billing", async () => {
    const message = savedPromptLimitMessage(PLANS.free);
    fakeApi({ "POST /api/saved-prompts": apiError(403, SAVED_PROMPT_LIMIT_CODES.limit, message) });
    renderAt("/build-text", <SaveActions type="text" inputs={TEXT_INPUTS} prompt="P" parts={NO_PARTS} />);
    const dialog = await openDialog("Save Prompt");
    fireEvent.change(dialog.getByLabelText("Name"), { target: { value: "The eleventh" } });
    // Toasts of earlier tests may still be on screen: count the generic failure before and after.
    const genericFailures = screen.queryAllByText(LIBRARY_MESSAGES.promptSaveFailed).length;
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    const shown = within(toastOf(await screen.findByText(message)));
    expect(shown.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/billing");
    expect(screen.queryAllByText(LIBRARY_MESSAGES.promptSaveFailed)).toHaveLength(genericFailures);
    screen.getByRole("dialog", { name: "Save Prompt" });
  });

  it("says a prompt past the safety cap was not saved, without an Upgrade link", async () => {
    fakeApi({ "POST /api/saved-prompts": apiError(403, SAVED_PROMPT_LIMIT_CODES.cap, SAVED_PROMPTS_CAP_MESSAGE) });
    renderAt("/build-text", <SaveActions type="text" inputs={TEXT_INPUTS} prompt="P" parts={NO_PARTS} />);
    const dialog = await openDialog("Save Prompt");
    fireEvent.change(dialog.getByLabelText("Name"), { target: { value: "One too many" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    const shown = within(toastOf(await screen.findByText(SAVED_PROMPTS_CAP_MESSAGE)));
    expect(shown.queryByRole("link", { name: "Upgrade" })).toBeNull();
  });

  it("saves inputs only with a name, with the art subject among them", async () => {
    const inputs = { ...defaultArtForm, prompt: "a red fox" };
    const api = fakeApi({
      "POST /api/saved-inputs": {
        status: 201,
        body: { id: "i1", name: "Fox", inputType: "art", inputData: inputs, createdBy: { id: "u1", displayName: "Ada" }, updatedBy: null, createdAt: SAVED_AT, updatedAt: SAVED_AT },
      },
    });
    renderAt("/build-text", <SaveActions type="art" inputs={inputs} prompt="P" parts={NO_PARTS} />);
    const dialog = await openDialog("Save Inputs");
    expect(dialog.queryByLabelText("Tags")).toBeNull();
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await dialog.findByText(MSG_NAME_REQUIRED);
    expect(api.sent("POST /api/saved-inputs")).toEqual([]);

    fireEvent.change(dialog.getByLabelText("Name"), { target: { value: "Fox" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await screen.findByText(LIBRARY_MESSAGES.inputsSaved);
    expect(api.sent("POST /api/saved-inputs")[0]?.body).toEqual({ name: "Fox", inputType: "art", inputData: inputs });
  });

  it("says 'Failed to save inputs' on failure and asks to log in on 401", async () => {
    let status = 500;
    fakeApi({
      "POST /api/saved-inputs": () =>
        status === 401 ? apiError(401, "unauthorized", "You must be signed in.") : apiError(500, "internal_error", "Boom"),
    });
    renderAt("/build-text", <SaveActions type="text" inputs={TEXT_INPUTS} prompt="P" parts={NO_PARTS} />);
    const dialog = await openDialog("Save Inputs");
    fireEvent.change(dialog.getByLabelText("Name"), { target: { value: "Mine" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await screen.findByText(LIBRARY_MESSAGES.inputsSaveFailed);
    status = 401;
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await screen.findByText(LIBRARY_MESSAGES.loginToSaveInputs);
  });
});
