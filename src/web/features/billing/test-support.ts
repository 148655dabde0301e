/** Fixtures for the billing feature's unit tests: subscriptions in each situation, checkout sessions, a fake Paddle.js. */
import { vi } from "vitest";
import type { PaddleCheckoutSession, Subscription } from "@/domain/api/billing";
import type { PaddleEvent, PaddleJs } from "./lib/paddle";

const PERIOD = { currentPeriodStart: "2026-03-05T10:00:00.000Z", renewsAt: "2026-04-05T10:00:00.000Z" };

export const FREE: Subscription = {
  planId: "free",
  planName: "Free",
  status: "active",
  remaining: 5,
  total: 5,
  cancelAtPeriodEnd: false,
  ...PERIOD,
};
export const PRO: Subscription = { ...FREE, planId: "pro", planName: "Pro", remaining: 1000, total: 1000 };
export const PRO_PENDING_DOWNGRADE: Subscription = { ...PRO, cancelAtPeriodEnd: true };
export const TEAMS: Subscription = { ...FREE, planId: "teams", planName: "Teams", remaining: 5000, total: 5000 };

export const DEMO_CONFIG = { provider: "demo", supportEmail: "sales@example.com" } as const;
export const PADDLE_CONFIG = { provider: "paddle", supportEmail: "sales@example.com" } as const;

export const PADDLE_SESSION: PaddleCheckoutSession = {
  provider: "paddle",
  clientToken: "test_client_token",
  environment: "sandbox",
  priceId: "pri_pro",
  customerEmail: "ada@example.com",
  customData: { userId: "user-1", checkoutId: "chk_1", planId: "pro" },
  successUrl: "https://app.example.com/checkout/success?planId=pro",
};

/** A stand-in for Paddle.js on window.Paddle; `emit` plays an event as Paddle would report it. */
export function installFakePaddle() {
  let callback: ((event: PaddleEvent) => void) | undefined;
  const paddle = {
    Environment: { set: vi.fn() },
    Initialize: vi.fn((options: { token: string; eventCallback: (event: PaddleEvent) => void }) => {
      callback = options.eventCallback;
    }),
    Checkout: { open: vi.fn() },
  } satisfies PaddleJs;
  window.Paddle = paddle;
  return { paddle, emit: (event: PaddleEvent) => callback?.(event) };
}
