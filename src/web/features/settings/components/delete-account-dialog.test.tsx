import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderAt } from "@/web/testing/render-at";
import { PROFILE, signedIn } from "@/web/testing/session";
import { apiError, fakeApi } from "../../../../../tests/support/fake-api";
import { DELETE_ACCOUNT_MESSAGES } from "../messages";
import { DeleteAccountDialog } from "./delete-account-dialog";

async function openDialog() {
  renderAt("/settings", <DeleteAccountDialog />);
  // The address to type comes from the signed-in profile.
  await screen.findByRole("button", { name: "Delete Account" });
  const opener = screen.getByRole("button", { name: "Delete Account" });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole("dialog", { name: "Delete Account" });
  await within(dialog).findByText(`Delete Account turns on once this reads ${PROFILE.email}.`);
  return { opener, dialog: within(dialog) };
}

const deleteButton = (dialog: ReturnType<typeof within>) =>
  within(dialog.getByRole("form", { name: "Delete Account" })).getByRole("button", { name: "Delete Account" }) as HTMLButtonElement;

/** Catches the files handed to the browser's downloads. */
function downloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

describe("the delete-account dialog", () => {
  it("keeps Delete Account off until the account's e-mail address is typed, in any case", async () => {
    const api = fakeApi({ ...signedIn(), "DELETE /api/account": { status: 204 } });
    const replace = vi.spyOn(window.location, "replace").mockImplementation(() => {});
    const { dialog } = await openDialog();
    const typed = dialog.getByLabelText(DELETE_ACCOUNT_MESSAGES.typeEmailLabel);
    dialog.getByLabelText("Current password");
    expect(deleteButton(dialog).disabled).toBe(true);

    fireEvent.change(typed, { target: { value: "ada@example.co" } });
    expect(deleteButton(dialog).disabled).toBe(true);
    fireEvent.submit(dialog.getByRole("form", { name: "Delete Account" }));
    expect(api.sent("DELETE /api/account")).toEqual([]);

    fireEvent.change(typed, { target: { value: " ADA@example.com " } });
    expect(deleteButton(dialog).disabled).toBe(false);
    fireEvent.change(dialog.getByLabelText("Current password"), { target: { value: "my password" } });
    fireEvent.click(deleteButton(dialog));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/login"));
    expect(api.sent("DELETE /api/account")[0]?.body).toEqual({ currentPassword: "my password" });
    sessionStorage.clear();
  });

  it("downloads the saved prompts, the saved inputs and the history as the library exports them", async () => {
    const exportedAt = "2026-11-24T10:00:00.000Z";
    const promptsFile = {
      format: "promptsmith.saved-prompts" as const,
      version: 1 as const,
      exportedAt,
      prompts: [
        {
          title: "Launch post",
          content: "Write a launch post.",
          parameters: {},
          notes: [],
          promptType: "text" as const,
          tags: [],
          inputData: null,
          createdAt: exportedAt,
          versions: [{ version: 1, content: "Write a launch post.", note: null, createdAt: exportedAt }],
        },
      ],
    };
    const inputsFile = {
      format: "promptsmith.saved-inputs" as const,
      version: 1 as const,
      exportedAt,
      inputs: [{ name: "Moody lighthouse", inputType: "art" as const, inputData: {}, createdAt: exportedAt }],
    };
    const historyFile = {
      format: "promptsmith-history" as const,
      version: 1 as const,
      exportedAt,
      generations: [
        { generationType: "text" as const, target: null, status: "completed" as const, content: "Write a launch post.", parameters: {}, notes: [], inputs: null, by: { id: "user-1", displayName: "Ada" }, createdAt: exportedAt },
      ],
    };
    const api = fakeApi({
      ...signedIn(),
      "GET /api/saved-prompts/export": {
        body: promptsFile,
        headers: { "content-disposition": 'attachment; filename="promptsmith-prompts-2026-11-24.json"' },
      },
      "GET /api/saved-inputs/export": {
        body: inputsFile,
        headers: { "content-disposition": 'attachment; filename="promptsmith-inputs-2026-11-24.json"' },
      },
      "GET /api/history/export": {
        body: historyFile,
        headers: { "content-disposition": 'attachment; filename="promptsmith-history-2026-11-24.json"' },
      },
    });
    const saved = downloads();
    const { dialog } = await openDialog();
    dialog.getByRole("heading", { name: DELETE_ACCOUNT_MESSAGES.copyTitle });

    fireEvent.click(dialog.getByRole("button", { name: "Download prompts" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    fireEvent.click(dialog.getByRole("button", { name: "Download inputs" }));
    await waitFor(() => expect(saved).toHaveLength(2));
    fireEvent.click(dialog.getByRole("button", { name: "Download history" }));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(api.sent("GET /api/saved-prompts/export")[0]?.search).toBe("?format=json");
    expect(saved.map((file) => file.name)).toEqual([
      "promptsmith-prompts-2026-11-24.json",
      "promptsmith-inputs-2026-11-24.json",
      "promptsmith-history-2026-11-24.json",
    ]);
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(promptsFile);
    expect(JSON.parse(await saved[1]!.blob.text())).toEqual(inputsFile);
    expect(JSON.parse(await saved[2]!.blob.text())).toEqual(historyFile);
    // Downloading deletes nothing and leaves the dialog open.
    expect(api.sent("DELETE /api/account")).toEqual([]);
    screen.getByRole("dialog", { name: "Delete Account" });
  });

  it("shows the server's reason when the account owns a team with other members, and stays on the page", async () => {
    const reason = 'You own the team "Acme", which has other members. Transfer its ownership or delete the team first.';
    fakeApi({ ...signedIn(), "DELETE /api/account": apiError(403, "team_owner", reason) });
    const replace = vi.spyOn(window.location, "replace").mockImplementation(() => {});
    const { dialog } = await openDialog();
    fireEvent.change(dialog.getByLabelText(DELETE_ACCOUNT_MESSAGES.typeEmailLabel), { target: { value: PROFILE.email } });
    fireEvent.change(dialog.getByLabelText("Current password"), { target: { value: "my password" } });
    fireEvent.click(deleteButton(dialog));
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });

  it("says so when a download fails", async () => {
    fakeApi({ ...signedIn(), "GET /api/saved-inputs/export": apiError(503, "database_unavailable", "down") });
    const { dialog } = await openDialog();
    fireEvent.click(dialog.getByRole("button", { name: "Download inputs" }));
    await screen.findByText(DELETE_ACCOUNT_MESSAGES.downloadFailed);
  });

  it("returns focus to Delete Account on Cancel, and forgets what was typed", async () => {
    fakeApi(signedIn());
    const { opener, dialog } = await openDialog();
    fireEvent.change(dialog.getByLabelText(DELETE_ACCOUNT_MESSAGES.typeEmailLabel), { target: { value: PROFILE.email } });
    fireEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    fireEvent.click(opener);
    const reopened = within(await screen.findByRole("dialog", { name: "Delete Account" }));
    expect((reopened.getByLabelText(DELETE_ACCOUNT_MESSAGES.typeEmailLabel) as HTMLInputElement).value).toBe("");
    expect(deleteButton(reopened).disabled).toBe(true);
  });
});
