import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TeamRole } from "@/domain/teams";
import { renderAt } from "@/web/testing/render-at";
import { PROFILE } from "@/web/testing/session";
import { apiError, fakeApi } from "../../../../../tests/support/fake-api";
import { page, sampleInput, samplePrompt } from "../test-support";
import { HistoryPage } from "./history-page";
import { SavedInputsPage } from "./saved-inputs-page";
import { SavedPromptsPage } from "./saved-prompts-page";
import { SharedLinksPage } from "./shared-links-page";

const ACME = { id: "team-acme", name: "Acme" };
const ANA = { id: "user-ana", displayName: "Ana" };
const BO = { id: "user-bo", displayName: "Bo" };

/** The session in Acme's workspace with `role`, or in the personal one. */
const session = (role: TeamRole | null) => ({
  "GET /api/session": { body: { user: PROFILE, team: role ? { ...ACME, role } : null } },
});

/** The user's teams (GET /api/teams: the server does not declare it to the typed client yet). */
const myTeams = (teams: { id: string; name: string; role: TeamRole }[]) =>
  ({ "GET /api/teams": { body: { teams, canCreate: true } } }) as Record<string, unknown>;

const untyped = (routes: Record<string, unknown>) => routes as Parameters<typeof fakeApi>[0];

// The session is asked for, as a page that arrived without one does: its answer carries the workspace.
const renderPrompts = () => renderAt("/saved-prompts", <SavedPromptsPage />, { session: "ask" });
const renderInputs = () => renderAt("/saved-inputs", <SavedInputsPage />, { session: "ask" });

const EDIT_ACTIONS = ["Edit", "Duplicate", "Share", "Delete", "Pin"];
const buttonNames = (element: HTMLElement) => within(element).getAllByRole("button").map((b) => b.textContent || b.getAttribute("aria-label"));

describe("a team's library", () => {
  beforeEach(() => sessionStorage.clear());

  it("lets a viewer use, copy and export prompts, with no way to change them, and says whose library it is", async () => {
    fakeApi(
      untyped({
        ...session("viewer"),
        ...myTeams([{ ...ACME, role: "viewer" }]),
        "GET /api/saved-prompts": page([samplePrompt({ title: "Launch", createdBy: ANA, updatedBy: BO, pinned: true })]),
      }),
    );
    renderPrompts();
    await screen.findByText("Team library: Acme");
    const card = await screen.findByRole("article", { name: "Launch" });
    await waitFor(() => expect(within(card).queryByRole("button", { name: "Edit" })).toBeNull());
    for (const name of EDIT_ACTIONS) expect(within(card).queryByRole("button", { name })).toBeNull();
    within(card).getByRole("button", { name: "Use Inputs" });
    within(card).getByRole("button", { name: "Copy" });
    within(card).getByRole("img", { name: "Pinned" });
    within(card).getByText("Created by Ana · changed by Bo");
    expect(screen.queryByRole("button", { name: "Import" })).toBeNull();
    screen.getByRole("button", { name: "Export" });
  });

  it("gives an editor every action on the team's prompts", async () => {
    fakeApi(
      untyped({
        ...session("editor"),
        ...myTeams([{ ...ACME, role: "editor" }]),
        "GET /api/saved-prompts": page([samplePrompt({ title: "Launch", createdBy: ANA })]),
      }),
    );
    renderPrompts();
    await screen.findByText("Team library: Acme");
    const card = await screen.findByRole("article", { name: "Launch" });
    for (const name of EDIT_ACTIONS) within(card).getByRole("button", { name });
    within(card).getByText("Created by Ana");
    screen.getByRole("button", { name: "Import" });
    fireEvent.click(within(card).getByRole("button", { name: "Edit" }));
    within(await screen.findByRole("dialog", { name: "Edit prompt" })).getByText("Created by Ana");
  });

  it("says nothing new in the personal workspace", async () => {
    fakeApi(untyped({ ...session(null), ...myTeams([]), "GET /api/saved-prompts": page([samplePrompt({ title: "Mine", updatedBy: BO })]) }));
    renderPrompts();
    const card = await screen.findByRole("article", { name: "Mine" });
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Edit" })).toHaveLength(1));
    expect(within(card).queryByText(/Created by/)).toBeNull();
    expect(screen.queryByText(/Team library/)).toBeNull();
    // No team to copy to: no Copy to.
    expect(within(card).queryByRole("button", { name: "Copy to…" })).toBeNull();
  });

  it("names a deleted creator as a former member", async () => {
    fakeApi(untyped({ ...session("viewer"), ...myTeams([]), "GET /api/saved-prompts": page([samplePrompt({ title: "Old", createdBy: null })]) }));
    renderPrompts();
    within(await screen.findByRole("article", { name: "Old" })).getByText("Created by a former member");
  });

  it("says which team's library is empty", async () => {
    fakeApi(untyped({ ...session("viewer"), ...myTeams([]), "GET /api/saved-inputs": page([]) }));
    renderInputs();
    await screen.findByText("No saved inputs in Acme yet.");
  });

  it("lets a viewer use saved inputs but not rename or delete them; an editor may", async () => {
    const routes = (role: TeamRole) =>
      untyped({ ...session(role), ...myTeams([]), "GET /api/saved-inputs": page([sampleInput({ name: "Lighthouse", createdBy: ANA, updatedBy: BO })]) });
    fakeApi(routes("viewer"));
    const { unmount } = renderInputs();
    await screen.findByText("Team library: Acme");
    const card = await screen.findByRole("article", { name: "Lighthouse" });
    within(card).getByText("Created by Ana · changed by Bo");
    within(card).getByRole("button", { name: "Use Inputs" });
    expect(buttonNames(card)).not.toContain("Edit");
    expect(buttonNames(card)).not.toContain("Delete");
    unmount();
    vi.restoreAllMocks();

    fakeApi(routes("editor"));
    renderInputs();
    await screen.findByText("Team library: Acme");
    const editorCard = await screen.findByRole("article", { name: "Lighthouse" });
    within(editorCard).getByRole("button", { name: "Edit" });
    within(editorCard).getByRole("button", { name: "Delete" });
    fireEvent.click(within(editorCard).getByRole("button", { name: "Edit" }));
    within(await screen.findByRole("dialog", { name: "Rename inputs" })).getByText("Created by Ana · changed by Bo");
  });
});

