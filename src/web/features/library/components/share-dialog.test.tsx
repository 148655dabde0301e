import { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Share } from "@/domain/api/shares";
import { renderAt } from "@/web/testing/render-at";
import { apiError, fakeApi, type FakeRequest, pending } from "../../../../../tests/support/fake-api";
import { sharesQuery } from "../api/shares";
import { SHARE_TEXTS } from "../messages";
import { SavedPromptsPage } from "../pages/saved-prompts-page";
import { SharedLinksPage } from "../pages/shared-links-page";
import { page, samplePrompt } from "../test-support";
import { ShareDialog } from "./share-dialog";

const prompt = samplePrompt({ title: "Launch post" });
const link = (overrides: Partial<Share> = {}): Share => ({
  id: "10000000-0000-4000-8000-000000000001",
  promptId: prompt.id,
  promptTitle: prompt.title,
  url: "http://localhost:3000/p/tok",
  viewCount: 3,
  createdAt: "2026-01-05T10:00:00.000Z",
  expiresAt: null,
  ...overrides,
});

const renderDialog = () => renderAt("/saved-prompts", <ShareDialog prompt={prompt} onClose={() => undefined} />);

describe("ShareDialog", () => {
  it("creates a link with the chosen expiry, then shows it with Copy and Revoke", async () => {
    let shares: Share[] = [];
    const api = fakeApi({
      "GET /api/shares": () => ({ body: { items: shares } }),
      "POST /api/saved-prompts/:id/share": ({ body }: FakeRequest) => {
        shares = [link({ viewCount: 0, expiresAt: "2026-01-12T10:00:00.000Z" })];
        expect(body).toEqual({ expiresInDays: 7 });
        return { status: 201, body: shares[0]! };
      },
    });
    renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Share “Launch post”" });
    within(dialog).getByText(SHARE_TEXTS.explain);
    fireEvent.change(await within(dialog).findByLabelText("Link expires"), { target: { value: "7" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create link" }));
    await screen.findByText(SHARE_TEXTS.created);
    const field = await within(dialog).findByLabelText<HTMLInputElement>("Share link");
    expect(field.value).toBe("http://localhost:3000/p/tok");
    within(dialog).getByText("0 views · Expires Jan 12, 2026");
    within(dialog).getByRole("button", { name: "Copy link" });
    within(dialog).getByRole("button", { name: "Revoke" });
    expect(api.sent("POST /api/saved-prompts/:id/share")[0]!.path).toBe(`/api/saved-prompts/${prompt.id}/share`);
  });

  it("says why a link could not be made", async () => {
    fakeApi({
      "GET /api/shares": { body: { items: [] } },
      "POST /api/saved-prompts/:id/share": apiError(404, "not_found", "Prompt not found."),
    });
    renderDialog();
    fireEvent.click(await screen.findByRole("button", { name: "Create link" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Prompt not found.");
  });

  it("copies the prompt's existing link", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    fakeApi({ "GET /api/shares": { body: { items: [link({ promptId: "another" }), link()] } } });
    renderDialog();
    fireEvent.click(await screen.findByRole("button", { name: "Copy link" }));
    await screen.findByText(SHARE_TEXTS.copied);
    expect(writeText).toHaveBeenCalledWith("http://localhost:3000/p/tok");
    screen.getByText("3 views · Never expires");
  });

  it("revokes the link, and offers to make a new one", async () => {
    let shares = [link()];
    const api = fakeApi({
      "GET /api/shares": () => ({ body: { items: shares } }),
      "DELETE /api/shares/:id": () => {
        shares = [];
        return { status: 204 };
      },
    });
    renderDialog();
    fireEvent.click(await screen.findByRole("button", { name: "Revoke" }));
    await screen.findByText(SHARE_TEXTS.revoked);
    await screen.findByRole("button", { name: "Create link" });
    expect(api.sent("DELETE /api/shares/:id")[0]!.path).toBe(`/api/shares/${link().id}`);
  });

  it("says when the revoke failed, keeping the link", async () => {
    fakeApi({
      "GET /api/shares": { body: { items: [link()] } },
      "DELETE /api/shares/:id": apiError(503, "database_unavailable", "Down."),
    });
    renderDialog();
    fireEvent.click(await screen.findByRole("button", { name: "Revoke" }));
    await screen.findByText(SHARE_TEXTS.revokeFailed);
    screen.getByLabelText("Share link");
  });

  it("shows progress while the links load, and Retry when they fail", async () => {
    fakeApi({ "GET /api/shares": pending });
    const { unmount } = renderDialog();
    await screen.findByText("Loading the link...");
    unmount();
    vi.restoreAllMocks();
    fakeApi({ "GET /api/shares": apiError(503, "database_unavailable", "Down.") });
    renderDialog();
    await screen.findByText(SHARE_TEXTS.loadFailed);
    screen.getByRole("button", { name: "Retry" });
  });
});

describe("Share on Saved Prompts", () => {
  it("opens the dialog from a prompt's card, and leads to the Shared links page", async () => {
    fakeApi({ "GET /api/saved-prompts": page([prompt]), "GET /api/shares": { body: { items: [] } } });
    renderAt("/saved-prompts", <SavedPromptsPage />);
    expect(screen.getByRole("link", { name: "Shared links" }).getAttribute("href")).toBe("/shared-links");
    const card = await screen.findByRole("article", { name: "Launch post" });
    fireEvent.click(within(card).getByRole("button", { name: "Share" }));
    const dialog = await screen.findByRole("dialog", { name: "Share “Launch post”" });
    await within(dialog).findByRole("button", { name: "Create link" });
  });
});

describe("SharedLinksPage", () => {
  it("lists every shared prompt with its link, and drops one once revoked", async () => {
    let shares = [link(), link({ id: "10000000-0000-4000-8000-000000000002", promptTitle: "Art brief", url: "http://localhost:3000/p/two" })];
    fakeApi({
      "GET /api/shares": () => ({ body: { items: shares } }),
      "DELETE /api/shares/:id": ({ path }: FakeRequest) => {
        shares = shares.filter((share) => !path.endsWith(share.id));
        return { status: 204 };
      },
    });
    renderAt("/shared-links", <SharedLinksPage />);
    const art = await screen.findByRole("article", { name: "Art brief" });
    expect(within(art).getByLabelText<HTMLInputElement>("Link to Art brief").value).toBe("http://localhost:3000/p/two");
    screen.getByRole("article", { name: "Launch post" });
    fireEvent.click(within(art).getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Art brief" })).toBeNull());
    screen.getByRole("article", { name: "Launch post" });
  });

  it("shows views as the server counts them now, never an earlier count it had", async () => {
    let answer: (value: { body: { items: Share[] } }) => void = () => undefined;
    fakeApi({ "GET /api/shares": () => new Promise((resolve) => (answer = resolve)) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The list as an earlier screen (the share dialog) had it, before anyone opened the link.
    queryClient.setQueryData(sharesQuery.queryKey, [link({ viewCount: 0 })]);
    renderAt("/shared-links", <SharedLinksPage />, { queryClient });
    screen.getByText("Loading your shared links...");
    expect(screen.queryByText(/0 views/)).toBeNull();
    answer({ body: { items: [link({ viewCount: 2 })] } });
    await screen.findByText(/^2 views/);
    expect(screen.queryByText(/0 views/)).toBeNull();
  });

  it("says when nothing is shared, with the way to Saved Prompts", async () => {
    fakeApi({ "GET /api/shares": { body: { items: [] } } });
    renderAt("/shared-links", <SharedLinksPage />);
    await screen.findByText(SHARE_TEXTS.none);
    expect(screen.getByRole("link", { name: "Go to Saved Prompts" }).getAttribute("href")).toBe("/saved-prompts");
  });
});
