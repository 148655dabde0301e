import { act, render, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "./toaster";

/** happy-dom's own viewport, which its matchMedia answers from. */
const setViewportWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({
    width,
    height: 800,
  });

/** Where the shown toasts sit: sonner's list carries its side and edge. */
async function toastPlacement() {
  act(() => void toast("Saved"));
  const list = await waitFor(() => {
    const shown = document.querySelector<HTMLElement>("[data-sonner-toaster]");
    if (!shown) throw new Error("no toast shown yet");
    return shown;
  });
  return `${list.dataset.yPosition}-${list.dataset.xPosition}`;
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => void toast.dismiss());
  setViewportWidth(1024);
});

describe("Toaster", () => {
  it("lays toasts out left to right without reading the page's computed style", () => {
    const computedStyle = vi.spyOn(window, "getComputedStyle");
    const { container } = render(<Toaster />);
    expect(computedStyle).not.toHaveBeenCalled();
    expect(container.ownerDocument.querySelector("section[aria-label^='Notifications']")).not.toBeNull();
  });

  it("shows toasts bottom-left, in the sidebar's column, when the sidebar stands beside the page", async () => {
    setViewportWidth(1366);
    render(<Toaster />);
    expect(await toastPlacement()).toBe("bottom-left");
    const list = document.querySelector<HTMLElement>("[data-sonner-toaster]")!;
    expect(list.style.getPropertyValue("--width")).toBe("256px");
  });

  it("shows toasts bottom-right between a phone and the sidebar's width, away from the usage box", async () => {
    setViewportWidth(800);
    render(<Toaster />);
    expect(await toastPlacement()).toBe("bottom-right");
  });

  it("shows toasts top-center on a phone, and moves them when the window narrows", async () => {
    setViewportWidth(375);
    const { unmount } = render(<Toaster />);
    expect(await toastPlacement()).toBe("top-center");
    unmount();

    setViewportWidth(1366);
    render(<Toaster />);
    expect(await toastPlacement()).toBe("bottom-left");
    act(() => setViewportWidth(375));
    expect(await toastPlacement()).toBe("top-center");
  });
});
