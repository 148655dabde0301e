import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderAt } from "@/web/testing/render-at";
import { apiError, fakeApi, type FakeRequest } from "../../../../../tests/support/fake-api";
import { UI_MESSAGES } from "../messages";
import { samplePrompt } from "../test-support";
import { EditPromptDialog } from "./edit-prompt-dialog";
import { VersionHistory } from "./version-history";

const prompt = samplePrompt({ content: "Write a short launch post for developers." });
const version = (number: number, content: string, note: string | null = null) => ({
  version: number,
  content,
  note,
  authorName: "Ada",
  labels: [] as string[],
  createdAt: `2026-01-0${number}T10:00:00.000Z`,
});
const VERSIONS = [
  version(3, "Write a short launch post for developers.", "Shorter"),
  version(2, "Write a long launch post for developers."),
  version(1, "Write a long launch post.", null),
];
const versionsRoute = `GET /api/saved-prompts/${prompt.id}/versions` as const;
const restoreRoute = `POST /api/saved-prompts/${prompt.id}/versions/:version/restore` as const;
const versionItem = (number: number) =>
  within(screen.getByRole("list", { name: "Versions" }))
    .getAllByRole("listitem")
    .find((item) => item.textContent?.startsWith(`Version ${number}`))!;

describe("VersionHistory", () => {
  it("lists the versions with their date and note, and shows a word diff of any two", async () => {
    fakeApi({ [versionsRoute]: { body: { versions: VERSIONS, labelMoves: [] } } });
    renderAt("/", <VersionHistory promptId={prompt.id} onRestored={() => {}} />);
    await screen.findByRole("list", { name: "Versions" });
    within(versionItem(3)).getByText("Shorter");
    within(versionItem(3)).getByText("(current)", { exact: false });
    within(versionItem(2)).getByText("No note");
    within(versionItem(1)).getByText(/Jan 1, 2026/);
    expect(within(versionItem(3)).queryByRole("button", { name: "Restore version 3" })).toBeNull();

    // Version 2 against the newest at first.
    const diff = screen.getByTestId("version-diff");
    expect([...diff.querySelectorAll("del")].map((d) => d.textContent)).toEqual(["[removed: long]"]);
    expect([...diff.querySelectorAll("ins")].map((i) => i.textContent)).toEqual(["[added: short]"]);

    fireEvent.change(screen.getByLabelText("From"), { target: { value: "1" } });
    expect([...diff.querySelectorAll("ins")].map((i) => i.textContent)).toEqual(["[added: short]", "[added: for developers]"]);
    screen.getByText(/From version 1 to version 3/);

    fireEvent.change(screen.getByLabelText("To"), { target: { value: "1" } });
    expect(diff.textContent).toBe("Choose two different versions to see what changed.");
  });

  it("restores a version after confirmation, and hands the restored prompt over", async () => {
    const restored = { ...prompt, content: "Write a long launch post." };
    const api = fakeApi({
      [versionsRoute]: { body: { versions: VERSIONS, labelMoves: [] } },
      [restoreRoute]: { body: restored },
    });
    const onRestored = vi.fn();
    renderAt("/", <VersionHistory promptId={prompt.id} onRestored={onRestored} />);
    await screen.findByRole("list", { name: "Versions" });
    fireEvent.click(within(versionItem(1)).getByRole("button", { name: "Restore version 1" }));
    const confirm = screen.getByRole("group", { name: "Restore version 1" });
    expect(api.sent(restoreRoute)).toEqual([]);
    expect(within(confirm).getByLabelText("Note (optional)")).toHaveProperty("placeholder", "Restored version 1");
    fireEvent.click(within(confirm).getByRole("button", { name: "Restore version 1" }));
    await screen.findByText(UI_MESSAGES.versionRestored(1));
    expect(api.sent(restoreRoute).map((r: FakeRequest) => [r.path, r.body])).toEqual([[`/api/saved-prompts/${prompt.id}/versions/1/restore`, {}]]);
    expect(onRestored).toHaveBeenCalledWith(restored);
    await waitFor(() => expect(screen.queryByRole("group", { name: "Restore version 1" })).toBeNull());
  });

  it("keeps nothing restored when Cancel is pressed, and says so when a restore fails", async () => {
    const api = fakeApi({
      [versionsRoute]: { body: { versions: VERSIONS, labelMoves: [] } },
      [restoreRoute]: apiError(500, "internal_error", "Boom"),
    });
    const onRestored = vi.fn();
    renderAt("/", <VersionHistory promptId={prompt.id} onRestored={onRestored} />);
    await screen.findByRole("list", { name: "Versions" });
    fireEvent.click(within(versionItem(2)).getByRole("button", { name: "Restore version 2" }));
    fireEvent.click(within(screen.getByRole("group", { name: "Restore version 2" })).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("group", { name: "Restore version 2" })).toBeNull();
    expect(api.sent(restoreRoute)).toEqual([]);

    fireEvent.click(within(versionItem(2)).getByRole("button", { name: "Restore version 2" }));
    fireEvent.click(within(screen.getByRole("group", { name: "Restore version 2" })).getByRole("button", { name: "Restore version 2" }));
    const alert = await within(screen.getByRole("group", { name: "Restore version 2" })).findByRole("alert");
    expect(alert.textContent).toBe(UI_MESSAGES.restoreVersionFailed(2));
    expect(onRestored).not.toHaveBeenCalled();
  });

  it("shows a load failure with Retry, and says when there is only one version", async () => {
    let fail = true;
    fakeApi({
      [versionsRoute]: () => (fail ? apiError(500, "internal_error", "Boom") : { body: { versions: [version(1, "Only text")], labelMoves: [] } }),
    });
    renderAt("/", <VersionHistory promptId={prompt.id} onRestored={() => {}} />);
    await screen.findByText(UI_MESSAGES.versionsFailed);
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByText(UI_MESSAGES.oneVersion);
  });
});

