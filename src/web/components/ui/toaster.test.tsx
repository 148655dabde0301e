import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "./toaster";

afterEach(() => vi.restoreAllMocks());

describe("Toaster", () => {
  it("lays toasts out left to right without reading the page's computed style", () => {
    const computedStyle = vi.spyOn(window, "getComputedStyle");
    const { container } = render(<Toaster />);
    expect(computedStyle).not.toHaveBeenCalled();
    expect(container.ownerDocument.querySelector("section[aria-label^='Notifications']")).not.toBeNull();
  });
});
