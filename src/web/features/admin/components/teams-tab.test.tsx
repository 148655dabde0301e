import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderAt } from "@/web/testing/render-at";
import { apiError, fakeApi, type FakeRequest } from "../../../../../tests/support/fake-api";
import { ADMIN_MESSAGES } from "../messages";
import { AdminPage } from "../pages/admin-page";
import { ADMIN, dashboardRoutes, sampleTeam } from "../test-support";
import { TeamsTab } from "./teams-tab";

// recharts itself is exercised by the browser journey; here the chart is a stand-in.
vi.mock("./admin-charts", () => ({ default: () => <div data-testid="bar-chart" /> }));

// GET and PATCH /api/admin/teams are not declared to the typed client yet: their fakes are untyped.
const untyped = (routes: Record<string, unknown>) => routes as Parameters<typeof fakeApi>[0];
const teamsPage = (items: ReturnType<typeof sampleTeam>[], nextCursor: string | null = null) => ({ body: { items, nextCursor } });
const renderTab = () => renderAt("/admin?tab=teams", <TeamsTab />, { session: ADMIN });

describe("TeamsTab", () => {
  it("is the dashboard's Teams section, named in the URL as ?tab=teams", async () => {
    fakeApi(untyped({ ...dashboardRoutes(), "GET /api/admin/teams": teamsPage([sampleTeam()]) }));
    renderAt("/admin?tab=teams", <AdminPage />, { session: ADMIN });
    await screen.findByRole("tab", { name: "Teams", selected: true }, { timeout: 3000 });
    await screen.findByRole("cell", { name: "Acme" });
  });

  it("lists each team's name, owner, members against seats, plan, usage and creation date, page by page", async () => {
    const api = fakeApi(
      untyped({
        "GET /api/admin/teams": ({ search }: FakeRequest) =>
          search === "?cursor=next"
            ? teamsPage([sampleTeam({ id: "team-2", name: "Beta", owner: null })])
            : teamsPage([sampleTeam()], "next"),
      }),
    );
    renderTab();
    const row = (await screen.findByRole("cell", { name: "Acme" })).closest("tr")!;
    const cells = within(row).getAllByRole("cell").map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual(["Acme", "Anaana@acme.test", "3 / 10", "Team", "120 / 2,000", "Feb 1, 2026"]);
    fireEvent.click(screen.getByRole("button", { name: "Load more teams" }));
    const beta = (await screen.findByRole("cell", { name: "Beta" })).closest("tr")!;
    within(beta).getByText(ADMIN_MESSAGES.formerOwner);
    expect(api.sent("GET /api/admin/teams").map((r) => r.search)).toEqual(["", "?cursor=next"]);
  });

  it("shows it is loading, then says when there are no teams", async () => {
    let answer: (value: unknown) => void = () => undefined;
    fakeApi(untyped({ "GET /api/admin/teams": () => new Promise((resolve) => (answer = resolve)) }));
    renderTab();
    screen.getByRole("status", { name: "Loading teams" });
    answer(teamsPage([]));
    await screen.findByText(ADMIN_MESSAGES.noTeams);
  });

  it("says when the teams could not load, and retries", async () => {
    let fail = true;
    fakeApi(untyped({ "GET /api/admin/teams": () => (fail ? apiError(400, "invalid_input", "No") : teamsPage([sampleTeam()])) }));
    renderTab();
    await screen.findByText(ADMIN_MESSAGES.loadTeamsFailed);
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByRole("cell", { name: "Acme" });
  });

  it("edits the seat limit and plan: checks the limit (1–1000), and says so only once the server saved them", async () => {
    let team = sampleTeam();
    let answer: () => void = () => undefined;
    const api = fakeApi(
      untyped({
        "GET /api/admin/teams": () => teamsPage([team]),
        "PATCH /api/admin/teams/:id": ({ body }: FakeRequest) =>
          new Promise((resolve) => {
            answer = () => {
              team = { ...team, ...(body as object) };
              resolve({ body: team });
            };
          }),
      }),
    );
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Edit Acme" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit team" });
    const seats = within(dialog).getByLabelText("Seat limit") as HTMLInputElement;
    expect(seats.value).toBe("10");
    for (const wrong of ["0", "1001", "2.5", ""]) {
      fireEvent.change(seats, { target: { value: wrong } });
      fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
      await within(dialog).findByText(ADMIN_MESSAGES.seatLimitRange);
    }
    expect(api.sent("PATCH /api/admin/teams/:id")).toEqual([]);

    fireEvent.change(seats, { target: { value: "25" } });
    fireEvent.change(within(dialog).getByLabelText("Plan"), { target: { value: "pro" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.sent("PATCH /api/admin/teams/:id")).toHaveLength(1));
    expect(api.sent("PATCH /api/admin/teams/:id")[0]).toMatchObject({ path: "/api/admin/teams/team-1", body: { seatLimit: 25, planId: "pro" } });
    expect(screen.queryByText("Acme updated")).toBeNull();
    answer();
    await screen.findByText("Acme updated");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The list is read again: the new limit shows.
    await screen.findByRole("cell", { name: "3 / 25" });
  });

  it("shows the server's reason when it refuses a change, and keeps the dialog open", async () => {
    fakeApi(
      untyped({
        "GET /api/admin/teams": teamsPage([sampleTeam({ name: "Beta" })]),
        "PATCH /api/admin/teams/:id": apiError(400, "invalid_input", "The team has 3 members: the limit cannot be lower."),
      }),
    );
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Edit Beta" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit team" });
    fireEvent.change(within(dialog).getByLabelText("Seat limit"), { target: { value: "2" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await within(dialog).findByText("The team has 3 members: the limit cannot be lower.");
    expect(screen.queryByText("Beta updated")).toBeNull();
    screen.getByRole("dialog", { name: "Edit team" });
  });
});
