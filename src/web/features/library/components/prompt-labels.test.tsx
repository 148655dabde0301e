import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PROMPT_NAME_MESSAGES } from "@/domain/prompt-names";
import { renderAt } from "@/web/testing/render-at";
import { fakeApi, type FakeRequest } from "../../../../../tests/support/fake-api";
import { LABEL_TEXTS, UI_MESSAGES } from "../messages";
import { samplePrompt } from "../test-support";
import { EditPromptDialog } from "./edit-prompt-dialog";
import { PromptNameLine } from "./prompt-name-line";
import { VersionHistory } from "./version-history";

const prompt = samplePrompt({ name: "launch-post", labels: { production: 1 } });
const version = (number: number, labels: string[] = []) => ({
  version: number,
  content: `Text ${number}`,
  note: null,
  authorName: "Ada",
  labels,
  createdAt: `2026-01-0${number}T10:00:00.000Z`,
});
const versionsRoute = `GET /api/saved-prompts/${prompt.id}/versions` as const;
const moveRoute = `PUT /api/saved-prompts/${prompt.id}/labels/:label` as const;
const MOVE = { label: "production", version: 1, previousVersion: null, movedByName: "Ada", createdAt: "2026-01-02T10:00:00.000Z" };

describe("a prompt's labels", () => {
  it("shows each version's labels and every move, and moves a label from the keyboard with progress and success", async () => {
    let moved = false;
    const api = fakeApi({
      [versionsRoute]: () => ({
        body: moved
          ? { versions: [version(2, ["staging"]), version(1, ["production"])], labelMoves: [{ ...MOVE, label: "staging", version: 2 }, MOVE] }
          : { versions: [version(2), version(1, ["production"])], labelMoves: [MOVE] },
      }),
      [moveRoute]: () => ((moved = true), { body: { ...prompt, labels: { production: 1, staging: 2 } } }),
    });
    renderAt("/", <VersionHistory promptId={prompt.id} onRestored={() => {}} />);
    const versions = await screen.findByRole("list", { name: "Versions" });
    expect(within(versions).getAllByRole("listitem")[1]!.textContent).toContain("production");
    expect(within(screen.getByRole("list", { name: "Label moves" })).getByText(LABEL_TEXTS.moveLine(MOVE)));

    const group = screen.getByRole("group", { name: "Move a label" });
    const label = within(group).getByLabelText("Label");
    expect(label).toHaveProperty("value", "production");
    fireEvent.change(label, { target: { value: "staging" } });
    fireEvent.change(within(group).getByLabelText("Version"), { target: { value: "2" } });
    fireEvent.keyDown(label, { key: "Enter" });
    await screen.findByText(LABEL_TEXTS.moved("staging", 2));
    expect(api.sent(moveRoute).map((r: FakeRequest) => [r.path, r.body])).toEqual([[`/api/saved-prompts/${prompt.id}/labels/staging`, { version: 2 }]]);
    // The history is read again, with the move.
    await screen.findByText(LABEL_TEXTS.moveLine({ label: "staging", version: 2, previousVersion: null }));
  });

  it("refuses a label that breaks the rule before sending, and shows the server's refusal beside its field", async () => {
    const api = fakeApi({
      [versionsRoute]: { body: { versions: [version(1)], labelMoves: [] } },
      [moveRoute]: { status: 400, body: { error: { code: "invalid_input", message: "Some fields are invalid.", fields: { version: ["This prompt has no version 1."] } } } },
    });
    renderAt("/", <VersionHistory promptId={prompt.id} onRestored={() => {}} />);
    await screen.findByText(LABEL_TEXTS.noMoves);
    const group = screen.getByRole("group", { name: "Move a label" });
    const label = within(group).getByLabelText("Label");
    fireEvent.change(label, { target: { value: "Live Now" } });
    fireEvent.click(within(group).getByRole("button", { name: "Move label" }));
    expect(await within(group).findByRole("alert")).toHaveProperty("textContent", expect.stringContaining("lowercase letters"));
    expect(label.getAttribute("aria-invalid")).toBe("true");
    expect(api.sent(moveRoute)).toEqual([]);

    fireEvent.change(label, { target: { value: "live" } });
    fireEvent.click(within(group).getByRole("button", { name: "Move label" }));
    await screen.findByText(LABEL_TEXTS.moveFailed);
    await within(group).findByText("This prompt has no version 1.");
  });
});

describe("a prompt's API name", () => {
  it("is shown with its labels on the card's line", () => {
    render(<PromptNameLine prompt={{ name: "launch-post", labels: { staging: 2, production: 1 } }} />);
    screen.getByText("launch-post");
    expect(within(screen.getByRole("list", { name: "Labels" })).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "production: v1",
      "staging: v2",
    ]);
  });

  it("is edited in the editor: checked as typed, and a name the workspace holds is refused beside the field", async () => {
    let taken = true;
    const api = fakeApi({
      [`PATCH /api/saved-prompts/${prompt.id}`]: ({ body }: FakeRequest) =>
        taken
          ? { status: 409, body: { error: { code: "name_taken", message: PROMPT_NAME_MESSAGES.taken, fields: { name: [PROMPT_NAME_MESSAGES.taken] } } } }
          : { body: { ...prompt, ...(body as object), tags: [] } },
    });
    renderAt("/", <EditPromptDialog prompt={prompt} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Edit prompt" });
    const name = within(dialog).getByLabelText("API name");
    expect(name).toHaveProperty("value", "launch-post");
    const save = within(dialog).getByRole("button", { name: "Save changes" });

    fireEvent.change(name, { target: { value: "Launch Post" } });
    fireEvent.click(save);
    await within(dialog).findByText(PROMPT_NAME_MESSAGES.format);
    expect(api.sent(`PATCH /api/saved-prompts/${prompt.id}`)).toEqual([]);

    fireEvent.change(name, { target: { value: "welcome" } });
    fireEvent.click(save);
    await within(dialog).findByText(PROMPT_NAME_MESSAGES.taken);
    expect(name.getAttribute("aria-invalid")).toBe("true");

    taken = false;
    fireEvent.change(name, { target: { value: "welcome-2" } });
    fireEvent.click(save);
    await screen.findByText(UI_MESSAGES.promptUpdated);
    expect(api.sent(`PATCH /api/saved-prompts/${prompt.id}`).at(-1)?.body).toMatchObject({ name: "welcome-2" });
  });
});