describe("EditPromptDialog's versions", () => {
  it("sends a note with the edit", async () => {
    const api = fakeApi({ [`PATCH /api/saved-prompts/${prompt.id}`]: ({ body }: FakeRequest) => ({ body: { ...prompt, ...(body as object), tags: [] } }) });
    renderAt("/", <EditPromptDialog prompt={prompt} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Edit prompt" });
    fireEvent.change(within(dialog).getByLabelText("Prompt"), { target: { value: "New text" } });
    fireEvent.change(within(dialog).getByLabelText("Note (optional)"), { target: { value: "Simpler" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await screen.findByText(UI_MESSAGES.promptUpdated);
    expect(api.sent(`PATCH /api/saved-prompts/${prompt.id}`)[0]?.body).toMatchObject({ content: "New text", note: "Simpler" });
  });

  it("opens History and shows the restored text in the editor; Enter in the restore's note restores, saving no edit", async () => {
    const api = fakeApi({
      [versionsRoute]: { body: { versions: VERSIONS, labelMoves: [] } },
      [restoreRoute]: { body: { ...prompt, content: "Write a long launch post." } },
    });
    renderAt("/", <EditPromptDialog prompt={prompt} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Edit prompt" });
    const toggle = within(dialog).getByRole("button", { name: "History" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await within(dialog).findByRole("list", { name: "Versions" });
    fireEvent.click(within(versionItem(1)).getByRole("button", { name: "Restore version 1" }));
    const note = within(screen.getByRole("group", { name: "Restore version 1" })).getByLabelText("Note (optional)");
    fireEvent.change(note, { target: { value: "Back to the long one" } });
    fireEvent.keyDown(note, { key: "Enter" });
    await screen.findByText(UI_MESSAGES.versionRestored(1));
    expect(within(dialog).getByLabelText("Prompt")).toHaveProperty("value", "Write a long launch post.");
    expect(api.sent(restoreRoute).map((r: FakeRequest) => r.body)).toEqual([{ note: "Back to the long one" }]);
    expect(api.sent(`PATCH /api/saved-prompts/${prompt.id}`)).toEqual([]);
  });
});
