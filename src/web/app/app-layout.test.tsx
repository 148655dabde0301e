import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getThemePreference, setThemePreference } from "@/web/lib/theme";
import { renderAt } from "@/web/testing/render-at";
import type { SidebarAccount } from "./account-menu";
import { AppLayout } from "./app-layout";

function renderLayout({
  isAdmin = false,
  path = "/build-text",
  account,
  inTeam,
}: { isAdmin?: boolean; path?: string; account?: SidebarAccount; inTeam?: boolean } = {}) {
  // The layout is a parent route: its screens are routes below it.
  return renderAt(
    path,
    <Routes>
      <Route element={<AppLayout isAdmin={isAdmin} account={account} inTeam={inTeam} workspace={<p>The switcher</p>} />}>
        <Route path="/build-text" element={<p>Text builder body <input aria-label="A field" /></p>} />
        <Route path="/build-art" element={<p>Art builder body</p>} />
        <Route path="/settings" element={<p>Settings body</p>} />
      </Route>
    </Routes>,
    { route: "/*" },
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
      "Improve a Prompt",
      "History",
      "Saved Prompts",
      "Saved Inputs",
    ]);
    const account = within(screen.getByRole("list", { name: "Account" })).getAllByRole("link");
    expect(account.map((link) => link.textContent)).toEqual(["Settings", "Billing"]);
    expect(screen.queryByRole("link", { name: "Admin Dashboard" })).toBeNull();
  });

  it("adds the Team link in a team workspace, and shows the workspace switcher", () => {
    renderLayout({ inTeam: true });
    const workspace = within(screen.getByRole("list", { name: "Workspace" })).getAllByRole("link");
    expect(workspace.at(-1)?.textContent).toBe("Team");
    expect(workspace.at(-1)?.getAttribute("href")).toBe("/team");
    within(sidebar()).getByText("The switcher");
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

describe("the account menu", () => {
  afterEach(() => setThemePreference("system"));

  const ada = (onSignOut = vi.fn()): SidebarAccount => ({ name: "Ada", email: "ada@example.com", onSignOut });
  // An open menu hides the rest of the page from assistive tech, the button included.
  const accountButton = () => screen.getByRole("button", { name: /^Account menu: Ada/, hidden: true });

  /** Opens the menu from the keyboard, as Enter on the focused button does. */
  async function openMenu() {
    act(() => accountButton().focus());
    fireEvent.keyDown(accountButton(), { key: "Enter" });
    return screen.findByRole("menu");
  }

  it("is a button that says it opens a menu, listing Settings, Billing, the theme, the shortcuts and Log Out", async () => {
    renderLayout({ account: ada() });
    expect(accountButton().getAttribute("aria-haspopup")).toBe("menu");
    expect(accountButton().getAttribute("aria-expanded")).toBe("false");
    const menu = await openMenu();
    expect(accountButton().getAttribute("aria-expanded")).toBe("true");
    const items = [...menu.querySelectorAll("[role=menuitem], [role=menuitemradio]")];
    expect(items.map((item) => item.textContent)).toEqual([
      "Settings",
      "Billing",
      "System",
      "Light",
      "Dark",
      "Keyboard shortcuts",
      "Log Out",
    ]);
  });

  it("moves with the arrow keys, and Escape closes it and gives focus back to the button", async () => {
    renderLayout({ account: ada() });
    const menu = await openMenu();
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Settings"));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Billing"));
    fireEvent.keyDown(menu, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(document.activeElement).toBe(accountButton());
  });

  it("goes to Settings", async () => {
    renderLayout({ account: ada() });
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Settings" }));
    await screen.findByText("Settings body");
  });

  it("switches the theme and stays open", async () => {
    renderLayout({ account: ada() });
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole("menuitemradio", { name: "Dark" }));
    expect(getThemePreference()).toBe("dark");
    expect(within(screen.getByRole("menu")).getByRole("menuitemradio", { name: "Dark" }).getAttribute("aria-checked")).toBe("true");
  });

  it("logs out", async () => {
    const onSignOut = vi.fn();
    renderLayout({ account: ada(onSignOut) });
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Log Out" }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it("opens the keyboard shortcuts, and their dialog gives focus back to the button", async () => {
    renderLayout({ account: ada() });
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Keyboard shortcuts" }));
    const dialog = await screen.findByRole("dialog", { name: "Keyboard shortcuts" });
    within(dialog).getByText("Ctrl");
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(accountButton());
  });
});

describe("the keyboard shortcuts dialog", () => {
  it("opens on ? pressed outside a field, and not while typing in one", async () => {
    renderLayout();
    fireEvent.keyDown(screen.getByLabelText("A field"), { key: "?" });
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.keyDown(document.body, { key: "?" });
    const dialog = await screen.findByRole("dialog", { name: "Keyboard shortcuts" });
    within(dialog).getByText("Show these shortcuts");
  });
});
