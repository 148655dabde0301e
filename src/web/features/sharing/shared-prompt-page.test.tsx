import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SharedPrompt } from "@/domain/api/shares";
import { PLANS, savedPromptLimitMessage } from "@/domain/plans";
import { PageDataContext } from "@/web/lib/page-data";
import { currentLocation, locationFrom, renderAt } from "@/web/testing/render-at";
import { apiError, fakeApi } from "../../../../tests/support/fake-api";
import { SHARED_PAGE_MESSAGES, SharedPromptPage } from "./shared-prompt-page";

const TOKEN = "tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDE";
const PROMPT: SharedPrompt = {
  title: "Launch e-mail",
  promptType: "text",
  tags: ["mail", "launch"],
  content: "Write to {{name}} about {{product}}.",
  variables: ["name", "product"],
};

/** The page at /p/<token>, arrived with what the server looked up for it (or with nothing). */
const renderPage = (options: { data?: unknown; session?: null | undefined } = {}) =>
  renderAt(
    `/p/${TOKEN}`,
    <PageDataContext value={() => options.data}>
      <SharedPromptPage />
    </PageDataContext>,
    { route: "/p/:token", session: options.session },
  );
const withPrompt = { data: { token: TOKEN, prompt: PROMPT } };

describe("SharedPromptPage", () => {
  beforeEach(() => sessionStorage.clear());

  it("shows the prompt the page arrived with, its type, tags and variables, without asking the API", () => {
    const api = fakeApi({});
    renderPage(withPrompt);
    screen.getByRole("heading", { level: 1, name: PROMPT.title });
    const badges = screen.getByRole("list", { name: "Type and tags" });
    expect(within(badges).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Text", "mail", "launch"]);
    expect(screen.getByRole("group", { name: "Prompt text" }).textContent).toBe(PROMPT.content);
    screen.getByText("{{name}}");
    screen.getByText("{{product}}");
    expect(api.requests).toEqual([]);
  });

  it("asks the API when the page came without the prompt, and says when the link is gone, with a way home", async () => {
    const api = fakeApi({ "GET /api/shared/:token": apiError(404, "not_found", "Shared prompt not found.") });
    renderPage();
    await screen.findByRole("heading", { level: 1, name: SHARED_PAGE_MESSAGES.gone });
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
    expect(api.sent("GET /api/shared/:token")[0]!.path).toBe(`/api/shared/${TOKEN}`);
  });

  it("shows a gone link's page from the page's data too", () => {
    renderPage({ data: { token: TOKEN, prompt: null } });
    screen.getByRole("heading", { level: 1, name: SHARED_PAGE_MESSAGES.gone });
  });

  it("offers to try again when the prompt could not be loaded", async () => {
    let calls = 0;
    fakeApi({ "GET /api/shared/:token": () => (++calls === 1 ? apiError(503, "database_unavailable", "Down.") : { body: PROMPT }) });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { level: 1, name: PROMPT.title });
  });

  it("copies the text and says so", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderPage(withPrompt);
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    await screen.findByText(SHARED_PAGE_MESSAGES.copied);
    expect(writeText).toHaveBeenCalledWith(PROMPT.content);
  });

  it("saves a copy for a signed-in visitor, with a link to Saved Prompts", async () => {
    const api = fakeApi({ "POST /api/shared/:token/save": { status: 201 } });
    renderPage(withPrompt);
    fireEvent.click(screen.getByRole("button", { name: "Save to my library" }));
    await screen.findByText(SHARED_PAGE_MESSAGES.saved);
    expect(screen.getByRole("link", { name: "Open Saved Prompts" }).getAttribute("href")).toBe("/saved-prompts");
    expect(api.sent("POST /api/shared/:token/save")).toHaveLength(1);
  });

  it("says why a save was refused (the plan's limit)", async () => {
    const message = savedPromptLimitMessage(PLANS.free);
    fakeApi({ "POST /api/shared/:token/save": apiError(403, "saved_prompts_limit", message) });
    renderPage(withPrompt);
    fireEvent.click(screen.getByRole("button", { name: "Save to my library" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
  });

  it("sends a signed-out visitor to sign in first, then saves once they are back", async () => {
    const api = fakeApi({ "POST /api/shared/:token/save": { status: 201 } });
    const { unmount } = renderPage({ ...withPrompt, session: null });
    fireEvent.click(screen.getByRole("button", { name: "Save to my library" }));
    await waitFor(() => expect(currentLocation()).toBe("/login"));
    expect(locationFrom()).toBe(`/p/${TOKEN}`);
    expect(api.sent("POST /api/shared/:token/save")).toHaveLength(0);
    unmount();

    renderPage(withPrompt);
    await screen.findByText(SHARED_PAGE_MESSAGES.saved);
    expect(api.sent("POST /api/shared/:token/save")).toHaveLength(1);
  });

  it("does not save on its own for a visitor who did not ask to", async () => {
    const api = fakeApi({});
    renderPage(withPrompt);
    // The page takes a wish to save in a zero-delay timer once it has settled; a timer set after it runs after it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole("button", { name: "Save to my library" }).getAttribute("aria-busy")).not.toBe("true");
    expect(api.requests).toEqual([]);
  });
});
