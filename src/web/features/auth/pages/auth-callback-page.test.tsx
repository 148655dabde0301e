import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, pending } from "../../../../../tests/support/fake-api";
import { currentLocation, renderAt } from "@/web/testing/render-at";
import { signedIn, signedOut } from "@/web/testing/session";
import { AuthCallbackPage } from "./auth-callback-page";

const heading = () => screen.getByRole("heading", { level: 1 }).textContent;

describe("AuthCallbackPage", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("says 'Completing authentication...' while it checks, then goes to /build-text with a session", async () => {
    fakeApi(signedIn());
    renderAt("/auth/callback", <AuthCallbackPage />, { session: "ask" });
    expect(heading()).toBe("Completing authentication...");
    await waitFor(() => expect(currentLocation()).toBe("/build-text"));
  });

  it("without a session or an error asks the user to check their e-mail", async () => {
    fakeApi(signedOut);
    renderAt("/auth/callback", <AuthCallbackPage />, { session: "ask" });
    await screen.findByText("Check your email");
    screen.getByText("If you've signed up with email, please check your inbox to confirm your account.");
  });

  it("shows an OAuth error with its description, Return to Login and Retry", async () => {
    const api = fakeApi({ ...signedOut, "POST /api/auth/sign-in/social": { body: { url: "http://idp.test/authorize", redirect: true } } });
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    renderAt("/auth/callback?error=access_denied&error_description=The+user+said+no", <AuthCallbackPage />, { session: "ask" });
    expect(heading()).toBe("Authentication Error");
    screen.getByText("The user said no");
    expect(screen.getByRole("link", { name: "Return to Login" }).getAttribute("href")).toBe("/login");

    // Retry starts the Google sign-in that failed again.
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://idp.test/authorize"));
    expect(api.sent("POST /api/auth/sign-in/social")[0]?.body).toMatchObject({ provider: "google", callbackURL: "/auth/callback" });
  });

  it("gives up after 10 seconds with the spec's timeout message", async () => {
    vi.useFakeTimers();
    fakeApi({ "GET /api/session": pending });
    renderAt("/auth/callback", <AuthCallbackPage />, { session: "ask" });
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(heading()).toBe("Completing authentication...");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(heading()).toBe("Authentication Error");
    screen.getByText("Authentication process timed out. Please try again.");
  });
});
