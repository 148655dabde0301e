import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../../../tests/support/fake-api";
import type { ReceivedContactMessage } from "@/domain/api/contact";
import { ADMIN_MESSAGES } from "../messages";
import { AdminPage } from "../pages/admin-page";
import { currentLocation, renderAt } from "@/web/testing/render-at";
import { ADMIN, dashboardRoutes } from "../test-support";
import { MessagesTab } from "./messages-tab";

vi.mock("../components/admin-charts", () => ({ default: () => <div data-testid="bar-chart" /> }));

const message = (n: number, overrides: Partial<ReceivedContactMessage> = {}): ReceivedContactMessage => ({
  id: `m-${n}`,
  name: `Sender ${n}`,
  email: `sender${n}@example.com`,
  subject: `Question ${n}`,
  message: `Line one of ${n}\nLine two`,
  userId: null,
  createdAt: `2026-03-0${n}T10:00:00.000Z`,
  ...overrides,
});

const subjects = () => screen.getAllByRole("article").map((article) => article.getAttribute("aria-label"));

describe("MessagesTab", () => {
  it("shows received messages newest first with sender, subject, date and message, and loads more on request", async () => {
    const api = fakeApi({
      "GET /api/admin/contact-messages": (request) =>
        new URLSearchParams(request.search).get("cursor") === "m-8"
          ? { body: { items: [message(7)], nextCursor: null } }
          : { body: { items: [message(9, { userId: "u-1" }), message(8)], nextCursor: "m-8" } },
    });
    renderAt("/admin", <MessagesTab />, { session: ADMIN });
    await screen.findByRole("article", { name: "Question 9" });
    expect(subjects()).toEqual(["Question 9", "Question 8"]);

    const newest = within(screen.getByRole("article", { name: "Question 9" }));
    newest.getByText(/Sender 9/);
    newest.getByText(/signed in/);
    expect(newest.getByRole("link", { name: "sender9@example.com" }).getAttribute("href")).toBe("mailto:sender9@example.com");
    expect(newest.getByText("Mar 9, 2026").getAttribute("datetime")).toBe("2026-03-09T10:00:00.000Z");
    expect(newest.getByText(/Line one of 9/).textContent).toBe("Line one of 9\nLine two");
    expect(within(screen.getByRole("article", { name: "Question 8" })).queryByText(/signed in/)).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Load more messages" }));
    await screen.findByRole("article", { name: "Question 7" });
    expect(subjects()).toEqual(["Question 9", "Question 8", "Question 7"]);
    expect(screen.queryByRole("button", { name: "Load more messages" })).toBeNull();
    expect(api.sent("GET /api/admin/contact-messages").map((r) => r.search)).toEqual(["?limit=25", "?limit=25&cursor=m-8"]);
  });

  it("says when there are no messages, and when they could not be loaded", async () => {
    fakeApi({ "GET /api/admin/contact-messages": { body: { items: [], nextCursor: null } } });
    const { unmount } = renderAt("/admin", <MessagesTab />, { session: ADMIN });
    await screen.findByText(ADMIN_MESSAGES.noMessages);
    unmount();

    fakeApi({ "GET /api/admin/contact-messages": apiError(500, "internal_error", "Boom") });
    renderAt("/admin", <MessagesTab />, { session: ADMIN });
    // One retry (a second later) before the failure shows.
    await screen.findByText(ADMIN_MESSAGES.loadMessagesFailed, {}, { timeout: 4000 });
  });

  it("is the dashboard's Messages tab, named in the URL as ?tab=messages", async () => {
    fakeApi({ ...dashboardRoutes(), "GET /api/admin/contact-messages": { body: { items: [message(1)], nextCursor: null } } });
    renderAt("/admin?tab=messages", <AdminPage />, { session: ADMIN });
    await screen.findByRole("tab", { name: "Messages", selected: true });
    await screen.findByRole("article", { name: "Question 1" });

    fireEvent.mouseDown(screen.getByRole("tab", { name: "Overview" }));
    await waitFor(() => expect(currentLocation()).toBe("/admin"));
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Messages" }));
    await waitFor(() => expect(currentLocation()).toBe("/admin?tab=messages"));
  });
});
