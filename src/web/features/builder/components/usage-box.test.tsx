import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/web/lib/query-client";
import { renderAt } from "@/web/testing/render-at";
import { signedIn } from "@/web/testing/session";
import { fakeApi, type FakeAnswer } from "../../../../../tests/support/fake-api";
import type { CurrentTeam } from "@/domain/api/teams";
import { PROFILE } from "@/web/testing/session";
import { FREE_USAGE, jsonResponse } from "../test-support";
import { BuilderUsage, UsageBox, usagePercent, type Usage } from "./usage-box";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderBox(usage: Usage) {
  renderAt("/build-text", <UsageBox usage={usage} />);
  const bar = screen.getByRole("progressbar");
  const fill = bar.firstElementChild as HTMLElement;
  return { bar, fill };
}

describe("UsageBox", () => {
  it("shows the free plan's remaining/total, a proportional bar and Upgrade to /billing", () => {
    const { bar, fill } = renderBox({ planId: "free", planName: "Free", remaining: 3, total: 5 });
    screen.getByRole("heading", { name: "Free Prompts Remaining" });
    expect(screen.getByTestId("usage-count").textContent).toBe("3/5");
    expect(fill.style.width).toBe("60%");
    expect(bar.getAttribute("aria-label")).toBe("Free Prompts Remaining");
    expect(screen.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/billing");
  });

  it("names the plan when it is paid, and offers no Upgrade to Pro or Teams", () => {
    renderBox({ planId: "pro", planName: "Pro", remaining: 999, total: 1000 });
    screen.getByRole("heading", { name: "Pro Prompts Remaining" });
    expect(screen.getByTestId("usage-count").textContent).toBe("999/1000");
    expect(screen.queryByRole("link", { name: "Upgrade" })).toBeNull();
    cleanup();
    renderBox({ planId: "teams", planName: "Teams", remaining: 5000, total: 5000 });
    screen.getByRole("heading", { name: "Teams Prompts Remaining" });
    expect(screen.queryByRole("link", { name: "Upgrade" })).toBeNull();
  });

  it("shows a skeleton, naming no plan and no count, until the usage is known", () => {
    const { container } = renderAt("/build-text", <UsageBox usage={undefined} />);
    const box = screen.getByTestId("usage-box");
    expect(box.getAttribute("aria-busy")).toBe("true");
    expect(screen.queryByTestId("usage-count")).toBeNull();
    expect(screen.queryByRole("link", { name: "Upgrade" })).toBeNull();
    expect(container.textContent).not.toMatch(/Free|Pro|\d/);
  });

  it("caps the bar at 100% when more remain than the total", () => {
    const { fill } = renderBox({ planId: "free", planName: "Free", remaining: 12, total: 5 });
    expect(fill.style.width).toBe("100%");
    expect(usagePercent({ remaining: 12, total: 5 })).toBe(100);
  });

  it("shows an empty bar and 0 when spent, never a negative count", () => {
    const { fill } = renderBox({ planId: "free", planName: "Free", remaining: -1, total: 5 });
    expect(screen.getByTestId("usage-count").textContent).toBe("0/5");
    expect(fill.style.width).toBe("0%");
    expect(usagePercent({ remaining: 0, total: 0 })).toBe(0);
  });
});

describe("BuilderUsage", () => {
  it("paints nothing but the server's count: a skeleton while GET /api/billing/subscription is pending, then 3/5", async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const painted = new Set<string>();
    const observer = new MutationObserver(() => painted.add(document.body.textContent ?? ""));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    renderAt("/build-text", <BuilderUsage />);
    painted.add(document.body.textContent ?? "");
    expect(screen.queryByTestId("usage-count")).toBeNull();
    await act(async () => answer(jsonResponse({ ...FREE_USAGE, remaining: 3 })));
    expect((await screen.findByTestId("usage-count")).textContent).toBe("3/5");
    observer.disconnect();
    const counts = [...painted].flatMap((text) => text.match(/\d+\/\d+/g) ?? []);
    expect(new Set(counts)).toEqual(new Set(["3/5"]));
  });

  it("asks again when the tab regains focus: a plan an admin changed shows at once", async () => {
    let usage = FREE_USAGE;
    const api = fakeApi({ ...signedIn(), "GET /api/billing/subscription": () => ({ body: usage }) });
    renderAt("/build-text", <BuilderUsage />, { queryClient: createQueryClient() });
    await screen.findByRole("heading", { name: "Free Prompts Remaining" });
    usage = { ...FREE_USAGE, planId: "pro", planName: "Pro", remaining: 1000, total: 1000 };
    await act(async () => void window.dispatchEvent(new Event("visibilitychange")));
    await screen.findByRole("heading", { name: "Pro Prompts Remaining" });
    expect(screen.queryByRole("link", { name: "Upgrade" })).toBeNull();
    expect(api.sent("GET /api/billing/subscription")).toHaveLength(2);
  });
});

const ACME: CurrentTeam = {
  id: "team-1",
  name: "Acme",
  role: "editor",
  planId: "teams",
  seatLimit: 10,
  seatsUsed: 3,
  allowance: { remaining: 4200, total: 5000, periodEnd: "2026-12-01T00:00:00.000Z" },
  members: [],
  invitations: [],
};

describe("BuilderUsage in a team workspace", () => {
  it("shows the team's pool, never the personal count, and a skeleton until the server has answered", async () => {
    let answer!: (team: FakeAnswer<CurrentTeam>) => void;
    const answered = new Promise<FakeAnswer<CurrentTeam>>((resolve) => (answer = resolve));
    const api = fakeApi({
      "GET /api/session": { body: { user: PROFILE, team: { id: ACME.id, name: ACME.name, role: ACME.role } } },
      "GET /api/billing/subscription": { body: FREE_USAGE },
      "GET /api/teams/current": () => answered,
    });
    renderAt("/build-text", <BuilderUsage />, { session: "ask" });
    await waitFor(() => expect(api.sent("GET /api/teams/current")).toHaveLength(1));
    expect(screen.getByTestId("usage-box").getAttribute("aria-busy")).toBe("true");
    expect(screen.queryByTestId("usage-count")).toBeNull();
    await act(async () => answer({ body: ACME }));
    await screen.findByRole("heading", { name: "Acme Team Prompts Remaining" });
    expect(screen.getByTestId("usage-count").textContent).toBe("4200/5000");
    expect(api.sent("GET /api/billing/subscription")).toEqual([]);
  });
});
