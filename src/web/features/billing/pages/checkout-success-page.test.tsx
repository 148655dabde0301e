import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../../../tests/support/fake-api";
import type { Subscription } from "../api/get-subscription";
import { DEMO_CONFIG, FREE, PRO, renderScreen } from "../test-support";
import { CheckoutSuccessPage } from "./checkout-success-page";

const currentLocation = () => screen.getByRole("status", { name: "Current location" }).textContent;

/** The server's answers in turn: each poll takes the next one, the last repeats. */
function serverAnswering(...answers: Subscription[]) {
  let calls = 0;
  const api = fakeApi({
    "GET /api/billing/subscription": () => ({ body: answers[Math.min(calls++, answers.length - 1)] }),
    "GET /api/billing/config": { body: DEMO_CONFIG },
  });
  return { api, polls: () => api.sent("GET /api/billing/subscription").length };
}

function renderSuccess(entry = "/checkout/success?planId=pro") {
  return renderScreen(<CheckoutSuccessPage />, { entry });
}

describe("CheckoutSuccessPage", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("says the payment is being confirmed and asks the server every 2 s until the plan is active", async () => {
    const { api, polls } = serverAnswering(FREE, FREE, PRO);
    renderSuccess();
    screen.getByRole("heading", { level: 1, name: "Completing your payment" });
    await waitFor(() => expect(polls()).toBe(1));

    await vi.advanceTimersByTimeAsync(2_000);
    expect(polls()).toBe(2);
    screen.getByRole("heading", { level: 1, name: "Completing your payment" });

    await vi.advanceTimersByTimeAsync(2_000);
    await screen.findByRole("heading", { level: 1, name: "Payment Successful!" });
    screen.getByText("Welcome to your new subscription plan!");
    screen.getByText("Your Pro plan is active, with 1000 generations per month.");
    expect(polls()).toBe(3);

    // It never asks for anything to change.
    expect(api.requests.every((request) => request.method === "GET")).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls()).toBe(3);
  });

  it("counts down 60 s, then goes to /billing", async () => {
    serverAnswering(PRO);
    renderSuccess();
    await screen.findByRole("heading", { level: 1, name: "Payment Successful!" });
    expect(screen.getByTestId("countdown").textContent).toBe("Going to Billing in 60 seconds.");
    const countdown = () => screen.getByTestId("countdown").textContent;
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(countdown()).toBe("Going to Billing in 59 seconds."));
    await vi.advanceTimersByTimeAsync(58_000);
    await waitFor(() => expect(countdown()).toBe("Going to Billing in 1 second."));
    expect(currentLocation()).toBe("/checkout/success?planId=pro");
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(currentLocation()).toBe("/billing"));
  });

  it("goes to /billing at once with Go to Billing", async () => {
    serverAnswering(PRO);
    renderSuccess();
    fireEvent.click(await screen.findByRole("link", { name: "Go to Billing" }));
    await waitFor(() => expect(currentLocation()).toBe("/billing"));
  });

  it("says 'Payment Processed' when the server has not confirmed the plan within 60 s", async () => {
    const { polls } = serverAnswering(FREE);
    renderSuccess();
    await waitFor(() => expect(polls()).toBe(1));
    await vi.advanceTimersByTimeAsync(58_000);
    screen.getByRole("heading", { level: 1, name: "Completing your payment" });
    await vi.advanceTimersByTimeAsync(2_000);
    await screen.findByRole("heading", { level: 1, name: "Payment Processed" });
    // Asked at 0, 2, … 60 s, then no more.
    expect(polls()).toBe(31);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls()).toBe(31);

    expect(screen.getByTestId("issue-message").textContent).toMatch(/still confirming it[\s\S]*contact support at sales@example.com/);
    expect(screen.getByRole("link", { name: "Go to Billing" }).getAttribute("href")).toBe("/billing");
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload } as Location);
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(reload).toHaveBeenCalledTimes(1);
    // No automatic move on an unconfirmed payment.
    await vi.advanceTimersByTimeAsync(61_000);
    expect(currentLocation()).toBe("/checkout/success?planId=pro");
  });

  it("keeps asking through failed reads", async () => {
    let calls = 0;
    fakeApi({
      "GET /api/billing/subscription": () =>
        ++calls < 3 ? { status: 500, body: { error: { code: "internal", message: "boom" } } } : { body: PRO },
      "GET /api/billing/config": { body: DEMO_CONFIG },
    });
    renderSuccess();
    await vi.advanceTimersByTimeAsync(4_000);
    await screen.findByRole("heading", { level: 1, name: "Payment Successful!" });
  });

  it("waits for Pro when the return names no plan", async () => {
    const { polls } = serverAnswering(FREE, PRO);
    renderSuccess("/checkout/success");
    await waitFor(() => expect(polls()).toBe(1));
    screen.getByText(/for the Pro plan/);
    await vi.advanceTimersByTimeAsync(2_000);
    await screen.findByRole("heading", { level: 1, name: "Payment Successful!" });
  });
});
