import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { AppLayout } from "./app-layout";

function renderLayout({ isAdmin = false, path = "/build-text" } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<AppLayout isAdmin={isAdmin} />}>
          <Route path="/build-text" element={<p>Text builder body</p>} />
          <Route path="/build-art" element={<p>Art builder body</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const sidebar = () => screen.getByRole("complementary", { name: "Sidebar" });
const menuButton = () => screen.getByRole("button", { name: "Open navigation" });

function openSidebar() {
  fireEvent.click(menuButton());
  expect(sidebar().dataset.state).toBe("open");
  expect(menuButton().getAttribute("aria-expanded")).toBe("true");
}

function expectClosed() {
  expect(sidebar().dataset.state).toBe("closed");
  expect(menuButton().getAttribute("aria-expanded")).toBe("false");
  expect(screen.queryByTestId("sidebar-overlay")).toBeNull();
}

describe("AppLayout on small screens", () => {
  it("starts closed", () => {
    renderLayout();
    expectClosed();
  });

  it("closes on a link click", () => {
    renderLayout();
    openSidebar();
    fireEvent.click(within(sidebar()).getByRole("link", { name: "Build Art Prompt" }));
    expectClosed();
    screen.getByText("Art builder body");
  });

  it("closes on the close button", () => {
    renderLayout();
    openSidebar();
    fireEvent.click(screen.getByRole("button", { name: "Close navigation" }));
    expectClosed();
  });

  it("closes on a click on the overlay", () => {
    renderLayout();
    openSidebar();
    fireEvent.click(screen.getByTestId("sidebar-overlay"));
    expectClosed();
  });

  it("closes on a click on the main area", () => {
    renderLayout();
    openSidebar();
    fireEvent.click(screen.getByText("Text builder body"));
    expectClosed();
  });
});

describe("AppLayout navigation", () => {
  it("marks the current route", () => {
    renderLayout({ path: "/build-art" });
    const current = within(sidebar()).getByRole("link", { current: "page" });
    expect(current.textContent).toBe("Build Art Prompt");
  });

  it("lists the workspace and account links, without the admin link for non-admins", () => {
    renderLayout();
    const workspace = within(screen.getByRole("list", { name: "Workspace" })).getAllByRole("link");
    expect(workspace.map((link) => link.textContent)).toEqual([
      "Build Text Prompt",
      "Build Art Prompt",
      "Saved Prompts",
      "Saved Inputs",
    ]);
    const account = within(screen.getByRole("list", { name: "Account" })).getAllByRole("link");
    expect(account.map((link) => link.textContent)).toEqual(["Settings", "Billing"]);
    expect(screen.queryByRole("link", { name: "Admin Dashboard" })).toBeNull();
  });

  it("puts Admin Dashboard first in the lower group for admins", () => {
    renderLayout({ isAdmin: true });
    const account = within(screen.getByRole("list", { name: "Account" })).getAllByRole("link");
    expect(account.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Admin Dashboard", "/admin"],
      ["Settings", "/settings"],
      ["Billing", "/billing"],
    ]);
  });
});
