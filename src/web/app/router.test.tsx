import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CurrentLocation, currentLocation } from "@/web/testing/render-at";
import { fakeApi } from "../../../tests/support/fake-api";
import { queryClient } from "./providers";
import { AppRoutes } from "./router";

const PROFILE = {
  id: "user-1",
  email: "ada@example.com",
  name: "",
  displayName: "ada",
  emailVerified: true,
  isAdmin: false,
  accountStatus: "active" as const,
  createdAt: "2026-01-01T00:00:00.000Z",
};

/** The API as the screens see it, for a signed-in or a signed-out visitor. */
function fakeSession(signedIn: boolean) {
  return fakeApi({
    "GET /api/session": { body: { user: signedIn ? PROFILE : null } },
    "GET /api/health": { body: { status: "ok" as const } },
    "GET /api/auth/providers": { body: { google: false } },
  });
}

/** The screens behind the session guard. */
const PROTECTED = [
  "/build-text",
  "/build-art",
  "/improve",
  "/history",
  "/saved-prompts",
  "/saved-inputs",
  "/shared-links",
  "/settings",
  "/billing",
  "/admin",
  "/team",
  "/checkout/success",
];

/** The whole app at `path`: its routes bring their own providers. */
function visit(path: string, signedIn = PROTECTED.includes(path)) {
  fakeSession(signedIn);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <CurrentLocation />
    </MemoryRouter>,
  );
}

describe("AppRoutes", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // The app's one query cache outlives a test; each visit here starts with a new session.
    queryClient.clear();
  });

  it("redirects an unknown path to /", async () => {
    visit("/no/such/page");
    expect(currentLocation()).toBe("/");
    const title = await screen.findByRole("heading", { level: 1 });
    expect(title.textContent).toContain("expert AI prompt");
  });

  it.each([
    ["/landing", "expert AI prompt"],
    ["/about", "We help everyone write prompts like an expert"],
    ["/contact", "Get in touch"],
    ["/terms", "Terms of Service"],
    ["/privacy", "Privacy Policy"],
    ["/refunds", "Refund Policy"],
    ["/blogone", "Refund Policy"],
    ["/login", "Sign in"],
    ["/signup", "Create your account"],
    ["/forgot-password", "Forgot your password?"],
    ["/reset-password", "Reset your password"],
    ["/auth/reset-password", "Reset your password"],
    ["/auth/callback", "Check your email"],
    // No transaction named: nothing to confirm, so the page ends at once in the spec's "Payment Processed".
    ["/checkout/success", "Payment Processed"],
    ["/build-text", "Build Your Text Prompt"],
    ["/build-art", "Build Your Art Prompt"],
    ["/improve", "Improve a Prompt"],
    ["/history", "History"],
    ["/saved-prompts", "Saved Prompts"],
    ["/saved-inputs", "Saved Inputs"],
    ["/shared-links", "Shared links"],
    // A share link, for anyone: this one is unknown to the (fake) API.
    ["/p/unknown-token", "This link is no longer available."],
    ["/settings", "Settings"],
    ["/billing", "Billing & Subscription"],
    // The test profile is not an admin.
    ["/admin", "Access Denied"],
    // In the personal workspace the Team page points to the switcher.
    ["/team", "Team"],
    // An invitation's link, for anyone: this one is unknown to the (fake) API.
    ["/invitations/unknown-id", "Team invitation"],
  ])("renders %s with its title", async (path, title) => {
    visit(path);
    // The first visit to a lazily loaded screen transforms its modules, which can take a few seconds;
    // some screens also pass through a checking state first (the auth callback).
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toContain(title), {
      timeout: 5_000,
    });
    expect(currentLocation()).toBe(path);
  });

  it("sends a signed-out visitor from a protected screen to /login", async () => {
    visit("/settings", false);
    await screen.findByRole("heading", { level: 1, name: "Sign in" });
    expect(currentLocation()).toBe("/login");
  });

  it("guards the payment return outside the app layout", async () => {
    visit("/checkout/success", false);
    await screen.findByRole("heading", { level: 1, name: "Sign in" });
    expect(currentLocation()).toBe("/login");
  });

  it("sends a signed-in visitor from / to /build-text", async () => {
    visit("/", true);
    await waitFor(() => expect(currentLocation()).toBe("/build-text"));
  });

  it("starts from the session the page arrived with, asking the API nothing about it", async () => {
    const element = Object.assign(document.createElement("script"), { type: "application/json", id: "session" });
    element.textContent = JSON.stringify({ user: PROFILE });
    document.head.append(element);
    const api = fakeSession(false);
    render(
      <MemoryRouter initialEntries={["/"]}>
        <AppRoutes />
        <CurrentLocation />
      </MemoryRouter>,
    );
    // At once: no spinner while a request goes out.
    expect(currentLocation()).toBe("/build-text");
    await screen.findByRole("heading", { level: 1, name: "Build Your Text Prompt" }, { timeout: 5_000 });
    expect(api.sent("GET /api/session")).toEqual([]);
  });

  it("starts in the team workspace the page arrived with: the switcher names it and the Team link shows", async () => {
    // The test before leaves its page's session in place (nothing there asked the API).
    document.getElementById("session")?.remove();
    const element = Object.assign(document.createElement("script"), { type: "application/json", id: "session" });
    element.textContent = JSON.stringify({ user: PROFILE, team: { id: "team-1", name: "Acme", role: "admin" } });
    document.head.append(element);
    const api = fakeSession(false);
    render(
      <MemoryRouter initialEntries={["/build-text"]}>
        <AppRoutes />
      </MemoryRouter>,
    );
    const workspace = await screen.findByTestId("active-workspace", {}, { timeout: 5_000 });
    expect(workspace.textContent).toBe("Acme");
    screen.getByRole("link", { name: "Team" });
    expect(api.sent("GET /api/session")).toEqual([]);
  });

  it("sets the document title", async () => {
    visit("/about");
    await screen.findByRole("heading", { level: 1 });
    expect(document.title).toBe("About · Promptsmith");
  });
});