describe("Copy to", () => {
  beforeEach(() => sessionStorage.clear());

  const TEAMS = [
    { ...ACME, role: "viewer" as const },
    { id: "team-beta", name: "Beta", role: "editor" as const },
    { id: "team-gamma", name: "Gamma", role: "viewer" as const },
    { id: "team-delta", name: "Delta", role: "owner" as const },
  ];

  it("offers Personal and the teams where the user may edit, not the current one; says so once the server copied", async () => {
    const prompt = samplePrompt({ title: "Launch" });
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const api = fakeApi(
      untyped({
        ...session("viewer"),
        ...myTeams(TEAMS),
        "GET /api/saved-prompts": page([prompt]),
        [`POST /api/saved-prompts/${prompt.id}/copy`]: () => new Promise((resolve) => (answer = resolve)),
      }),
    );
    renderPrompts();
    const card = await screen.findByRole("article", { name: "Launch" });
    fireEvent.click(await within(card).findByRole("button", { name: "Copy to…" }));
    const dialog = await screen.findByRole("dialog", { name: "Copy “Launch” to…" });
    const list = await within(dialog).findByRole("list", { name: "Workspaces" });
    expect(within(list).getAllByRole("button").map((b) => b.textContent)).toEqual(["Personal", "Beta", "Delta"]);

    fireEvent.click(within(list).getByRole("button", { name: "Beta" }));
    await waitFor(() => expect(api.sent(`POST /api/saved-prompts/${prompt.id}/copy`)).toHaveLength(1));
    expect(api.sent(`POST /api/saved-prompts/${prompt.id}/copy`)[0]?.body).toEqual({ teamId: "team-beta" });
    // Not a word of success before the server has answered.
    expect(screen.queryByText("Copied to Beta")).toBeNull();
    answer({ status: 201, body: { ...prompt, id: "the-copy" } });
    await screen.findByText("Copied to Beta");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("copies to personal with teamId null, and shows the server's reason for a refusal", async () => {
    const input = sampleInput({ name: "Lighthouse" });
    const api = fakeApi(
      untyped({
        ...session("editor"),
        ...myTeams(TEAMS),
        "GET /api/saved-inputs": page([input]),
        [`POST /api/saved-inputs/${input.id}/copy`]: apiError(403, "forbidden", "Viewers cannot add to this team."),
      }),
    );
    renderInputs();
    const card = await screen.findByRole("article", { name: "Lighthouse" });
    fireEvent.click(await within(card).findByRole("button", { name: "Copy to…" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(await within(dialog).findByRole("button", { name: "Personal" }));
    await within(dialog).findByText("Viewers cannot add to this team.");
    expect(api.sent(`POST /api/saved-inputs/${input.id}/copy`)[0]?.body).toEqual({ teamId: null });
    expect(screen.queryByText("Copied to Personal")).toBeNull();
  });

  it("offers the teams where the user may edit from the personal workspace", async () => {
    fakeApi(untyped({ ...session(null), ...myTeams(TEAMS), "GET /api/saved-prompts": page([samplePrompt({ title: "Mine" })]) }));
    renderPrompts();
    const card = await screen.findByRole("article", { name: "Mine" });
    fireEvent.click(await within(card).findByRole("button", { name: "Copy to…" }));
    const list = await within(await screen.findByRole("dialog")).findByRole("list", { name: "Workspaces" });
    expect(within(list).getAllByRole("button").map((b) => b.textContent)).toEqual(["Beta", "Delta"]);
  });
});

describe("a team's history", () => {
  beforeEach(() => sessionStorage.clear());

  const item = {
    id: "00000000-0000-4000-8000-000000000201",
    generationType: "text" as const,
    target: null,
    status: "completed" as const,
    preview: "Write a launch post",
    by: ANA,
    createdAt: "2026-11-20T09:30:00.000Z",
  };
  const entry = { ...item, content: "Write a launch post", parameters: {}, notes: [], inputs: null };

  it("says who ran each generation; a viewer may copy one but not save it to the team's library", async () => {
    fakeApi(untyped({ ...session("viewer"), "GET /api/history": page([item, { ...item, id: "00000000-0000-4000-8000-000000000202", by: null }]), "GET /api/history/:id": { body: entry } }));
    renderAt("/history", <HistoryPage />, { session: "ask" });
    await screen.findByText("Team library: Acme");
    const rows = await screen.findAllByRole("article", { name: /^Text prompt, / });
    within(rows[0]!).getByText("Run by Ana");
    within(rows[1]!).getByText("Run by a former member");
    fireEvent.click(within(rows[0]!).getByRole("button", { name: "Open" }));
    const dialog = await screen.findByRole("dialog");
    within(dialog).getByText("Run by Ana");
    await within(dialog).findByTestId("history-prompt");
    within(dialog).getByRole("button", { name: "Copy" });
    expect(within(dialog).queryByRole("button", { name: "Save Prompt" })).toBeNull();
  });

  it("lets an editor save a generation, and says nothing of who ran it in the personal workspace", async () => {
    fakeApi(untyped({ ...session(null), "GET /api/history": page([item]), "GET /api/history/:id": { body: entry } }));
    renderAt("/history", <HistoryPage />, { session: "ask" });
    const row = await screen.findByRole("article", { name: /^Text prompt, / });
    expect(within(row).queryByText(/Run by/)).toBeNull();
    fireEvent.click(within(row).getByRole("button", { name: "Open" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("button", { name: "Save Prompt" });
  });
});

describe("a team's shared links", () => {
  const share = {
    id: "share-1",
    promptId: "prompt-1",
    promptTitle: "Launch",
    url: "https://promptsmith.test/s/abc",
    viewCount: 2,
    expiresAt: null,
    createdAt: "2026-11-20T09:30:00.000Z",
  };

  it("lets a viewer copy a link but not revoke it; an editor may revoke", async () => {
    fakeApi(untyped({ ...session("viewer"), "GET /api/shares": { body: { items: [share] } } }));
    const { unmount } = renderAt("/shared-links", <SharedLinksPage />, { session: "ask" });
    await screen.findByText("Team library: Acme");
    await screen.findByRole("button", { name: "Copy link" });
    expect(screen.queryByRole("button", { name: "Revoke" })).toBeNull();
    unmount();
    vi.restoreAllMocks();

    fakeApi(untyped({ ...session("editor"), "GET /api/shares": { body: { items: [share] } } }));
    renderAt("/shared-links", <SharedLinksPage />, { session: "ask" });
    await screen.findByText("Team library: Acme");
    await screen.findByRole("button", { name: "Revoke" });
  });
});
