import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../../../tests/support/fake-api";
import { currentLocation, renderAt } from "@/web/testing/render-at";
import { ResetPasswordPage } from "./reset-password-page";

/** The page a reset link opens, for a visitor. */
const renderReset = (entry: string, variant: "primary" | "alternative" = "primary") =>
  renderAt(entry, <ResetPasswordPage variant={variant} />, { session: null });

function fill(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText("New password"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("Confirm new password"), { target: { value: confirm } });
  fireEvent.submit(screen.getByRole("form", { name: "Reset your password" }));
}

/** Lets the fake fetch answer and React render, with fake timers running. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe("ResetPasswordPage", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("without a token says 'Invalid or expired reset link' and goes to /login after 3 seconds", async () => {
    const api = fakeApi({});
    renderReset("/reset-password");
    expect(screen.getAllByText("Invalid or expired reset link").length).toBeGreaterThan(0);
    expect(screen.queryByLabelText("New password")).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(currentLocation()).not.toBe("/login");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(currentLocation()).toBe("/login");
    expect(api.requests).toEqual([]);
  });

  it("asks for at least 8 characters and matching passwords before sending", async () => {
    const api = fakeApi({});
    renderReset("/reset-password?token=abc");
    fill("short", "short");
    expect(screen.getByRole("alert").textContent).toBe("Password must be at least 8 characters long.");
    fill("a long new password", "a long new passwrod");
    expect(screen.getByRole("alert").textContent).toBe("Passwords do not match");
    expect(api.requests).toEqual([]);
  });

  it("resets with the token from the query string, then goes to /login after 3 seconds", async () => {
    const api = fakeApi({ "POST /api/auth/reset-password": { body: { status: true } } });
    renderReset("/reset-password?token=abc");
    fill("a long new password", "a long new password");
    await settle();
    expect(screen.getAllByText("Password reset successfully").length).toBeGreaterThan(0);
    expect(api.sent("POST /api/auth/reset-password")[0]?.body).toEqual({ token: "abc", newPassword: "a long new password" });
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(currentLocation()).not.toBe("/login");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(currentLocation()).toBe("/login");
  });

  it("says the link is invalid when the server refuses the token", async () => {
    fakeApi({ "POST /api/auth/reset-password": apiError(400, "INVALID_TOKEN", "Invalid token") });
    renderReset("/reset-password?token=used");
    fill("a long new password", "a long new password");
    await settle();
    expect(screen.getAllByText("Invalid or expired reset link").length).toBeGreaterThan(0);
  });

  it("on the alternative page says 'Passwords do not match.' and returns after 2 seconds", async () => {
    fakeApi({ "POST /api/auth/reset-password": { body: { status: true } } });
    renderReset("/auth/reset-password?token=abc", "alternative");
    fill("a long new password", "another long password");
    expect(screen.getByRole("alert").textContent).toBe("Passwords do not match.");
    fill("a long new password", "a long new password");
    await settle();
    // Inline only: the alternative page keeps its messages in the banner.
    expect(screen.getByRole("status").textContent).toContain("Password reset successfully");
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(currentLocation()).toBe("/login");
  });
});
