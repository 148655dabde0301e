import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../../../tests/support/fake-api";
import type { CheckoutStatus } from "@/domain/api/billing";
import { currentLocation, renderAt } from "@/web/testing/render-at";
import { DEMO_CONFIG } from "../test-support";
import { CheckoutSuccessPage } from "./checkout-success-page";

const PAID: CheckoutStatus = { status: "paid", planId: "pro", planName: "Pro", monthlyGenerations: 1000 };
const UNCONFIRMED: CheckoutStatus = { status: "unconfirmed" };
const RETURN = "/checkout/success?planId=pro&transaction_id=txn_demo_abc";

/** The server's answers about the checkout in turn: each poll takes the next one, the last repeats. */
function serverAnswering(...answers: (CheckoutStatus | ReturnType<typeof apiError>)[]) {
  let calls = 0;
  const api = fakeApi({
    "GET /api/billing/checkout-status": () => {
      const answer = answers[Math.min(calls++, answers.length - 1)]!;
      return typeof answer.status === "string" ? { body: answer as CheckoutStatus } : (answer as ReturnType<typeof apiError>);
    },
    "GET /api/billing/config": { body: DEMO_CONFIG },
  });
  const polls = () => api.sent("GET /api/billing/checkout-status");
  return { api, polls: () => polls().length, asked: () => polls().map((request) => request.search) };
}

function renderSuccess(entry = RETURN) {
  return renderAt(entry, <CheckoutSuccessPage />);
}

describe("CheckoutSuccessPage", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("asks the server about this checkout's transaction every 2 s until it is paid, then says so", async () => {
    const { api, polls, asked } = serverAnswering(UNCONFIRMED, UNCONFIRMED, PAID);
    renderSuccess();
    screen.getByRole("heading", { level: 1, name: "Completing your payment" });
    await waitFor(() => expect(polls()).toBe(1));
    expect(asked()[0]).toBe("?transactionId=txn_demo_abc");

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

  it("reads Paddle's _ptxn when the return carries it so", async () => {
    const { asked } = serverAnswering(PAID);
    renderSuccess("/checkout/success?_ptxn=txn_01paddle");
    await screen.findByRole("heading", { level: 1, name: "Payment Successful!" });
    expect(asked()).toEqual(["?transactionId=txn_01paddle"]);
  });

  it("counts down 60 s, then goes to /billing", async () => {
    serverAnswering(PAID);
    renderSuccess();
    await screen.findByRole("heading", { level: 1, name: "Payment Successful!" });
    expect(screen.getByTestId("countdown").textContent).toBe("Going to Billing in 60 seconds.");
    const countdown = () => screen.getByTestId("countdown").textContent;
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(countdown()).toBe("Going to Billing in 59 seconds."));
    await vi.advanceTimersByTimeAsync(58_000);
    await waitFor(() => expect(countdown()).toBe("Going to Billing in 1 second."));
    expect(currentLocation()).toBe(RETURN);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(currentLocation()).toBe("/billing"));
  });

  it("goes to /billing at once with Go to Billing", async () => {
    serverAnswering(PAID);
    renderSuccess();
    fireEvent.click(await screen.findByRole("link", { name: "Go to Billing" }));
    await waitFor(() => expect(currentLocation()).toBe("/billing"));
  });

  it("says 'Payment Processed', claiming no payment, when the server has not confirmed it within 10 s", async () => {
    const { polls } = serverAnswering(UNCONFIRMED);
    renderSuccess("/checkout/success?planId=pro&transaction_id=txn_fake");
    await waitFor(() => expect(polls()).toBe(1));
    await vi.advanceTimersByTimeAsync(8_000);
    screen.getByRole("heading", { level: 1, name: "Completing your payment" });
    await vi.advanceTimersByTimeAsync(2_000);
    await screen.findByRole("heading", { level: 1, name: "Payment Processed" });
    // Asked at 0, 2, … 10 s, then no more.
    expect(polls()).toBe(6);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls()).toBe(6);

    const issue = screen.getByTestId("issue-message").textContent!;
    expect(issue).toMatch(/^We could not confirm a payment for this checkout\. If you paid, your plan will show on the Billing page/);
    expect(issue).toMatch(/contact support at sales@example.com/);
    expect(issue).not.toMatch(/went through|successful/i);
    expect(screen.queryByText("Payment Successful!")).toBeNull();
    expect(screen.getByRole("link", { name: "Go to Billing" }).getAttribute("href")).toBe("/billing");
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload } as Location);
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(reload).toHaveBeenCalledTimes(1);
    // No automatic move on an unconfirmed payment.
    await vi.advanceTimersByTimeAsync(61_000);
    expect(currentLocation()).toBe("/checkout/success?planId=pro&transaction_id=txn_fake");
  });

  it("says 'Payment Processed' at once, asking nothing, when the return names no transaction", async () => {
    const { polls } = serverAnswering(PAID);
    renderSuccess("/checkout/success?planId=pro");
    await screen.findByRole("heading", { level: 1, name: "Payment Processed" });
    expect(polls()).toBe(0);
  });

  it("keeps asking through failed reads", async () => {
    serverAnswering(apiError(500, "internal_error", "boom"), { status: 500 }, PAID);
    renderSuccess();
    await vi.advanceTimersByTimeAsync(4_000);
    await screen.findByRole("heading", { level: 1, name: "Payment Successful!" });
  });
});
