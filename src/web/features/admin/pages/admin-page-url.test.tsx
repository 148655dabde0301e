import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useNavigate } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../../../tests/support/fake-api";
import { ADMIN_MESSAGES } from "../messages";
import { currentLocation, renderAt } from "@/web/testing/render-at";
import { PROFILE } from "@/web/testing/session";
import { ADMIN, dashboardRoutes } from "../test-support";
import { AdminPage } from "./admin-page";

// The open section and Prompt Analytics' view live in the URL, so a reload or a shared link shows them.

vi.mock("../components/admin-charts", () => ({ default: () => <div data-testid="bar-chart" /> }));

const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole("tab", { name }));
/** The browser's Back button, for the router the page runs in. */
function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

const selectedTab = (name: string) => screen.findByRole("tab", { name, selected: true }, { timeout: 3000 });

describe("AdminPage's sections in the URL", () => {
  it("opens the section the URL names, and writes each chosen section into it", async () => {
    fakeApi({ ...dashboardRoutes(), "GET /api/admin/users": { body: { items: [], nextCursor: null } } });
    renderAt("/admin?tab=users", <AdminPage />, { session: ADMIN });
    await selectedTab("User Management");
    screen.getByRole("searchbox", { name: "Search users" });

    openTab("Subscriptions");
    await selectedTab("Subscriptions");
    expect(currentLocation()).toBe("/admin?tab=subscriptions");
    // Overview is the default: its URL is the plain one.
    openTab("Overview");
    await selectedTab("Overview");
    expect(currentLocation()).toBe("/admin");
  });

  it("keeps Prompt Analytics' view beside its section, and drops it for another section", async () => {
    fakeApi({ ...dashboardRoutes(), "GET /api/admin/users": { body: { items: [], nextCursor: null } } });
    renderAt("/admin?tab=analytics&view=active-users", <AdminPage />, { session: ADMIN });
    await selectedTab("Prompt Analytics");
    await selectedTab("Most Active Users");
    screen.getByRole("button", { name: "View Stats for Una One" });

    openTab("All Users");
    await selectedTab("All Users");
    expect(currentLocation()).toBe("/admin?tab=analytics&view=all-users");
    openTab("User Management");
    await selectedTab("User Management");
    expect(currentLocation()).toBe("/admin?tab=users");
  });

  it("makes one history entry per section opened, even when the press and the focus land together", async () => {
    fakeApi(dashboardRoutes());
    renderAt(
      "/admin",
      <>
        <AdminPage />
        <Back />
      </>,
      { session: ADMIN },
    );
    await selectedTab("Overview");
    const subscriptions = screen.getByRole("tab", { name: "Subscriptions" });
    // A click presses the tab, then focuses it, before the page has rendered the press.
    act(() => {
      fireEvent.mouseDown(subscriptions);
      fireEvent.focus(subscriptions);
    });
    await selectedTab("Subscriptions");
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    await selectedTab("Overview");
    expect(currentLocation()).toBe("/admin");
  });

  it("falls back to Overview for a section or view it does not know", async () => {
    fakeApi(dashboardRoutes());
    renderAt("/admin?tab=nothing-here&view=nor-this", <AdminPage />, { session: ADMIN });
    await selectedTab("Overview");
    screen.getByRole("region", { name: "Key figures" });
    openTab("Prompt Analytics");
    await selectedTab("Prompt Analytics");
    await selectedTab("Overview");
    expect(currentLocation()).toBe("/admin?tab=analytics");
  });
});

describe("AdminPage's document title", () => {
  it("names the dashboard for an admin", async () => {
    fakeApi(dashboardRoutes());
    renderAt("/admin", <AdminPage />, { session: ADMIN });
    await selectedTab("Overview");
    expect(document.title).toBe("Admin Dashboard · Promptsmith");
  });

  it("says Access Denied to a non-admin, and once the API refuses an admin", async () => {
    fakeApi({});
    const { unmount } = renderAt("/admin", <AdminPage />, { session: PROFILE });
    await waitFor(() => expect(document.title).toBe("Access Denied · Promptsmith"));
    unmount();
    document.title = "";

    fakeApi({ ...dashboardRoutes(), "GET /api/admin/overview": apiError(403, "forbidden", ADMIN_MESSAGES.noPermission) });
    renderAt("/admin", <AdminPage />, { session: ADMIN });
    await screen.findByRole("heading", { level: 1, name: ADMIN_MESSAGES.accessDenied });
    await waitFor(() => expect(document.title).toBe("Access Denied · Promptsmith"));
  });
});
