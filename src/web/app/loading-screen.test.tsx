import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentLocation, renderAt } from "@/web/testing/render-at";
import { signedIn } from "@/web/testing/session";
import { fakeApi, pending } from "../../../tests/support/fake-api";
import { HomeRoute } from "./home-route";

/** `/` arrived at without a session: the check still running (`loading`), or answered signed out. */
const renderHome = (loading: boolean) => {
  fakeApi({ "GET /api/session": loading ? pending : { body: { user: null } } });
  return renderAt("/", <HomeRoute />, { session: "ask" });
};

describe("HomeRoute and its loading screen", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows only a spinner for 5 seconds, then 'Taking too long to load...' and Refresh Page", () => {
    renderHome(true);
    expect(screen.getByRole("status").textContent).toBe("Loading");

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText("Taking too long to load...")).toBeNull();
    expect(screen.queryByRole("button", { name: "Refresh Page" })).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    screen.getByText("Taking too long to load...");
    screen.getByRole("button", { name: "Refresh Page" });
  });

  it("reloads the page from the Refresh Page button", () => {
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    renderHome(true);
    act(() => vi.advanceTimersByTime(5000));

    act(() => screen.getByRole("button", { name: "Refresh Page" }).click());
    expect(reload).toHaveBeenCalledOnce();
    reload.mockRestore();
  });

  it("shows the landing page once the visitor is known to be signed out", async () => {
    renderHome(false);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("expert AI prompt");
    expect(screen.queryByText("Taking too long to load...")).toBeNull();
  });

  it("sends a signed-in visitor to /build-text", async () => {
    fakeApi(signedIn());
    renderAt("/", <HomeRoute />, { session: "ask" });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(currentLocation()).toBe("/build-text");
  });
});
