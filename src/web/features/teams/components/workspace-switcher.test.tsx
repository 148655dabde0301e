import { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentLocation, renderAt } from "@/web/testing/render-at";
import { PROFILE } from "@/web/testing/session";
import { apiError, fakeApi } from "../../../../../tests/support/fake-api";
import { ACME, MY_TEAMS } from "../test-support";
import { WorkspaceSwitcher } from "./workspace-switcher";

/** A session that answers the workspace `active` holds: set-active (and creating a team) moves it. */
function sessionIn(initial: { id: string; name: string } | null) {
  let active = initial;
  return {
    move: (team: { id: string; name: string } | null) => (active = team),
    route: () => ({ body: { user: PROFILE, team: active && { ...active, role: "owner" as const } } }),
  };
}

const trigger = () => screen.getByRole("button", { name: /^Workspace: /, hidden: true });

async function openMenu() {
  await waitFor(() => expect(trigger().textContent).not.toContain("Switching"));
  act(() => trigger().focus());
  fireEvent.keyDown(trigger(), { key: "Enter" });
  return screen.findByRole("menu");
}

function render(queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return renderAt("/build-text", <WorkspaceSwitcher />, { session: "ask", route: "/build-text", queryClient });
}

describe("WorkspaceSwitcher", () => {
  it("shows the active workspace, and lists Personal and the user's teams with their roles", async () => {
    const session = sessionIn(ACME);
    fakeApi({ "GET /api/session": session.route, "GET /api/teams": { body: MY_TEAMS } });
    render();
    await waitFor(() => expect(trigger().textContent).toContain("Acme"));
    expect(trigger().textContent).toContain("Owner");
    const menu = await openMenu();
    await within(menu).findByRole("menuitemradio", { name: /Globex/ });
    const items = [...menu.querySelectorAll("[role=menuitemradio], [role=menuitem]")].map((item) => item.textContent);
    expect(items).toEqual(["Personal", "AcmeOwner", "GlobexViewer", "Create a team"]);
    expect(within(menu).getByRole("menuitemradio", { name: /Acme/ }).getAttribute("aria-checked")).toBe("true");
  });

  it("switches with set-active, dropping the other workspace's cached data before the session answers", async () => {
    const session = sessionIn(null);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(["saved-prompts", "list"], { items: ["a personal prompt"] });
    let cachedWhenSessionAsked: unknown = "not asked";
    const api = fakeApi({
      "GET /api/session": () => {
        cachedWhenSessionAsked = queryClient.getQueryData(["saved-prompts", "list"]);
        return session.route();
      },
      "GET /api/teams": { body: MY_TEAMS },
      "POST /api/auth/organization/set-active": (request) => {
        session.move((request.body as { organizationId: string | null }).organizationId === ACME.id ? ACME : null);
        return { body: {} };
      },
    });
    render(queryClient);
    await waitFor(() => expect(trigger().textContent).toContain("Personal"));
    const menu = await openMenu();
    fireEvent.click(await within(menu).findByRole("menuitemradio", { name: /Acme/ }));
    await screen.findByText("Now working in Acme");
    expect(trigger().textContent).toContain("Acme");
    expect(api.sent("POST /api/auth/organization/set-active").map((r) => r.body)).toEqual([{ organizationId: ACME.id }]);
    expect(cachedWhenSessionAsked).toBeUndefined();
    expect(queryClient.getQueryData(["saved-prompts", "list"])).toBeUndefined();
  });

  it("switches back to Personal with a null team", async () => {
    const session = sessionIn(ACME);
    const api = fakeApi({
      "GET /api/session": session.route,
      "GET /api/teams": { body: MY_TEAMS },
      "POST /api/auth/organization/set-active": () => {
        session.move(null);
        return { body: {} };
      },
    });
    render();
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole("menuitemradio", { name: "Personal" }));
    await screen.findByText("Now working in Personal");
    expect(api.sent("POST /api/auth/organization/set-active").map((r) => r.body)).toEqual([{ organizationId: null }]);
  });

  it("stays, and says why, when the server refuses the switch", async () => {
    fakeApi({
      "GET /api/session": sessionIn(null).route,
      "GET /api/teams": { body: MY_TEAMS },
      "POST /api/auth/organization/set-active": apiError(403, "forbidden", "You are not a member of this team."),
    });
    render();
    const menu = await openMenu();
    fireEvent.click(await within(menu).findByRole("menuitemradio", { name: /Globex/ }));
    await screen.findByText("You are not a member of this team.");
    expect(trigger().textContent).toContain("Personal");
  });

  it("offers no team creation when the plan does not allow it", async () => {
    fakeApi({ "GET /api/session": sessionIn(null).route, "GET /api/teams": { body: { ...MY_TEAMS, canCreate: false } } });
    render();
    const menu = await openMenu();
    await within(menu).findByRole("menuitemradio", { name: /Globex/ });
    expect(within(menu).queryByRole("menuitem", { name: "Create a team" })).toBeNull();
  });
});

describe("Create a team", () => {
  async function openDialog() {
    const menu = await openMenu();
    fireEvent.click(await within(menu).findByRole("menuitem", { name: "Create a team" }));
    return screen.findByRole("dialog", { name: "Create a team" });
  }

  it("asks for a name before asking the server, and shows the server's refusal", async () => {
    const api = fakeApi({
      "GET /api/session": sessionIn(null).route,
      "GET /api/teams": { body: MY_TEAMS },
      "POST /api/teams": apiError(403, "forbidden", "Creating a team needs the Teams plan."),
    });
    render();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Create team" }));
    await within(dialog).findByText("Name your team.");
    expect(api.sent("POST /api/teams")).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("Team name"), { target: { value: "Rocket" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create team" }));
    await within(dialog).findByText("Creating a team needs the Teams plan.");
    expect(api.sent("POST /api/teams").map((r) => r.body)).toEqual([{ name: "Rocket" }]);
  });

  it("counts the team name's characters and refuses one over 60 before asking the server", async () => {
    const api = fakeApi({ "GET /api/session": sessionIn(null).route, "GET /api/teams": { body: MY_TEAMS } });
    render();
    const dialog = await openDialog();
    const name = within(dialog).getByLabelText("Team name") as HTMLInputElement;
    const counter = () => document.getElementById("team-name-count")!;
    fireEvent.change(name, { target: { value: "Rocket" } });
    expect(counter().textContent).toBe("6/60");
    fireEvent.change(name, { target: { value: "R".repeat(61) } });
    expect(name.value).toHaveLength(61);
    expect(counter().textContent).toBe("61/60 (1 over the limit)");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create team" }));
    await within(dialog).findByText("The team name can have at most 60 characters");
    expect(api.sent("POST /api/teams")).toEqual([]);
  });

  it("creates the team, enters it once the session says so, and goes to the Team page", async () => {
    const session = sessionIn(null);
    fakeApi({
      "GET /api/session": session.route,
      "GET /api/teams": { body: MY_TEAMS },
      "POST /api/teams": () => {
        session.move({ id: "team-3", name: "Rocket" });
        return { status: 201, body: { id: "team-3", name: "Rocket", role: "owner" } };
      },
    });
    render();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText("Team name"), { target: { value: "  Rocket " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create team" }));
    await screen.findByText("Now working in Rocket");
    await waitFor(() => expect(currentLocation()).toBe("/team"));
  });
});
