import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../../../tests/support/fake-api";
import { IMPORT_MESSAGES } from "../api/import-saved-prompts";
import { renderAt } from "@/web/testing/render-at";
import { ImportButton } from "./import-export";
import { ImportSummaryView } from "./import-summary";

const fileOf = (content: string, name = "export.json") => new File([content], name, { type: "application/json" });
const choose = (file: File) => fireEvent.change(screen.getByTestId("import-file"), { target: { files: [file] } });

describe("import", () => {
  it("summarises what was imported and each refused item with its reasons", () => {
    render(
      <ImportSummaryView
        summary={{
          imported: 2,
          refused: [
            { index: 1, title: "<b>Blank</b>", reasons: ["content: Please enter a prompt", "tags: Use at most 20 tags"] },
            { index: 4, title: null, reasons: ["title: Please enter a title"] },
          ],
        }}
      />,
    );
    screen.getByText("Imported 2 prompts.");
    screen.getByText("Refused 2 prompts:");
    const refused = within(screen.getByRole("list", { name: "Refused prompts" }));
    refused.getByText(/Item 2:/);
    refused.getByText("“<b>Blank</b>”", { exact: false });
    refused.getByText("content: Please enter a prompt");
    refused.getByText("tags: Use at most 20 tags");
    refused.getByText("(no title)");
    refused.getByText("title: Please enter a title");
  });

  it("says when nothing was imported, and lists nothing refused when all arrived", () => {
    const { rerender } = render(<ImportSummaryView summary={{ imported: 0, refused: [] }} />);
    screen.getByText("No prompts were imported.");
    rerender(<ImportSummaryView summary={{ imported: 1, refused: [] }} />);
    screen.getByText("Imported 1 prompt.");
    expect(screen.queryByRole("list", { name: "Refused prompts" })).toBeNull();
  });

  it("sends the chosen file and shows the summary in a dialog", async () => {
    const exported = { format: "promptsmith.saved-prompts", version: 1, prompts: [] };
    const api = fakeApi({ "POST /api/saved-prompts/import": { body: { imported: 3, refused: [] } } });
    renderAt("/", <ImportButton />);
    choose(fileOf(JSON.stringify(exported)));
    const dialog = await screen.findByRole("dialog", { name: "Import finished" });
    within(dialog).getByText("Imported 3 prompts.");
    expect(api.sent("POST /api/saved-prompts/import")[0]?.body).toEqual(exported);
  });

  it("puts focus back on Import when the summary closes (the button lost it while the file uploaded)", async () => {
    fakeApi({ "POST /api/saved-prompts/import": { body: { imported: 1, refused: [] } } });
    renderAt("/", <ImportButton />);
    choose(fileOf(JSON.stringify({ format: "promptsmith.saved-prompts", version: 1, prompts: [] })));
    const dialog = await screen.findByRole("dialog", { name: "Import finished" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Import" })));
  });

  it("refuses a file that is not JSON without sending it, and shows the server's reason otherwise", async () => {
    const api = fakeApi({
      "POST /api/saved-prompts/import": {
        status: 400,
        body: { error: { code: "invalid_input", message: "Some fields are invalid.", fields: { format: ["This is not a Promptsmith export file"] } } },
      },
    });
    renderAt("/", <ImportButton />);
    choose(fileOf("not json"));
    await screen.findByText(IMPORT_MESSAGES.notJson);
    expect(api.sent("POST /api/saved-prompts/import")).toEqual([]);
    choose(fileOf("{}"));
    await screen.findByText("This is not a Promptsmith export file");
  });
});
