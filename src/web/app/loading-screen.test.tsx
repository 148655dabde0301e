import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HomeRoute } from "./home-route";

const renderHome = (loading: boolean) =>
  render(
    <MemoryRouter>
      <HomeRoute loading={loading} />
    </MemoryRouter>,
  );

describe("HomeRoute and its loading screen", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

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

  it("shows the landing page once loading is over", () => {
    renderHome(false);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("expert AI prompt");
    expect(screen.queryByText("Taking too long to load...")).toBeNull();
  });
});
