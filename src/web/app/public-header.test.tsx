import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAt } from "@/web/testing/render-at";
import { PublicHeader } from "./public-header";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

const renderHeader = () => renderAt("/", <PublicHeader />, { session: null });

describe("PublicHeader", () => {
  afterEach(() => scrollTo(0));

  it("is transparent at the top and turns solid only after scrolling past 50 px", () => {
    renderHeader();
    const header = screen.getByRole("banner");
    expect(header.dataset.scrolled).toBe("false");
    expect(header.className).toContain("bg-transparent");

    scrollTo(50);
    expect(header.dataset.scrolled).toBe("false");

    scrollTo(51);
    expect(header.dataset.scrolled).toBe("true");
    expect(header.className).toContain("bg-background");

    scrollTo(10);
    expect(header.dataset.scrolled).toBe("false");
  });

  it("links to the landing sections, sign-in and sign-up", () => {
    renderHeader();
    const main = screen.getByRole("navigation", { name: "Main" });
    const hrefs = Array.from(main.querySelectorAll("a"), (a) => a.getAttribute("href"));
    expect(hrefs).toEqual(["/#features", "/#pricing", "/#testimonials", "/#faq"]);
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/signup");
  });

  it("opens the mobile menu and closes it on a link click or Escape", () => {
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Open menu" });

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    fireEvent.click(menu.querySelector('a[href="/#pricing"]')!);
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();

    fireEvent.click(toggle);
    screen.getByRole("navigation", { name: "Mobile" });
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });
});
