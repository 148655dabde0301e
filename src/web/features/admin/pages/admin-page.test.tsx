import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi, pending } from "../../../../../tests/support/fake-api";
import { ADMIN_LOAD_TIMEOUT_MS } from "../lib/use-load-timeout";
import { ADMIN_MESSAGES } from "../messages";
import { currentLocation, renderAt } from "@/web/testing/render-at";
import { PROFILE, signedIn } from "@/web/testing/session";
import { ADMIN, dashboardRoutes, emptyDays, sampleAnalytics, sampleUser, sampleUserStats } from "../test-support";
import { AdminPage } from "./admin-page";

// recharts itself is exercised by the browser journey; here the chart is a stand-in.
vi.mock("../components/admin-charts", () => ({ default: () => <div data-testid="bar-chart" /> }));

const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole("tab", { name }));
const dashboard = () => screen.findByRole("tab", { name: "Overview", selected: true }, { timeout: 3000 });

describe("AdminPage", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("tells a non-admin they have no access, asks the API nothing, and offers the way home", async () => {
    const api = fakeApi({});
    renderAt("/admin", <AdminPage />, { session: PROFILE });
    screen.getByRole("heading", { level: 1, name: ADMIN_MESSAGES.accessDenied });
    screen.getByText(ADMIN_MESSAGES.noPermission);
    expect(api.requests).toEqual([]);
    fireEvent.click(screen.getByRole("link", { name: ADMIN_MESSAGES.goToHomepage }));
    await waitFor(() => expect(currentLocation()).toBe("/build-text"));
  });

  it("treats a 403 from the API as no access, and reads the profile again", async () => {
    const api = fakeApi({
      ...dashboardRoutes(),
      ...signedIn(ADMIN),
      "GET /api/admin/overview": apiError(403, "forbidden", "You don't have permission to access this page."),
    });
    renderAt("/admin", <AdminPage />, { session: ADMIN });
    await screen.findByRole("heading", { level: 1, name: ADMIN_MESSAGES.accessDenied });
    await waitFor(() => expect(api.sent("GET /api/session")).not.toEqual([]));
  });

  it("shows a loading state, then after 15 s without data says the load timed out", async () => {
    vi.useFakeTimers();
    fakeApi({ ...dashboardRoutes(), "GET /api/admin/analytics": pending });
    renderAt("/admin", <AdminPage />, { session: ADMIN });
    expect(screen.getByText("Loading dashboard data...").getAttribute("role")).toBe("status");
    act(() => vi.advanceTimersByTime(ADMIN_LOAD_TIMEOUT_MS - 100));
    expect(screen.queryByText(ADMIN_MESSAGES.loadTimedOut)).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    screen.getByText(ADMIN_MESSAGES.loadTimedOut);
    screen.getByRole("button", { name: "Refresh Page" });
  });

  it("says 'Failed to load dashboard data' with Retry, which loads it", async () => {
    let fail = true;
    fakeApi({
      ...dashboardRoutes(),
      "GET /api/admin/subscriptions": () =>
        fail ? apiError(404, "not_found", "Nope.") : { body: dashboardRoutes()["GET /api/admin/subscriptions"].body },
    });
    renderAt("/admin", <AdminPage />, { session: ADMIN });
    await screen.findByText(ADMIN_MESSAGES.loadFailed);
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await dashboard();
  });

  it("shows the overview's figures, distribution and latest registrations (names as text)", async () => {
    fakeApi(dashboardRoutes());
    renderAt("/admin", <AdminPage />, { session: ADMIN });
    await dashboard();
    const figures = screen.getByRole("region", { name: "Key figures" });
    for (const [label, value] of [
      ["Total Users", "1,234"],
      ["Active Subscriptions", "56"],
      ["Total Prompts Generated", "7,890"],
      ["Revenue This Month", "$1,234.50"],
    ] as const) {
      within(figures).getByRole("heading", { name: label });
      within(figures).getByText(value);
    }
    screen.getByText("5 (50%)");
    screen.getByText("3 (30%)");
    screen.getByText("2 (20%)");
    screen.getByText("Improved Prompts");
    screen.getByText("Newest Person");
    screen.getByText("noname");
    expect(screen.getByText("<b>Bold</b>").querySelector("b")).toBeNull();
    screen.getByText("12.5%");
    screen.getByText("4.5%");
  });

  it("shows plan counts, Pro revenue from transactions and Teams as Contact Sales", async () => {
    fakeApi(dashboardRoutes());
    renderAt("/admin", <AdminPage />, { session: ADMIN });
    await dashboard();
    openTab("Subscriptions");
    const panel = screen.getByRole("tabpanel", { name: "Subscriptions" });
    within(panel).getByText("$20");
    within(panel).getByText(ADMIN_MESSAGES.contactSales);
    expect(within(panel).getAllByText("60% of subscriptions")).toHaveLength(1);
  });

  it("labels the top categories with the builders' options, and draws the week", async () => {
    fakeApi(dashboardRoutes());
    renderAt("/admin", <AdminPage />, { session: ADMIN });
    await dashboard();
    openTab("Prompt Analytics");
    expect(
      within(screen.getByRole("region", { name: "Content types" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Blog Post (75%)", "Email (25%)"]);
    within(screen.getByRole("region", { name: "Art styles" })).getByText("Watercolor (100%)");
    await screen.findByTestId("bar-chart");
    screen.getByText("6 text and 3 art prompts");
  });

  it("says 'No activity data available' when there is none", async () => {
    fakeApi({
      ...dashboardRoutes(),
      "GET /api/admin/analytics": {
        body: sampleAnalytics({ days: emptyDays(), mostActive: [], topContentTypes: [], topArtStyles: [] }),
      },
    });
    renderAt("/admin", <AdminPage />, { session: ADMIN });
    await dashboard();
    openTab("Prompt Analytics");
    expect(screen.getAllByText(ADMIN_MESSAGES.noActivity).length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByTestId("daily-chart")).toBeNull();
    openTab("Most Active Users");
    within(screen.getByRole("tabpanel", { name: "Most Active Users" })).getByText(ADMIN_MESSAGES.noActivity);
  });

  it("searches users on the server as typing pauses, pages with Load more, and says when none match", async () => {
    const api = fakeApi({
      ...dashboardRoutes(),
      "GET /api/admin/users": ({ search }) => {
        const params = new URLSearchParams(search);
        if (params.get("q") === "nobody") return { body: { items: [], nextCursor: null } };
        if (params.get("cursor") === "next") return { body: { items: [sampleUser({ id: "u-2", name: "Second Page" })], nextCursor: null } };
        return { body: { items: [sampleUser({ planId: "teams", accountStatus: "suspended" })], nextCursor: "next" } };
      },
    });
    renderAt("/admin", <AdminPage />, { session: ADMIN });
    await dashboard();
    openTab("User Management");
    const row = (await screen.findByText("Una One")).closest("tr")!;
    expect([...row.querySelectorAll("td")].map((cell) => cell.textContent)).toEqual([
      "Una One",
      "u1@example.com",
      "Jan 5, 2026",
      "Team",
      "Suspended",
      "Manage",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Load more users" }));
    await screen.findByText("Second Page");

    fireEvent.change(screen.getByRole("searchbox", { name: "Search users" }), { target: { value: "nobody" } });
    await screen.findByText(ADMIN_MESSAGES.noUsers, {}, { timeout: 2000 });
    expect(api.sent("GET /api/admin/users").map((r) => new URLSearchParams(r.search).get("q"))).toContain("nobody");
  });

  it("loads All Users on first opening of its sub-tab, and opens a user's statistics", async () => {
    const api = fakeApi({
      ...dashboardRoutes(),
      "GET /api/admin/users": { body: { items: [sampleUser({ id: "u-5", name: "Fifth User" })], nextCursor: null } },
      "GET /api/admin/users/:id/stats": { body: sampleUserStats() },
    });
    renderAt("/admin", <AdminPage />, { session: ADMIN });
    await dashboard();
    openTab("Prompt Analytics");
    expect(api.sent("GET /api/admin/users")).toEqual([]);
    openTab("All Users");
    const list = screen.getByRole("region", { name: "All users list" });
    expect(list.className).toContain("h-[500px]");
    fireEvent.click(await within(list).findByRole("button", { name: "View Stats for Fifth User" }));
    const dialog = await screen.findByRole("dialog", { name: "User Statistics" });
    await within(dialog).findByText("80% of all");
    within(dialog).getByText("20% of all");
    within(dialog).getByText("4 text and 1 art prompts");
    expect(api.sent("GET /api/admin/users/u-5/stats")).toHaveLength(1);
  });

  it("shows 'No data available for this user' and 'Failed to load user statistics' in the statistics dialog", async () => {
    fakeApi({
      ...dashboardRoutes(),
      "GET /api/admin/users/:id/stats": ({ path }) =>
        path === "/api/admin/users/u-1/stats"
          ? {
              body: sampleUserStats({
                totals: { text: 0, art: 0, improve: 0, total: 0, textPercent: 0, artPercent: 0, improvePercent: 0 },
                last7Days: emptyDays(),
              }),
            }
          : apiError(404, "not_found", "User not found."),
    });
    renderAt("/admin", <AdminPage />, { session: ADMIN });
    await dashboard();
    openTab("Prompt Analytics");
    openTab("Most Active Users");
    fireEvent.click(screen.getByRole("button", { name: "View Stats for Una One" }));
    let dialog = await screen.findByRole("dialog", { name: "User Statistics" });
    await within(dialog).findByText(ADMIN_MESSAGES.noUserData);
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "View Stats for Two Tone" }));
    dialog = await screen.findByRole("dialog", { name: "User Statistics" });
    await within(dialog).findByText(ADMIN_MESSAGES.loadUserStatsFailed);
  });
});
