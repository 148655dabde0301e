import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { UsageBox, usagePercent, type Usage } from "./usage-box";

function renderBox(usage: Usage) {
  render(
    <MemoryRouter>
      <UsageBox usage={usage} />
    </MemoryRouter>,
  );
  const bar = screen.getByRole("progressbar");
  const fill = bar.firstElementChild as HTMLElement;
  return { bar, fill };
}

describe("UsageBox", () => {
  it("shows the free plan's remaining/total, a proportional bar and Upgrade to /billing", () => {
    const { bar, fill } = renderBox({ planName: "Free", remaining: 3, total: 5 });
    screen.getByRole("heading", { name: "Free Prompts Remaining" });
    expect(screen.getByTestId("usage-count").textContent).toBe("3/5");
    expect(fill.style.width).toBe("60%");
    expect(bar.getAttribute("aria-label")).toBe("Free Prompts Remaining");
    expect(screen.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/billing");
  });

  it("names the plan when it is paid", () => {
    renderBox({ planName: "Pro", remaining: 999, total: 1000 });
    screen.getByRole("heading", { name: "Pro Prompts Remaining" });
    expect(screen.getByTestId("usage-count").textContent).toBe("999/1000");
  });

  it("caps the bar at 100% when more remain than the total", () => {
    const { fill } = renderBox({ planName: "Free", remaining: 12, total: 5 });
    expect(fill.style.width).toBe("100%");
    expect(usagePercent({ remaining: 12, total: 5 })).toBe(100);
  });

  it("shows an empty bar and 0 when spent, never a negative count", () => {
    const { fill } = renderBox({ planName: "Free", remaining: -1, total: 5 });
    expect(screen.getByTestId("usage-count").textContent).toBe("0/5");
    expect(fill.style.width).toBe("0%");
    expect(usagePercent({ remaining: 0, total: 0 })).toBe(0);
  });
});
