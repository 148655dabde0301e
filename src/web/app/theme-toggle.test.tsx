import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setThemePreference, THEME_STORAGE_KEY } from "@/web/lib/theme";
import { ThemeToggle } from "./theme-toggle";

const isDark = () => document.documentElement.classList.contains("dark");

function mockSystemDark(matches: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({ matches, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }) as unknown as MediaQueryList,
  );
}

describe("ThemeToggle", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setThemePreference("system");
    localStorage.clear();
  });

  it("applies and persists dark and light", () => {
    mockSystemDark(false);
    render(<ThemeToggle />);

    fireEvent.click(screen.getByRole("button", { name: "Dark theme" }));
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(screen.getByRole("button", { name: "Dark theme" }).getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "Light theme" }));
    expect(isDark()).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(screen.getByRole("button", { name: "Dark theme" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("follows the system setting when set to system", () => {
    mockSystemDark(true);
    render(<ThemeToggle />);
    fireEvent.click(screen.getByRole("button", { name: "Light theme" }));
    expect(isDark()).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "System theme" }));
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("system");
  });
});
