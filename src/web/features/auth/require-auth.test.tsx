import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../../tests/support/fake-api";
import { RequireAuth } from "./require-auth";
import { currentLocation, locationFrom, renderAt } from "@/web/testing/render-at";
import { signedIn } from "@/web/testing/session";

const renderGuarded = () =>
  renderAt(
    "/settings?tab=profile#name",
    <RequireAuth>
      <p>Private page</p>
    </RequireAuth>,
    { session: "ask" },
  );

describe("RequireAuth", () => {
  it("shows a spinner while the session is undetermined, then sends a signed-out visitor to /login with the way back", async () => {
    let answer!: (value: { body: { user: null } }) => void;
    fakeApi({ "GET /api/session": () => new Promise((resolve) => (answer = resolve)) });
    renderGuarded();

    screen.getByText("Checking your session");
    expect(screen.queryByText("Private page")).toBeNull();

    answer({ body: { user: null } });
    await screen.findByText("Elsewhere");
    expect(currentLocation()).toBe("/login");
    expect(locationFrom()).toBe("/settings?tab=profile#name");
    expect(screen.queryByText("Private page")).toBeNull();
  });

  it("renders the page for a signed-in user", async () => {
    const api = fakeApi(signedIn());
    renderGuarded();
    await screen.findByText("Private page");
    expect(currentLocation()).toBe("/settings?tab=profile");
    expect(api.sent("GET /api/session")).toHaveLength(1);
  });

  it("sends the visitor to /login when the session has ended", async () => {
    fakeApi({ "GET /api/session": { body: { user: null } } });
    renderGuarded();
    await waitFor(() => expect(currentLocation()).toBe("/login"));
  });

  it("sends the visitor to /login when the server cannot be reached", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    renderGuarded();
    await waitFor(() => expect(currentLocation()).toBe("/login"));
  });
});
